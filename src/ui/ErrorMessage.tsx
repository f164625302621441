// What ErrorBoundary shows in place of what failed (spec 001 §4.3, docs/reference/errors.md#render-errors): a fixed
// message, the error's own text, Reload (reloads the page) and Cancel (dismisses the message). Debug builds name the
// failed component and add the stack.
import { useEffect, useId, useRef } from "react";
import { msg } from "../lib/i18n/msg";
import { Button } from "./Button";
import { cx } from "./cx";
import { useT } from "./i18n/i18n-context";

export type ErrorScope = "page" | "part";

const MESSAGES: Record<ErrorScope, string> = {
  page: msg("Something went wrong while displaying this page."),
  part: msg("Something went wrong while displaying this part of the page."),
};

export interface ErrorMessageProps {
  error: Error;
  scope?: ErrorScope;
  /** The failed component, named in debug builds only. */
  name?: string | undefined;
  /** Move focus to the message when it appears (the failure took the focused element away). */
  takeFocus?: boolean;
  onReload(): void;
  /** Dismisses the message; `hadFocus` tells whether focus was inside it. */
  onCancel(hadFocus: boolean): void;
}

export function ErrorMessage({
  error,
  scope = "part",
  name,
  takeFocus = false,
  onReload,
  onCancel,
}: ErrorMessageProps) {
  const t = useT();
  const titleID = useId();
  const box = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
  const hasFocus = () => Boolean(box.current?.contains(document.activeElement));
  return (
    <div
      ref={box}
      role="alert"
      aria-labelledby={titleID}
      data-error-boundary={scope}
      className={cx(
        "my-2 rounded-box border border-danger/40 bg-danger/5 px-4 py-3 text-sm",
        scope === "page" && "mx-auto my-8 max-w-[672px]",
      )}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel(hasFocus());
      }}
    >
      <p id={titleID} ref={title} tabIndex={-1} className="font-semibold text-danger focus:outline-none">
        {name ? t('There was a problem loading "{component}"', { component: name }) : t(MESSAGES[scope])}
      </p>
      <p className="mt-1 break-words font-mono text-xs text-fg-muted">{error.message}</p>
      {name && error.stack ? (
        <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap text-xs text-fg-muted">
          {error.stack}
        </pre>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="primary" size="sm" onClick={onReload}>
          {t("Reload")}
        </Button>
        <Button variant="standard" size="sm" onClick={() => onCancel(hasFocus())}>
          {t("Cancel")}
        </Button>
      </div>
    </div>
  );
}
