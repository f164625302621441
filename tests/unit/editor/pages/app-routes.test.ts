// @vitest-environment node
// The dashboard's pages in the shared app route table: matched by pattern, all needing site.manage.
import { describe, expect, it } from "vitest";
import { isDashboardPath, matchAppPage } from "../../../../src/lib/app-routes";

describe("dashboard app routes", () => {
  it("matches the list and the editor, with their titles and permission", () => {
    expect(matchAppPage("/dashboard/layouts")).toMatchObject({ title: "Layouts", permission: "site.manage" });
    expect(matchAppPage("/dashboard/layouts/home/12/edit/")).toMatchObject({ title: "Edit Layout" });
    expect(matchAppPage("/dashboard/layouts/home//edit")).toBeUndefined();
    expect(matchAppPage("/dashboard/layouts/home/12")).toBeUndefined();
    expect(matchAppPage("/entry/signin")?.permission).toBeUndefined();
  });

  it("treats everything under /dashboard as the dashboard, and nothing else", () => {
    expect(isDashboardPath("/dashboard")).toBe(true);
    expect(isDashboardPath("/dashboard/anything/else")).toBe(true);
    expect(isDashboardPath("/dashboards")).toBe(false);
    expect(isDashboardPath("/discussions")).toBe(false);
  });
});
