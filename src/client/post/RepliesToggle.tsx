// The 'Show N replies' / 'Hide replies' button of a comment whose replies are nested below the collapse depth: a
// real button (Enter and Space work), aria-expanded and aria-controls naming the list it opens.
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";

export function RepliesToggle({
  expanded,
  count,
  controls,
  onToggle,
}: {
  expanded: boolean;
  count: number;
  controls: string;
  onToggle: () => void;
}) {
  const label = expanded ? "Hide replies" : `Show ${count} ${count === 1 ? "reply" : "replies"}`;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded-control px-2 py-1 text-sm font-semibold text-primary hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon name="chevronRight" size={16} className={cx("transition-transform", expanded && "rotate-90")} />
      {label}
    </button>
  );
}
