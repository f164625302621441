// The selection toast (docs/reference/ui-behaviour.md#bulk-selection): persistent while any discussion is checked,
// saying how many, with Move, Merge, Close and Delete (each opening its lazily loaded form) and a way to clear the
// selection. Failed items of the last action are listed under it with their errors (they are checked again, so the
// toast stays). Presentational: the host (BulkSelectionHost) feeds it the store's state.
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
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
  { action: "move", label: "Move" },
  { action: "merge", label: "Merge" },
  { action: "close", label: "Close" },
  { action: "delete", label: "Delete" },
];

const VERB: Record<BulkAction, string> = {
  move: "moved",
  merge: "merged",
  close: "closed",
  delete: "deleted",
};

function selectionLabel(count: number): string {
  return count === 1 ? "1 discussion selected" : `${count} discussions selected`;
}

export function SelectionToast({
  count,
  failures,
  onAction,
  onClear,
  onDismissFailures,
  className,
}: SelectionToastProps) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className={cx(
        "w-full max-w-[640px] rounded-box border border-border bg-bg px-4 py-3 text-sm text-fg shadow-raised",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-semibold" aria-live="polite">
          {selectionLabel(count)}
        </p>
        {ACTIONS.map(({ action, label }) => (
          <Button key={action} size="sm" onClick={() => onAction(action)}>
            {label}
          </Button>
        ))}
        <Button variant="text" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      {failures.length ? (
        <div className="mt-3 border-t border-border pt-2" role="alert">
          <p className="font-semibold text-danger">
            {failures.length === 1 ? "1 discussion failed:" : `${failures.length} discussions failed:`}
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {failures.map((failure) => (
              <li key={failure.discussionID} data-failed-discussion={failure.discussionID}>
                <span className="font-semibold">{failure.name}</span>
                <span className="text-fg-muted"> — not {VERB[failure.action]}: </span>
                {failure.message}
              </li>
            ))}
          </ul>
          <Button variant="text" className="mt-1" onClick={onDismissFailures}>
            Dismiss errors
          </Button>
        </div>
      ) : null}
    </section>
  );
}
