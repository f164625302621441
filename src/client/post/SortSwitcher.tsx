// The thread's sort switcher: one link per sort (Oldest, Newest, Top, Trending), the current one marked with
// aria-current. Links, not a menu: each is reachable with Tab, opens with Enter, and works without script; choosing
// a sort starts again at page 1 (thread-urls.ts).
import { AppLink } from "../../ui/AppLink";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { useCurrentLocation } from "../../ui/location";
import { THREAD_SORT_LABELS, type ThreadSortName, threadPageHref } from "./thread-urls";

export interface SortSwitcherProps {
  discussionUrl: string;
  sort: string;
  defaultSort: string;
  className?: string;
}

export function SortSwitcher({ discussionUrl, sort, defaultSort, className }: SortSwitcherProps) {
  const t = useT();
  const location = useCurrentLocation();
  const sorts = Object.keys(THREAD_SORT_LABELS) as ThreadSortName[];
  return (
    <nav
      aria-label={t("Sort comments")}
      className={cx("flex flex-wrap items-center gap-1 text-sm", className)}
    >
      <span className="me-1 text-fg-muted">{t("Sort by")}</span>
      <ul className="flex flex-wrap gap-1">
        {sorts.map((name) => {
          const current = name === sort;
          return (
            <li key={name}>
              <AppLink
                to={threadPageHref(discussionUrl, 1, name, defaultSort, location.search)}
                aria-current={current ? "true" : undefined}
                className={cx(
                  "inline-flex h-8 items-center rounded-control px-3 font-semibold focus-visible:outline-2 focus-visible:outline-primary",
                  current ? "bg-primary-soft text-primary-hover" : "text-fg hover:bg-bg-hover",
                )}
              >
                {t(THREAD_SORT_LABELS[name])}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
