// The title bar's server data (chrome): navigation from the config table per locale (then the site-wide list, then
// the default one), filtered for the viewer by roleIDs and permission with nested children; the mobile-only items;
// the language links between site sections; the conversations setting.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, roles, siteSections } from "../../src/server/db/schema";
import { invalidateRouteState } from "../../src/server/services/route-state";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

const SECTION_ID = 4242;
let t: TestApp;
let member: string;
let moderator: string;
let moderatorRoleID: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, "Moderator"));
  if (!role) throw new Error("the test database has no Moderator role");
  moderatorRoleID = role.roleID;
  await t.database.db
    .insert(siteSections)
    .values({ siteSectionID: SECTION_ID, name: "Section Test FR", slug: "sectiontestfr", locale: "fr" });
});
afterAll(() => t.close());

async function titleBar(cookie?: string, sectionID = 0): Promise<TitleBarHydrated> {
  const query = `layoutViewType=home&recordType=siteSection&recordID=${sectionID}`;
  const response = await get(t.app, `/api/v2/layouts/lookup-hydrate?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return json<HydratedLayout>(response).titleBar.$reactProps as unknown as TitleBarHydrated;
}

/** Writes a config row by hand, then drops the site-wide cache as the config route does after its writes. */
async function setConfig(key: string, value: unknown) {
  await t.database.db
    .insert(config)
    .values({ key, value })
    .onConflictDoUpdate({ target: config.key, set: { value } });
  invalidateRouteState(t.database.db);
}

describe("title bar navigation from the config", () => {
  it("falls back to the default list, and lists every site section for the language toggle", async () => {
    // The demo seeds a navigation of its own (src/server/db/seed/demo-site.ts): without it, the built-in list.
    await t.database.db.delete(config).where(eq(config.key, "navigation.items"));
    invalidateRouteState(t.database.db);
    const bar = await titleBar();
    expect(bar.navigationItems.map((item) => item.name)).toEqual(["Posts", "Categories"]);
    expect(bar.languages?.find((language) => language.url === "/sectiontestfr")).toEqual({
      locale: "fr",
      name: "Section Test FR",
      url: "/sectiontestfr",
      current: false,
    });
    expect(bar.languages?.[0]).toMatchObject({ url: "/", current: true });
    expect(bar.conversationsEnabled).toBe(true);
  });

  it("uses the site-wide items, filtered by roleIDs down the tree, and the locale's own list first", async () => {
    await setConfig("navigation.items", [
      { id: "posts", name: "Posts", url: "/discussions" },
      { id: "mods", name: "Moderation", url: "/mod", roleIDs: [moderatorRoleID] },
      {
        id: "help",
        name: "Help",
        children: [
          { id: "faq", name: "FAQ", url: "/kb/faq" },
          { id: "desk", name: "Desk", url: "/desk", roleIDs: [moderatorRoleID] },
        ],
      },
      {
        id: "staff",
        name: "Staff",
        children: [{ id: "s", name: "Notes", url: "/notes", roleIDs: [moderatorRoleID] }],
      },
      { id: "empty", name: "", url: "/empty" },
    ]);
    await setConfig("navigation.items.fr", [{ id: "accueil", name: "Accueil", url: "/sectiontestfr" }]);
    await setConfig("navigation.mobileOnlyItems", [{ id: "app", name: "Get the app", url: "/app" }]);

    const forMember = await titleBar(member);
    expect(forMember.navigationItems).toEqual([
      { id: "posts", name: "Posts", url: "/discussions", children: [] },
      {
        id: "help",
        name: "Help",
        url: "",
        children: [{ id: "faq", name: "FAQ", url: "/kb/faq", children: [] }],
      },
    ]);
    expect(forMember.mobileOnlyItems).toEqual([{ id: "app", name: "Get the app", url: "/app" }]);

    const forModerator = await titleBar(moderator);
    expect(
      forModerator.navigationItems.map((item) => [item.id, item.children?.map((child) => child.id)]),
    ).toEqual([
      ["posts", []],
      ["mods", []],
      ["help", ["faq", "desk"]],
      ["staff", ["s"]],
    ]);

    const french = await titleBar(member, SECTION_ID);
    expect(french.navigationItems.map((item) => item.name)).toEqual(["Accueil"]);
    expect(french.languages?.find((language) => language.current)?.url).toBe("/sectiontestfr");
  });

  it("says when conversations are switched off", async () => {
    await setConfig("conversations.enabled", false);
    expect((await titleBar(member)).conversationsEnabled).toBe(false);
  });
});
