// Breadcrumbs: where the page sits (Home, then the category chain). The last crumb is the current page.
import { msg } from "../../src/lib/i18n/msg";
import type { BreadcrumbsHydrated } from "../../src/types/generated/widgets/hydrated/breadcrumbs";
import { AppLink } from "../../src/ui/AppLink";
import { Icon } from "../../src/ui/Icon";
import { useT } from "../../src/ui/i18n/i18n-context";

/** The crumbs the product names itself (not categories): catalogue keys, known by their address. */
const PRODUCT_CRUMBS: Record<string, string> = {
  "/": msg("Home"),
  "/discussions": msg("Recent Posts"),
  "/kb": msg("Knowledge Base"),
  "/groups": msg("Groups"),
};

export default function Breadcrumbs({ crumbs }: BreadcrumbsHydrated) {
  const t = useT();
  if (!crumbs || crumbs.length === 0) return null;
  return (
    <nav aria-label={t("Breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-fg-muted">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.url} className="inline-flex items-center gap-1.5">
              {index > 0 ? (
                <Icon name="chevronRight" size={12} className="text-fg-muted rtl:-scale-x-100" />
              ) : null}
              <AppLink
                to={crumb.url}
                aria-current={isLast ? "page" : undefined}
                className={
                  isLast ? "font-semibold text-fg" : "hover:text-primary hover:underline underline-offset-2"
                }
              >
                {PRODUCT_CRUMBS[crumb.url] === crumb.name ? t(crumb.name) : crumb.name}
              </AppLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
