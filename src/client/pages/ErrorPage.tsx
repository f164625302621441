// The page error screen (docs/reference/errors.md#error-screen): the title is 'Permission Problem' for 403 and 'There
// was an error' for everything else. 403: "You don't have permission to view this resource." with Sign In for guests;
// 404: "The page you were looking for could not be found." with 'Back to home page' (and the 'Page Not Found' icon,
// docs/reference/errors.md#error-screen); anything else: 'Please try again later.' with 'Back to Home'. An API
// error's actionButton (docs/reference/errors.md#error-screen) is offered beside them. Debug builds add the error's
// details and stack trace.
import { useSession } from "../../layout/session";
import { DEFAULT_ENTRY_URLS, withReturnTarget } from "../../lib/entry-url";
import { msg } from "../../lib/i18n/msg";
import { ButtonLink } from "../../ui/Button";
import { usePageOrigin } from "../../ui/client-value";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { useCurrentLocation } from "../../ui/location";
import { ApiError } from "../api/errors";
import { useOptionalAppState } from "../app-state";

export interface ErrorPageProps {
  status: number;
  error?: unknown;
}

type ErrorAction = "sign-in" | "home-page" | "home";

/** Message keys (English source text), translated where shown. */
export interface ErrorCopy {
  title: string;
  message: string;
  /** The buttons, primary first. */
  actions: ErrorAction[];
}

const ERROR_TITLE = msg("There was an error");
const PERMISSION_TITLE = msg("Permission Problem");
export const NOT_FOUND_ICON_TEXT = msg("Page Not Found");

export function errorCopy(status: number, isGuest: boolean): ErrorCopy {
  if (status === 403) {
    return {
      title: PERMISSION_TITLE,
      message: msg("You don't have permission to view this resource."),
      actions: isGuest ? ["sign-in", "home"] : ["home"],
    };
  }
  if (status === 404) {
    return {
      title: ERROR_TITLE,
      message: msg("The page you were looking for could not be found."),
      actions: ["home-page"],
    };
  }
  return { title: ERROR_TITLE, message: msg("Please try again later."), actions: ["home"] };
}

const ACTION_LABELS: Record<ErrorAction, string> = {
  "sign-in": msg("Sign In"),
  "home-page": msg("Back to home page"),
  home: msg("Back to Home"),
};

export function ErrorPage({ status, error }: ErrorPageProps) {
  const { isGuest } = useSession();
  const t = useT();
  const { pathname, search } = useCurrentLocation();
  const copy = errorCopy(status, isGuest);
  const serverAction = error instanceof ApiError ? error.actionButton : undefined;
  const signInUrl = useOptionalAppState()?.site.entryUrls?.signInUrl ?? DEFAULT_ENTRY_URLS.signInUrl;
  const origin = usePageOrigin() || undefined;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center"
      aria-labelledby="error-title"
    >
      {status === 404 ? (
        <Icon name="question" size={72} label={t(NOT_FOUND_ICON_TEXT)} className="text-primary" />
      ) : (
        <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-primary">
          {status}
        </p>
      )}
      <h1 id="error-title" className="mt-4 text-2xl font-bold tracking-tight">
        {t(copy.title)}
      </h1>
      <p className="mt-2 text-fg-muted">{t(copy.message)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {copy.actions.map((action, index) => (
          <ButtonLink
            key={action}
            to={action === "sign-in" ? withReturnTarget(signInUrl, `${pathname}${search}`, origin) : "/"}
            variant={index === 0 ? "primary" : "standard"}
          >
            {t(ACTION_LABELS[action])}
          </ButtonLink>
        ))}
        {serverAction ? (
          <ButtonLink
            to={serverAction.url}
            variant="standard"
            {...(serverAction.target ? { target: serverAction.target } : {})}
          >
            {serverAction.label}
          </ButtonLink>
        ) : null}
      </div>
      {import.meta.env.DEV && error ? <ErrorDetails error={error} /> : null}
    </section>
  );
}

function ErrorDetails({ error }: { error: unknown }) {
  const t = useT();
  const message = error instanceof Error ? error.message : String(error);
  const description = error instanceof ApiError ? (error.description ?? "") : "";
  // The server's trace (debug servers send one) says more than the client's stack of the failed fetch.
  const stack =
    error instanceof ApiError && error.trace ? error.trace : error instanceof Error ? error.stack : "";
  return (
    <details className="mt-10 w-full rounded-box border border-border bg-bg-subtle p-4 text-left text-sm">
      <summary className="cursor-pointer font-semibold">{t("Error details")}</summary>
      <p className="mt-2 font-mono break-words">{message}</p>
      {description ? <p className="mt-1 text-fg-muted">{description}</p> : null}
      {stack ? (
        <pre className="mt-3 max-h-72 overflow-auto text-xs whitespace-pre-wrap text-fg-muted">{stack}</pre>
      ) : null}
    </details>
  );
}
