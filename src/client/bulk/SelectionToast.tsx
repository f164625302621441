// The selection toast (docs/reference/ui-behaviour.md#bulk-selection): persistent while any discussion is checked,
// saying how many, with Move, Merge, Close and Delete (each opening its lazily loaded form) and a way to clear the
// selection. Failed items of the last action are listed under it with their errors (they are checked again, so the
// toast stays). Presentational: the host (BulkSelectionHost) feeds it the store's state.
import { msg } from "../../lib/i18n/msg";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import type { BulkAction, BulkFailure } from "./selection-store";

export interface SelectionToastProps {
  count: number;
  failures: BulkFailure[];
  onAction(action: BulkAction): void;
  onClear(): void;
  onDismissFailures(): void;
  className?: string;
}

const ACTIONS: { action: BulkAction; label: string }[] = [
  { action: "move", label: msg("Move") },
  { action: "merge", label: msg("Merge") },
  { action: "close", label: msg("Close") },
  { action: "delete", label: msg("Delete") },
];

/** What a failed item was not: the line reads "Name — not moved: why". */
const NOT_DONE: Record<BulkAction, string> = {
  move: msg("— not moved:"),
  merge: msg("— not merged:"),
  close: msg("— not closed:"),
  delete: msg("— not deleted:"),
};

export function SelectionToast({
  count,
  failures,
  onAction,
  onClear,
  onDismissFailures,
  className,
}: SelectionToastProps) {
  const t = useT();
  if (count === 0) return null;
  return (
    <section
      aria-label={t("Bulk actions")}
      className={cx(
        "w-full max-w-[640px] rounded-box border border-border bg-bg px-4 py-3 text-sm text-fg shadow-raised",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto font-semibold" aria-live="polite">
          {t("{count, plural, one {# discussion selected} other {# discussions selected}}", { count })}
        </p>
        {ACTIONS.map(({ action, label }) => (
          <Button key={action} size="sm" onClick={() => onAction(action)}>
            {t(label)}
          </Button>
        ))}
        <Button variant="text" onClick={onClear}>
          {t("Clear selection")}
        </Button>
      </div>
      {failures.length ? (
        <div className="mt-3 border-t border-border pt-2" role="alert">
          <p className="font-semibold text-danger">
            {t("{count, plural, one {# discussion failed:} other {# discussions failed:}}", {
              count: failures.length,
            })}
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {failures.map((failure) => (
              <li key={failure.discussionID} data-failed-discussion={failure.discussionID}>
                <span className="font-semibold">{failure.name}</span>
                <span className="text-fg-muted"> {t(NOT_DONE[failure.action])} </span>
                {failure.message}
              </li>
            ))}
          </ul>
          <Button variant="text" className="mt-1" onClick={onDismissFailures}>
            {t("Dismiss errors")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
