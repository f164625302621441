// The title bar's navigation per locale (docs/reference/ui-behaviour.md#title-bar, routes/navigation.ts): the editor's
// GET/PUT/DELETE /navigation/{localeKey} (settings.manage) with schema and rule errors grouped by field, the stored
// object under `navigation.items` ("default" plus locales), and GET /navigation filtered for each viewer (hidden,
// permission, roleIDs, children) — the same items the title bar's hydration uses.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, roles } from "../../src/server/db/schema";
import { invalidateRouteState } from "../../src/server/services/route-state";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { NavigationEntry } from "../../src/types/generated/api/navigation-entry";
import type { NavigationVisible } from "../../src/types/generated/api/navigation-visible";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
let member: string;
let moderator: string;
let moderatorRoleID: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, "Moderator"));
  if (!role) throw new Error("the test database has no Moderator role");
  moderatorRoleID = role.roleID;
});
afterAll(() => t.close());

function send(method: InjectOptions["method"], url: string, payload?: unknown, cookie = admin) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...XRW, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
}

async function visible(cookie?: string, locale = "en"): Promise<NavigationVisible> {
  const response = await get(t.app, `/api/v2/navigation?locale=${locale}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return json<NavigationVisible>(response);
}

async function titleBarItems(cookie?: string) {
  const query = "layoutViewType=home&recordType=siteSection&recordID=0";
  const response = await get(t.app, `/api/v2/layouts/lookup-hydrate?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (json<HydratedLayout>(response).titleBar.$reactProps as unknown as TitleBarHydrated).navigationItems;
}

const COMMUNITY = () => [
  { id: "home", name: "Home", url: "/" },
  {
    id: "community",
    name: "Community",
    url: "",
    badge: { type: "text", text: "New" },
    children: [
      { id: "posts", name: "Posts", url: "/discussions" },
      { id: "desk", name: "Desk", url: "/desk", roleIDs: [moderatorRoleID] },
      { id: "secret", name: "Secret", url: "/secret", isHidden: true },
    ],
  },
  { id: "layouts", name: "Layouts", url: "/dashboard/layouts", permission: "site.manage" },
  { name: "Status page", url: "https://status.example.com", recordType: "customLink" },
];

describe("the editor's calls", () => {
  it("answers the demo's list, the built-in one without it, and refuses members and guests", async () => {
    const seeded = json<NavigationEntry>(await send("GET", "/navigation/default"));
    expect(seeded.source).toBe("own");
    expect(seeded.items.find((item) => item.id === "community")?.children?.length).toBe(3);
    await t.database.db.delete(config).where(eq(config.key, "navigation.items"));
    invalidateRouteState(t.database.db);
    const response = await send("GET", "/navigation/default");
    expect(response.statusCode, response.body).toBe(200);
    const entry = json<NavigationEntry>(response);
    expect(entry.source).toBe("builtIn");
    expect(entry.items.map((item) => item.url)).toEqual([
      "/discussions",
      "/categories",
      "/dashboard/layouts",
    ]);
    expect((await send("GET", "/navigation/default", undefined, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/v2/navigation/default" })).statusCode).toBe(401);
    expect((await send("PUT", "/navigation/default", { items: [] }, member)).statusCode).toBe(403);
  });

  it("stores the default list under navigation.items, giving ids to items without one", async () => {
    const response = await send("PUT", "/navigation/default", { items: COMMUNITY() });
    expect(response.statusCode, response.body).toBe(200);
    const entry = json<NavigationEntry>(response);
    expect(entry.source).toBe("own");
    expect(entry.items.at(-1)).toMatchObject({ id: "status-page", recordType: "customLink" });
    expect(entry.items[1]?.badge).toEqual({ type: "text", text: "New" });
    const [row] = await t.database.db.select().from(config).where(eq(config.key, "navigation.items"));
    expect(Object.keys(row?.value as object)).toEqual(["default"]);
    // A locale without a list of its own uses it.
    const french = json<NavigationEntry>(await send("GET", "/navigation/fr"));
    expect(french.source).toBe("default");
    expect(french.items.map((item) => item.id)).toEqual(entry.items.map((item) => item.id));
  });

  it("groups schema errors by the item's field, with 400", async () => {
    const response = await send("PUT", "/navigation/default", {
      items: [
        { id: "a", name: "x".repeat(101), url: "/a" },
        { id: "b", name: "Bad", url: "javascript:alert(1)" },
        { id: "c", name: "Badge", url: "/c", badge: { type: "text", text: "" } },
      ],
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(json<ErrorBody>(response).errors ?? {});
    expect(fields).toEqual(expect.arrayContaining(["items.0.name", "items.1.url", "items.2.badge.text"]));
  });

  it("refuses an item with neither address nor children, unknown permissions and roles, deep menus, twin ids", async () => {
    const response = await send("PUT", "/navigation/default", {
      items: [
        { id: "empty", name: "Nothing" },
        { id: "perm", name: "Perm", url: "/p", permission: "nonsense.manage" },
        { id: "role", name: "Role", url: "/r", roleIDs: [999_999] },
        {
          id: "deep",
          name: "Deep",
          children: [{ name: "1", children: [{ name: "2", children: [{ name: "3", url: "/3" }] }] }],
        },
        { id: "perm", name: "Twin", url: "/t" },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).errors ?? {}).sort()).toEqual([
      "items.0.url",
      "items.1.permission",
      "items.2.roleIDs",
      "items.3.children.0.children.0.children",
      "items.4.id",
    ]);
  });

  it("answers 404 for a locale the site does not know, 400 for a malformed key", async () => {
    expect((await send("PUT", "/navigation/xx", { items: [] })).statusCode).toBe(404);
    expect((await send("GET", "/navigation/..%2Fetc")).statusCode).toBe(400);
  });

  it("keeps a locale's own list beside the default one, and a reset brings the default back", async () => {
    const own = [{ id: "accueil", name: "Accueil", url: "/fr" }];
    expect((await send("PUT", "/navigation/fr", { items: own })).statusCode).toBe(200);
    expect((await visible(undefined, "fr")).items.map((item) => item.name)).toEqual(["Accueil"]);
    expect((await visible(undefined, "en")).items[0]?.name).toBe("Home");
    const reset = await send("DELETE", "/navigation/fr");
    expect(reset.statusCode, reset.body).toBe(200);
    expect(json<NavigationEntry>(reset).source).toBe("default");
    expect((await visible(undefined, "fr")).items[0]?.name).toBe("Home");
  });
});

describe("GET /navigation, filtered for the viewer", () => {
  const shape = (items: NavigationVisible["items"]): unknown =>
    items.map((item) => (item.children.length ? { [item.id]: shape(item.children) } : item.id));

  it("never sends hidden or role-limited items to someone who may not see them", async () => {
    expect(shape((await visible()).items)).toEqual(["home", { community: ["posts"] }, "status-page"]);
    expect(shape((await visible(member)).items)).toEqual(["home", { community: ["posts"] }, "status-page"]);
    expect(shape((await visible(moderator)).items)).toEqual([
      "home",
      { community: ["posts", "desk"] },
      "status-page",
    ]);
    expect(shape((await visible(admin)).items)).toEqual([
      "home",
      { community: ["posts"] },
      "layouts",
      "status-page",
    ]);
    expect(JSON.stringify(await visible(admin))).not.toContain("Secret");
  });

  it("is what the title bar shows, badges included", async () => {
    const items = await titleBarItems(moderator);
    expect(shape(items as NavigationVisible["items"])).toEqual([
      "home",
      { community: ["posts", "desk"] },
      "status-page",
    ]);
    expect(items[1]?.badge).toEqual({ type: "text", text: "New" });
  });

  it("reads a list stored before the editor existed (a bare array)", async () => {
    await t.database.db
      .update(config)
      .set({ value: [{ id: "old", name: "Old", url: "/old" }] })
      .where(eq(config.key, "navigation.items"));
    await send("DELETE", "/navigation/fr"); // a write drops the site-wide cache
    expect((await visible()).items.map((item) => item.id)).toEqual(["old"]);
  });

  it("refuses a malformed locale with 400", async () => {
    const response = await get(t.app, "/api/v2/navigation?locale=%3Cscript%3E");
    expect(response.statusCode).toBe(400);
  });
});
