// The 'Show N replies' / 'Hide replies' button of a comment whose replies are nested below the collapse depth: a
// real button (Enter and Space work), aria-expanded and aria-controls naming the list it opens.
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";

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
  const t = useT();
  const label = expanded
    ? t("Hide replies")
    : t("{count, plural, one {Show # reply} other {Show # replies}}", { count });
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded-control px-2 py-1 text-sm font-semibold text-primary hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-primary"
    >
      {/* Right to left it points left, and turns the other way to point down. */}
      <Icon
        name="chevronRight"
        size={16}
        className={cx("transition-transform rtl:-scale-x-100", expanded && "rotate-90 rtl:-rotate-90")}
      />
      {label}
    </button>
  );
}
