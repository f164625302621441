// Breadcrumbs: where the page sits (Home, then the category chain). The last crumb is the current page.

import type { BreadcrumbsHydrated } from "../../src/types/generated/widgets/hydrated/breadcrumbs";
import { AppLink } from "../../src/ui/AppLink";
import { Icon } from "../../src/ui/Icon";

export default function Breadcrumbs({ crumbs }: BreadcrumbsHydrated) {
  if (!crumbs || crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-fg-muted">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.url} className="inline-flex items-center gap-1.5">
              {index > 0 ? <Icon name="chevronRight" size={12} className="text-fg-muted" /> : null}
              <AppLink
                to={crumb.url}
                aria-current={isLast ? "page" : undefined}
                className={
                  isLast ? "font-semibold text-fg" : "hover:text-primary hover:underline underline-offset-2"
                }
              >
                {crumb.name}
              </AppLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
