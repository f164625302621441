// Numbered pager (spec 001 §4.11): pages 1..total, Previous disabled on page 1, Next disabled on the last page.
// Links are `?page=N` on the current address, other query parameters kept.
import { clampPage, pageCount, pagerItems, searchWithPage } from "../lib/pagination";
import { AppLink } from "./AppLink";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { useCurrentLocation } from "./location";

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  className?: string;
}

const ITEM = "inline-flex h-9 min-w-9 items-center justify-center rounded-control px-2 text-sm font-semibold";

export function Pager({ page, limit, total, className }: PagerProps) {
  const location = useCurrentLocation();
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const current = clampPage(page, pages);
  const href = (target: number) => `${location.pathname}${searchWithPage(location.search, target)}`;
  return (
    <nav aria-label="Pagination" className={cx("flex flex-wrap items-center gap-1", className)}>
      <PagerStep label="Previous" icon="chevronLeft" to={current > 1 ? href(current - 1) : null} />
      <ol className="flex flex-wrap items-center gap-1">
        {pagerItems(current, pages).map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity; their position is their key
            <li key={`gap-${index}`} aria-hidden="true" className={cx(ITEM, "text-fg-muted")}>
              …
            </li>
          ) : (
            <li key={item}>
              <AppLink
                to={href(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? "page" : undefined}
                className={cx(
                  ITEM,
                  item === current
                    ? "bg-primary text-primary-contrast"
                    : "text-fg hover:bg-bg-hover hover:text-primary",
                )}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
      </ol>
      <PagerStep label="Next" icon="chevronRight" to={current < pages ? href(current + 1) : null} />
    </nav>
  );
}

function PagerStep({
  label,
  icon,
  to,
}: {
  label: string;
  icon: "chevronLeft" | "chevronRight";
  to: string | null;
}) {
  const content = (
    <>
      {icon === "chevronLeft" ? <Icon name={icon} /> : null}
      <span>{label}</span>
      {icon === "chevronRight" ? <Icon name={icon} /> : null}
    </>
  );
  const classes = cx(ITEM, "gap-1 px-3");
  if (!to) {
    return (
      <span aria-disabled="true" className={cx(classes, "cursor-not-allowed text-fg-muted opacity-60")}>
        {content}
      </span>
    );
  }
  return (
    <AppLink
      to={to}
      rel={label === "Next" ? "next" : "prev"}
      className={cx(classes, "text-primary hover:bg-bg-hover")}
    >
      {content}
    </AppLink>
  );
}
