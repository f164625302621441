// A navigation item's label: its name through the catalogue (the default list's keys are translated, an
// administrator's own names shown as written) and its badge, a short text beside it in the bar's own colours.
import { useI18n } from "../../src/ui/i18n/i18n-context";
import type { NavItem } from "./nav-item";

export function NavLabel({ item }: { item: Pick<NavItem, "name" | "badge"> }) {
  const i18n = useI18n();
  return (
    <>
      {i18n.text(item.name)}
      {/* The space keeps the name and the badge two words for screen readers ("Community New"). */}
      {item.badge ? " " : null}
      {item.badge ? (
        <span
          data-nav-badge=""
          className="ms-0.5 inline-flex items-center rounded-full border border-current/50 px-1.5 text-[0.6875rem] leading-4 font-semibold"
        >
          {i18n.text(item.badge.text)}
        </span>
      ) : null}
    </>
  );
}
