// The page error screen (spec 000 §2): 403 "Permission Problem" with Sign In for guests; 404 "The page you were
// looking for could not be found." with "Back to home page"; anything else "There was an error" /
// "Please try again later." with "Back to Home". Debug builds add the error's details.
import { useSession } from "../../layout/session";
import { withReturnTarget } from "../../lib/entry-url";
import { ButtonLink } from "../../ui/Button";
import { useCurrentLocation } from "../../ui/location";

export interface ErrorPageProps {
  status: number;
  /** Overrides the title (the unknown-path page is titled "Page Not Found"). */
  title?: string;
  error?: unknown;
}

interface ErrorCopy {
  title: string;
  message: string;
  action: "home-page" | "home" | "sign-in";
}

export function errorCopy(status: number, isGuest: boolean): ErrorCopy {
  if (status === 403) {
    return {
      title: "Permission Problem",
      message: "You don't have permission to view this resource.",
      action: isGuest ? "sign-in" : "home",
    };
  }
  if (status === 404) {
    return {
      title: "There was an error",
      message: "The page you were looking for could not be found.",
      action: "home-page",
    };
  }
  return { title: "There was an error", message: "Please try again later.", action: "home" };
}

export function ErrorPage({ status, title, error }: ErrorPageProps) {
  const { isGuest } = useSession();
  const { pathname, search } = useCurrentLocation();
  const copy = errorCopy(status, isGuest);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center"
      aria-labelledby="error-title"
    >
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-primary">
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold tracking-tight">
        {title ?? copy.title}
      </h1>
      <p className="mt-2 text-fg-muted">{copy.message}</p>
      <div className="mt-8 flex gap-3">
        {copy.action === "sign-in" ? (
          <ButtonLink to={withReturnTarget("/entry/signin", `${pathname}${search}`)} variant="primary">
            Sign In
          </ButtonLink>
        ) : null}
        <ButtonLink to="/" variant={copy.action === "sign-in" ? "standard" : "primary"}>
          {copy.action === "home-page" ? "Back to home page" : "Back to Home"}
        </ButtonLink>
      </div>
      {import.meta.env.DEV && error ? <ErrorDetails error={error} /> : null}
    </section>
  );
}

function ErrorDetails({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const description = error instanceof Error && "description" in error ? String(error.description ?? "") : "";
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <details className="mt-10 w-full rounded-box border border-border bg-bg-subtle p-4 text-left text-sm">
      <summary className="cursor-pointer font-semibold">Error details</summary>
      <p className="mt-2 font-mono break-words">{message}</p>
      {description ? <p className="mt-1 text-fg-muted">{description}</p> : null}
      {stack ? (
        <pre className="mt-3 max-h-72 overflow-auto text-xs whitespace-pre-wrap text-fg-muted">{stack}</pre>
      ) : null}
    </details>
  );
}
