// /dashboard (lazy): the dashboard's home, every page the viewer may open, grouped (src/lib/dashboard-pages.ts).
import { DASHBOARD_HOME_PERMISSIONS } from "../../../lib/app-routes";
import { visibleDashboardSections } from "../../../lib/dashboard-pages";
import { checkPermission } from "../../../lib/permissions/check";
import { AppLink } from "../../../ui/AppLink";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { usePermissionSource } from "../../permissions/use-permission";

export function DashboardHomeRoute() {
  const t = useT();
  const source = usePermissionSource();
  if (!source) return <Loader />;
  if (!checkPermission(source, DASHBOARD_HOME_PERMISSIONS)) return <DashboardForbidden />;
  const sections = visibleDashboardSections((permission) => checkPermission(source, permission));
  return (
    <DashboardFrame title={t("Dashboard")}>
      <DashboardHomeView sections={sections} />
    </DashboardFrame>
  );
}

/** The grouped links (what the route shows, and what the story shows without an API). */
export function DashboardHomeView({ sections }: { sections: ReturnType<typeof visibleDashboardSections> }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-[var(--width-content)] flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("Dashboard")}</h1>
      {sections.map((section, index) => (
        <section
          key={section.title}
          aria-labelledby={`dashboard-section-${index}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`dashboard-section-${index}`} className="text-lg font-semibold">
            {t(section.title)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {section.links.map((link) => (
              <li key={link.path}>
                <AppLink
                  to={link.path}
                  className="flex h-full flex-col gap-1 rounded-box border border-border p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <span className="font-semibold text-primary">{t(link.title)}</span>
                  <span className="text-sm text-fg-muted">{t(link.description)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
