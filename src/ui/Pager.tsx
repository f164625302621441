// Numbered pager (docs/reference/ui-behaviour.md#pager): pages 1..total, Previous disabled on page 1, Next disabled
// on the last page unless more pages exist (then a plus follows the last number and the count,
// docs/reference/ui-behaviour.md#pager); the optional result count abbreviates totals above 999. Links are `?page=N`
// on the current address, other query parameters kept. Every paged list has the jump-to-page form after it
// (docs/reference/ui-behaviour.md#pager); `jumpToPage={false}` leaves it out where a list has no room.
import { formatCompactNumber } from "../lib/format-number";
import { clampPage, pageCount, pagerItems, searchWithPage } from "../lib/pagination";
import { AppLink } from "./AppLink";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { useLocale, useT } from "./i18n/i18n-context";
import { JumpToPage } from "./JumpToPage";
import { useCurrentLocation } from "./location";

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  className?: string;
  /** Where page N lives, when it is not `?page=N` on the current address (e.g. /categories/{id}/p{N}). */
  pageHref?: (location: { pathname: string; search: string }, page: number) => string;
  /** The total is a lower bound (e.g. a capped count): Next stays enabled on the last page and a plus shows. */
  hasMorePages?: boolean;
  /** The jump-to-page form after the pager (on by default: every paged list has it). */
  jumpToPage?: boolean;
  /** Adds "31–60 of 1.2k" after the pager. */
  showCount?: boolean;
}

const ITEM = "inline-flex h-9 min-w-9 items-center justify-center rounded-control px-2 text-sm font-semibold";

export function Pager({
  page,
  limit,
  total,
  className,
  pageHref,
  hasMorePages = false,
  jumpToPage = true,
  showCount = false,
}: PagerProps) {
  const t = useT();
  const locale = useLocale();
  const location = useCurrentLocation();
  const pages = pageCount(total, limit);
  if (pages <= 1 && !hasMorePages) return null;
  const current = clampPage(page, pages);
  const href = (target: number) =>
    pageHref ? pageHref(location, target) : `${location.pathname}${searchWithPage(location.search, target)}`;
  return (
    <nav aria-label={t("Pagination")} className={cx("flex flex-wrap items-center gap-1", className)}>
      <PagerStep label={t("Previous")} icon="chevronLeft" to={current > 1 ? href(current - 1) : null} />
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
                aria-label={t("Page {page}", { page: item })}
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
              {hasMorePages && item === pages ? (
                <span className={cx(ITEM, "min-w-0 px-1 text-fg-muted")} title={t("More pages")}>
                  +<span className="sr-only"> {t("more pages")}</span>
                </span>
              ) : null}
            </li>
          ),
        )}
      </ol>
      <PagerStep
        label={t("Next")}
        icon="chevronRight"
        to={current < pages || hasMorePages ? href(current + 1) : null}
      />
      {showCount ? (
        <p className="ms-2 text-sm text-fg-muted">
          {t("{range} of {total}", {
            range: resultRange(current, limit, total),
            total: formatCompactNumber(total, locale),
          })}
          {hasMorePages ? "+" : ""}
        </p>
      ) : null}
      {jumpToPage && pages > 1 ? (
        <JumpToPage current={current} pages={pages} href={href} className="ms-2" />
      ) : null}
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
      {icon === "chevronLeft" ? <Icon name={icon} className="rtl:-scale-x-100" /> : null}
      <span>{label}</span>
      {icon === "chevronRight" ? <Icon name={icon} className="rtl:-scale-x-100" /> : null}
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
      rel={icon === "chevronRight" ? "next" : "prev"}
      className={cx(classes, "text-primary hover:bg-bg-hover")}
    >
      {content}
    </AppLink>
  );
}

/** "31–60" for page 2 of 30 a page; the last page ends at the total. */
function resultRange(page: number, limit: number, total: number): string {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, Math.max(total, first));
  return `${first}–${last}`;
}
