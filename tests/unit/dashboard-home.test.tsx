// The dashboard's home (/dashboard, src/lib/dashboard-pages.ts): every page it lists is a dashboard app page whose
// permission opens the home, and a viewer sees only the pages they may open.
import { describe, expect, it } from "vitest";
import { DASHBOARD_HOME_PERMISSIONS, matchAppPage } from "../../src/lib/app-routes";
import { DASHBOARD_SECTIONS, visibleDashboardSections } from "../../src/lib/dashboard-pages";

const pages = DASHBOARD_SECTIONS.flatMap((section) => section.pages);

describe("the dashboard's home", () => {
  it("lists only app pages, each opened by a permission that also opens the home", () => {
    for (const { path } of pages) {
      const route = matchAppPage(path);
      expect(route, path).toBeDefined();
      const permissions =
        typeof route?.permission === "string" ? [route.permission] : (route?.permission ?? []);
      expect(permissions.length, path).toBeGreaterThan(0);
      expect(
        permissions.some((permission) => DASHBOARD_HOME_PERMISSIONS.includes(permission)),
        path,
      ).toBe(true);
    }
  });

  it("shows a moderator the reports only, and an administrator everything", () => {
    const holds = (held: string[]) => (permission: string | readonly string[]) =>
      (typeof permission === "string" ? [permission] : permission).some((name) => held.includes(name));
    const moderator = visibleDashboardSections(holds(["community.moderate"]));
    expect(moderator.map((section) => section.links.map((link) => link.path))).toEqual([
      ["/dashboard/content/reports"],
    ]);
    const admin = visibleDashboardSections(() => true);
    expect(admin.flatMap((section) => section.links)).toHaveLength(pages.length);
  });
});
