// Editor previews: hydrating as another viewer (viewAs), node ids ($editorID → $id), and record params on GET
// /layouts/{id}/hydrate resolved as lookup-hydrate resolves them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discussions } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import type { Role } from "../../src/types/generated/api/role";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs } from "./support/data";
import { nodes } from "./support/stored-layout";

let t: TestApp;
let admin: string;
let member: string;
let roleIDs: Record<string, number> = {};
let privateCategoryID = 0;
let privateDiscussionID = 0;
let publicCategoryID = 0;
let publicDiscussion = { discussionID: 0, name: "" };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
  const roles = json<Role[]>(await get(t.app, "/api/v2/roles", admin));
  roleIDs = Object.fromEntries(roles.map((role) => [role.name, role.roleID]));
  const { db } = t.database;
  [privateCategoryID = 0] = await privateCategoryIDs(db);
  [privateDiscussionID = 0] = await discussionIDsIn(db, [privateCategoryID]);
  publicCategoryID = await categoryIDByUrlcode(db, "general");
  const [row] = await db
    .select({ discussionID: discussions.discussionID, name: discussions.name })
    .from(discussions)
    .where(eq(discussions.categoryID, publicCategoryID))
    .limit(1);
  if (row) publicDiscussion = row;
});
afterAll(() => t.close());

function post(url: string, payload: object, cookie: string | null = admin) {
  return t.app.inject({ method: "POST", url, headers: cookie ? { ...XRW, cookie } : XRW, payload });
}

const html = (name: string, middleware?: Record<string, unknown>) => ({
  $hydrate: "react.html",
  name,
  html: `<p>${name}</p>`,
  ...(middleware ? { $middleware: middleware } : {}),
});

/** Discussions of one category: the private one is staff-only in the demo seed. */
const discussionsOf = (categoryID: number) => ({
  $hydrate: "react.discussion.discussions",
  apiParams: { filter: "category", categoryID, limit: 30 },
});

function previewDoc(): Record<string, unknown>[] {
  return [
    {
      $hydrate: "react.section.1-column",
      children: [
        html("everyone"),
        html("moderators only", { "role-filter": { roleIDs: [roleIDs.Moderator] } }),
        html("guests only", { "role-filter": { roleIDs: [roleIDs.Guest] } }),
        html("general only", { "category-filter": { categoryID: publicCategoryID } }),
        discussionsOf(privateCategoryID),
      ],
    },
  ];
}

const htmlNames = (layout: HydratedLayout) =>
  nodes(layout.layout)
    .filter((node) => node.$reactComponent === "HtmlWidget")
    .map((node) => node.$reactProps.name);

/** The discussion ids every Discussions widget of the layout lists. */
const listedDiscussionIDs = (layout: HydratedLayout) =>
  nodes(layout.layout)
    .filter((node) => Array.isArray(node.$reactProps.discussions))
    .flatMap((node) =>
      (node.$reactProps.discussions as { discussionID: number }[]).map((d) => d.discussionID),
    );

async function preview(
  viewAs?: string | number,
  params: Record<string, unknown> = {},
): Promise<HydratedLayout> {
  const body: Record<string, unknown> = { layoutViewType: "home", layout: previewDoc(), params };
  if (viewAs !== undefined) body.viewAs = viewAs;
  const response = await post("/api/v2/layouts/hydrate", body);
  expect(response.statusCode, response.body).toBe(200);
  // Without its measured cost, which differs from run to run (tests/api/layout-preview-cost.test.ts).
  const { cost: _cost, ...hydrated } = json<HydratedLayout & { cost?: unknown }>(response);
  return hydrated;
}

let storedID = 0;
async function storedLayoutID(): Promise<number> {
  if (storedID) return storedID;
  const response = await post("/api/v2/layouts", {
    name: "Preview me",
    layoutViewType: "home",
    layout: previewDoc(),
  });
  expect(response.statusCode, response.body).toBe(201);
  storedID = Number(json<LayoutFull>(response).layoutID);
  return storedID;
}

describe("POST /layouts/hydrate with viewAs", () => {
  it("the editor's own preview shows staff content, and role-filter follows the editor's own role", async () => {
    const self = await preview();
    // The admin holds the Administrator role only; without a page category, category-filter lets nodes through.
    expect(htmlNames(self)).toEqual(["everyone", "general only"]);
    expect(listedDiscussionIDs(self)).toContain(privateDiscussionID);
  });

  it("as a guest: the private category's discussions vanish, guest-only widgets appear", async () => {
    const guest = await preview("guest");
    expect(htmlNames(guest)).toEqual(["everyone", "guests only", "general only"]);
    expect(listedDiscussionIDs(guest)).toEqual([]);
    // The guest role by id is the same viewer.
    expect(await preview(roleIDs.Guest)).toEqual(guest);
  });

  it("as a role: role-filter keeps widgets for roles inside the filter and drops them for the others", async () => {
    const asMember = await preview(roleIDs.Member);
    expect(htmlNames(asMember)).toEqual(["everyone", "general only"]);
    expect(listedDiscussionIDs(asMember)).toEqual([]);
    const asModerator = await preview(roleIDs.Moderator);
    expect(htmlNames(asModerator)).toEqual(["everyone", "moderators only", "general only"]);
    expect(listedDiscussionIDs(asModerator)).toContain(privateDiscussionID);
    const asAdministrator = await preview(roleIDs.Administrator);
    expect(listedDiscussionIDs(asAdministrator)).toContain(privateDiscussionID);
    // Administrators pass every permission check but are not in the Moderator role.
    expect(htmlNames(asAdministrator)).toEqual(["everyone", "general only"]);
  });

  it("category-filter follows the previewed page's category", async () => {
    expect(htmlNames(await preview("guest", { categoryID: publicCategoryID }))).toContain("general only");
    const otherCategory = await categoryIDByUrlcode(t.database.db, "announcements");
    expect(htmlNames(await preview("guest", { categoryID: otherCategory }))).not.toContain("general only");
  });

  it("members get 403 and guests 401, even with viewAs", async () => {
    const body = { layoutViewType: "home", layout: previewDoc(), viewAs: "guest" };
    expect((await post("/api/v2/layouts/hydrate", body, member)).statusCode).toBe(403);
    expect((await post("/api/v2/layouts/hydrate", body, null)).statusCode).toBe(401);
  });

  it("an unknown role is a 400 with a field error on viewAs; so is a made-up viewer", async () => {
    const unknown = await post("/api/v2/layouts/hydrate", {
      layoutViewType: "home",
      layout: previewDoc(),
      viewAs: 987654,
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<ErrorBody>(unknown).errors?.viewAs?.[0]).toMatchObject({
      field: "viewAs",
      code: "unknownRole",
    });
    const madeUp = await post("/api/v2/layouts/hydrate", {
      layoutViewType: "home",
      layout: [],
      viewAs: "root",
    });
    expect(madeUp.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(madeUp).errors ?? {}).join()).toContain("viewAs");
  });
});

describe("GET /layouts/{id}/hydrate with viewAs", () => {
  it("as a guest is exactly what a signed-out visitor gets", async () => {
    const layoutID = await storedLayoutID();
    const asGuest = await get(t.app, `/api/v2/layouts/${layoutID}/hydrate?viewAs=guest`, admin);
    expect(asGuest.statusCode, asGuest.body).toBe(200);
    const live = await get(t.app, `/api/v2/layouts/${layoutID}/hydrate`);
    expect(json<HydratedLayout>(asGuest)).toEqual(json<HydratedLayout>(live));
    expect(listedDiscussionIDs(json<HydratedLayout>(asGuest))).toEqual([]);
  });

  it("as the Member role shows what a member sees", async () => {
    const layoutID = await storedLayoutID();
    const preview = json<HydratedLayout>(
      await get(t.app, `/api/v2/layouts/${layoutID}/hydrate?viewAs=${roleIDs.Member}`, admin),
    );
    const live = json<HydratedLayout>(await get(t.app, `/api/v2/layouts/${layoutID}/hydrate`, member));
    expect(htmlNames(preview)).toEqual(htmlNames(live));
    expect(listedDiscussionIDs(preview)).toEqual(listedDiscussionIDs(live));
  });

  it("refuses members (403), guests (401) and unknown roles (400)", async () => {
    const layoutID = await storedLayoutID();
    const url = `/api/v2/layouts/${layoutID}/hydrate`;
    expect((await get(t.app, `${url}?viewAs=guest`, member)).statusCode).toBe(403);
    expect((await get(t.app, `${url}?viewAs=guest`)).statusCode).toBe(401);
    expect((await get(t.app, `${url}-assets?viewAs=guest`, member)).statusCode).toBe(403);
    const unknown = await get(t.app, `${url}?viewAs=987654`, admin);
    expect(unknown.statusCode).toBe(400);
    expect(json<ErrorBody>(unknown).errors?.viewAs).toBeDefined();
    expect((await get(t.app, `${url}?viewAs=nobody`, admin)).statusCode).toBe(400);
    // Without viewAs the route stays public, as the pages need it.
    expect((await get(t.app, url, member)).statusCode).toBe(200);
  });
});

describe("editor ids", () => {
  it("come back as $id on hydrated sections and widgets, never as props; hidden nodes are absent", async () => {
    const response = await post("/api/v2/layouts/hydrate", {
      layoutViewType: "home",
      viewAs: "guest",
      layout: [
        {
          $hydrate: "react.section.2-columns",
          $editorID: "section-a",
          mainBottom: [
            { ...html("shown"), $editorID: "widget-shown" },
            {
              ...html("staff", { "role-filter": { roleIDs: [roleIDs.Moderator] } }),
              $editorID: "widget-hidden",
            },
          ],
          secondaryBottom: [{ ...html("side"), $editorID: "widget-side" }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const layout = json<HydratedLayout>(response);
    expect(layout.layout[0]?.$id).toBe("section-a");
    const all = nodes(layout.layout);
    expect(all.map((node) => node.$id)).toEqual(["section-a", "widget-shown", "widget-side"]);
    expect(JSON.stringify(layout)).not.toContain("$editorID");
    // The cost meter still lists it, measured and not shown (tests/api/layout-preview-cost.test.ts).
    expect(JSON.stringify([layout.layout, layout.titleBar])).not.toContain("widget-hidden");
  });

  it("are absent when the document has none (live pages)", async () => {
    const layoutID = await storedLayoutID();
    const live = json<HydratedLayout>(await get(t.app, `/api/v2/layouts/${layoutID}/hydrate`));
    expect(nodes(live.layout).some((node) => "$id" in node)).toBe(false);
  });
});

describe("GET /layouts/{id}/hydrate with record params", () => {
  it("a discussion id loads the discussion as lookup-hydrate does", async () => {
    const { discussionID, name } = publicDiscussion;
    const byID = await get(t.app, `/api/v2/layouts/discussion/hydrate?params[discussionID]=${discussionID}`);
    expect(byID.statusCode, byID.body).toBe(200);
    const hydrated = json<HydratedLayout>(byID);
    expect(hydrated.seo.title).toBe(name);
    expect(nodes(hydrated.layout).filter((node) => node.$reactComponent === "LayoutError")).toEqual([]);
    const lookup = await get(
      t.app,
      `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${discussionID}`,
    );
    expect(hydrated).toEqual(json<HydratedLayout>(lookup));
  });

  it("a category id loads the category; a private one is 404 for a guest, also through viewAs", async () => {
    const url = "/api/v2/layouts/discussionCategoryPage/hydrate";
    const open = await get(t.app, `${url}?params[categoryID]=${publicCategoryID}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(json<HydratedLayout>(open).seo.title).toBe("General Discussion");
    const staff = await get(t.app, `${url}?params[categoryID]=${privateCategoryID}`, admin);
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await get(t.app, `${url}?params[categoryID]=${privateCategoryID}`)).statusCode).toBe(404);
    const asGuest = await get(t.app, `${url}?params[categoryID]=${privateCategoryID}&viewAs=guest`, admin);
    expect(asGuest.statusCode).toBe(404);
  });

  it("bad record params are 400 with field errors, unknown records 404", async () => {
    const bad = await get(t.app, "/api/v2/layouts/discussion/hydrate?params[discussionID]=abc");
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).errors).toHaveProperty("params.discussionID");
    expect(
      (await get(t.app, "/api/v2/layouts/discussion/hydrate?params[discussionID]=99999999")).statusCode,
    ).toBe(404);
  });
});
