// Layout revisions: drafts, publishing, restoring, conflicts between editors, and who may do any of it.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutRevisions, layouts } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutEdit } from "../../src/types/generated/api/layout-edit";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import type { LayoutRevision } from "../../src/types/generated/api/layout-revision";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { nodes } from "./support/stored-layout";

let t: TestApp;
let admin: string;
let moderator: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

/** A mutation as the admin, another user (their cookie) or a guest (null). */
function post(url: string, payload?: object, cookie: string | null = admin) {
  const options: InjectOptions = { method: "POST", url, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const html = (name: string, extra: Record<string, unknown> = {}) => ({
  $hydrate: "react.html",
  name,
  html: `<p>${name}</p>`,
  ...extra,
});

/** A valid home document whose one section holds HTML widgets with these names. */
function homeDoc(...names: string[]): Record<string, unknown>[] {
  return [{ $hydrate: "react.section.1-column", children: names.map((name) => html(name)) }];
}

const widgetNames = (layout: unknown) =>
  nodes(layout)
    .filter((node) => node.$reactComponent === "HtmlWidget")
    .map((node) => node.$reactProps.name);

async function createLayout(name = "Revised home", doc = homeDoc("first")): Promise<number> {
  const response = await post("/api/v2/layouts", { name, layoutViewType: "home", layout: doc });
  expect(response.statusCode, response.body).toBe(201);
  return Number(json<LayoutFull>(response).layoutID);
}

async function editOf(layoutID: number | string): Promise<LayoutEdit> {
  const response = await get(t.app, `/api/v2/layouts/${layoutID}/edit`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return json<LayoutEdit>(response);
}

async function saveDraft(
  layoutID: number,
  body: { name?: string; layout: unknown[]; baseRevisionID: number | null; titleBar?: object },
  cookie = admin,
) {
  return post(`/api/v2/layouts/${layoutID}/revisions`, { name: "Draft", ...body }, cookie);
}

async function savedDraft(layoutID: number, body: Parameters<typeof saveDraft>[1]): Promise<LayoutRevision> {
  const response = await saveDraft(layoutID, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<LayoutRevision>(response);
}

async function revisionRows(layoutID: number) {
  return t.database.db.select().from(layoutRevisions).where(eq(layoutRevisions.layoutID, layoutID));
}

async function layoutRow(layoutID: number) {
  const [row] = await t.database.db.select().from(layouts).where(eq(layouts.layoutID, layoutID));
  return row;
}

describe("creating a layout", () => {
  it("records its document as revision 1, published", async () => {
    const layoutID = await createLayout("Fresh", homeDoc("one", "two"));
    const list = json<LayoutRevision[]>(await get(t.app, `/api/v2/layouts/${layoutID}/revisions`, admin));
    expect(list).toHaveLength(1);
    const [first] = list;
    expect(first).toMatchObject({
      layoutID,
      name: "Fresh",
      status: "published",
      baseRevisionID: null,
      insertUser: { name: "admin" },
    });
    expect(first?.datePublished).toEqual(expect.any(String));
    expect(first).not.toHaveProperty("layout"); // lists leave the documents out
    const edit = await editOf(layoutID);
    expect(edit).toMatchObject({
      latestRevisionID: first?.revisionID,
      publishedRevisionID: first?.revisionID,
      draft: null,
    });
    expect((await layoutRow(layoutID))?.publishedRevisionID).toBe(first?.revisionID);
  });

  it("drops the editor's $editorID keys from the stored document and its revision", async () => {
    const doc = [
      {
        $hydrate: "react.section.1-column",
        $editorID: "s1",
        children: [{ ...html("tagged"), $editorID: "w1" }],
      },
    ];
    const layoutID = await createLayout("Tagged", doc);
    const [row] = await revisionRows(layoutID);
    expect(JSON.stringify(row?.layout)).not.toContain("$editorID");
    expect(JSON.stringify((await layoutRow(layoutID))?.layout)).not.toContain("$editorID");
  });
});

describe("drafts", () => {
  it("saves a draft (201) that pages never see, and /edit offers it to resume", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const draft = await savedDraft(layoutID, {
      name: "Work in progress",
      layout: [
        {
          $hydrate: "react.section.1-column",
          $editorID: "a",
          children: [{ ...html("drafted"), $editorID: "b" }],
        },
      ],
      baseRevisionID: base,
    });
    expect(draft).toMatchObject({
      layoutID,
      name: "Work in progress",
      status: "draft",
      baseRevisionID: base,
      datePublished: null,
      insertUser: { name: "admin" },
    });
    expect(draft.revisionID).toBeGreaterThan(Number(base));
    expect(widgetNames(draft.layout)).toEqual([]); // stored nodes, not hydrated ones
    expect(JSON.stringify(draft.layout)).toContain('"drafted"');
    expect(JSON.stringify(draft.layout)).not.toContain("$editorID");
    expect(draft.titleBar).toEqual({ $hydrate: "react.titleBar" });

    const edit = await editOf(layoutID);
    expect(edit.latestRevisionID).toBe(draft.revisionID);
    expect(edit.publishedRevisionID).toBe(base);
    expect(edit.draft).toMatchObject({ revisionID: draft.revisionID, name: "Work in progress" });
    expect(JSON.stringify(edit.draft?.layout)).toContain('"drafted"');
    // The published document is untouched: the page still renders "first".
    expect(edit.name).toBe("Revised home");
    const page = json<HydratedLayout>(await get(t.app, `/api/v2/layouts/${layoutID}/hydrate`));
    expect(widgetNames(page.layout)).toEqual(["first"]);

    const one = await get(t.app, `/api/v2/layouts/${layoutID}/revisions/${draft.revisionID}`, admin);
    expect(one.statusCode).toBe(200);
    expect(json<LayoutRevision>(one)).toEqual(draft);
  });

  it("lists revisions newest first with author and dates", async () => {
    const layoutID = await createLayout();
    const first = (await editOf(layoutID)).latestRevisionID ?? null;
    const second = await savedDraft(layoutID, { layout: homeDoc("b"), baseRevisionID: first });
    const response = await post(
      `/api/v2/layouts/${layoutID}/revisions`,
      { name: "Third", layout: homeDoc("c"), baseRevisionID: second.revisionID },
      moderator, // moderators have no site.manage
    );
    expect(response.statusCode).toBe(403);
    const third = await savedDraft(layoutID, { layout: homeDoc("c"), baseRevisionID: second.revisionID });
    const list = json<LayoutRevision[]>(await get(t.app, `/api/v2/layouts/${layoutID}/revisions`, admin));
    expect(list.map((revision) => revision.revisionID)).toEqual([third.revisionID, second.revisionID, first]);
    expect(list.map((revision) => revision.status)).toEqual(["draft", "draft", "published"]);
    for (const revision of list) expect(Date.parse(revision.dateInserted)).not.toBeNaN();
  });

  it("pages the list (50 by default), with the paging headers of every list", async () => {
    const layoutID = await createLayout();
    let base = (await editOf(layoutID)).latestRevisionID ?? null;
    for (let i = 0; i < 4; i++)
      base = (await savedDraft(layoutID, { layout: homeDoc(`v${i}`), baseRevisionID: base })).revisionID;
    const url = `/api/v2/layouts/${layoutID}/revisions`;
    const all = await get(t.app, url, admin);
    expect(all.headers["x-app-page-limit"]).toBe("50");
    expect(all.headers["x-app-page-result-count"]).toBe("5");
    const first = await get(t.app, `${url}?limit=2`, admin);
    const second = await get(t.app, `${url}?limit=2&page=2`, admin);
    expect(first.headers["x-app-page-next-url"]).toContain("page=2");
    const ids = (response: typeof first) => json<LayoutRevision[]>(response).map((r) => r.revisionID);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
    expect((await get(t.app, `${url}?limit=500`, admin)).statusCode).toBe(400);
  });

  it("keeps drafts with problems: only publishing validates", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const draft = await savedDraft(layoutID, {
      layout: [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.no-such-widget" }] }],
      baseRevisionID: base,
    });
    expect(draft.status).toBe("draft");
  });

  it("refuses malformed drafts with field errors", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const missingBase = await post(`/api/v2/layouts/${layoutID}/revisions`, { name: "x", layout: [] });
    expect(missingBase.statusCode).toBe(400);
    expect(json<ErrorBody>(missingBase).errors).toHaveProperty("baseRevisionID");
    const longName = await saveDraft(layoutID, { name: "n".repeat(101), layout: [], baseRevisionID: base });
    expect(longName.statusCode).toBe(400);
    const notArray = await saveDraft(layoutID, { layout: "nope" as unknown as [], baseRevisionID: base });
    expect(notArray.statusCode).toBe(400);
    const future = await post(`/api/v2/layouts/${layoutID}/revisions`, {
      name: "x",
      layout: [],
      baseRevisionID: base,
      formatVersion: 99,
    });
    expect(future.statusCode).toBe(400);
    expect(json<ErrorBody>(future).errors).toHaveProperty("formatVersion");
    expect(await revisionRows(layoutID)).toHaveLength(1);
  });
});

describe("conflicts", () => {
  it("answers 409 when the base is not the newest revision, naming who saved and when, and writes nothing", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    // Someone else saves first, from the same base.
    const theirs = await savedDraft(layoutID, {
      name: "Theirs",
      layout: homeDoc("theirs"),
      baseRevisionID: base,
    });
    const before = await revisionRows(layoutID);
    const mine = await saveDraft(layoutID, { name: "Mine", layout: homeDoc("mine"), baseRevisionID: base });
    expect(mine.statusCode).toBe(409);
    const body = json<ErrorBody>(mine);
    expect(body.status).toBe(409);
    expect(body.message).toMatch(
      /^This layout was changed by admin at \d{4}-\d\d-\d\d \d\d:\d\d UTC; reload to see their version\.$/,
    );
    expect(body.errors?.baseRevisionID?.[0]).toMatchObject({ field: "baseRevisionID", code: "stale" });
    expect(body.description).toContain(String(theirs.revisionID));
    expect(await revisionRows(layoutID)).toEqual(before);
    // Reloading gives the newest revision as the base; saving on it works.
    const reloaded = await editOf(layoutID);
    expect(reloaded.latestRevisionID).toBe(theirs.revisionID);
    await savedDraft(layoutID, { layout: homeDoc("mine"), baseRevisionID: theirs.revisionID });
  });

  it("lets exactly one of two simultaneous saves from the same base through", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const results = await Promise.all([
      saveDraft(layoutID, { layout: homeDoc("left"), baseRevisionID: base }),
      saveDraft(layoutID, { layout: homeDoc("right"), baseRevisionID: base }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await revisionRows(layoutID)).toHaveLength(2);
  });

  it("a base from another layout or an invented one is a conflict too", async () => {
    const layoutID = await createLayout();
    const otherID = await createLayout("Other");
    const otherBase = (await editOf(otherID)).latestRevisionID ?? null;
    expect((await saveDraft(layoutID, { layout: homeDoc("x"), baseRevisionID: otherBase })).statusCode).toBe(
      409,
    );
    expect((await saveDraft(layoutID, { layout: homeDoc("x"), baseRevisionID: null })).statusCode).toBe(409);
  });

  it("a PATCH publishes a revision, so an editor still on the older base gets 409", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/layouts/${layoutID}`,
      headers: { ...XRW, cookie: admin },
      payload: { name: "Renamed", layout: homeDoc("patched") },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const edit = await editOf(layoutID);
    expect(edit.latestRevisionID).not.toBe(base);
    expect(edit.publishedRevisionID).toBe(edit.latestRevisionID);
    const [latest] = json<LayoutRevision[]>(await get(t.app, `/api/v2/layouts/${layoutID}/revisions`, admin));
    expect(latest).toMatchObject({ name: "Renamed", status: "published", baseRevisionID: base });
    expect((await saveDraft(layoutID, { layout: homeDoc("late"), baseRevisionID: base })).statusCode).toBe(
      409,
    );
  });

  it("a layout saved before revisions existed takes a null base once", async () => {
    const [row] = await t.database.db
      .insert(layouts)
      .values({
        name: "Legacy",
        layoutViewType: "home",
        insertUserID: 1,
        layout: homeDoc("legacy"),
        formatVersion: 2,
      })
      .returning();
    const layoutID = Number(row?.layoutID);
    expect(await editOf(layoutID)).toMatchObject({
      latestRevisionID: null,
      publishedRevisionID: null,
      draft: null,
    });
    const draft = await savedDraft(layoutID, { layout: homeDoc("new"), baseRevisionID: null });
    expect(draft.baseRevisionID).toBeNull();
    expect((await saveDraft(layoutID, { layout: homeDoc("again"), baseRevisionID: null })).statusCode).toBe(
      409,
    );
  });
});

describe("publishing", () => {
  it("copies the revision's document into the layout, which pages then serve", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const draft = await savedDraft(layoutID, {
      name: "Published name",
      layout: homeDoc("alpha", "beta"),
      titleBar: { $hydrate: "react.titleBar", positioning: "StickyTransparent" },
      baseRevisionID: base,
    });
    const response = await post(`/api/v2/layouts/${layoutID}/publish`, { revisionID: draft.revisionID });
    expect(response.statusCode, response.body).toBe(200);
    const published = json<LayoutRevision>(response);
    expect(published).toMatchObject({ revisionID: draft.revisionID, status: "published" });
    expect(published.datePublished).toEqual(expect.any(String));

    const row = await layoutRow(layoutID);
    expect(row).toMatchObject({
      name: "Published name",
      formatVersion: 2,
      publishedRevisionID: draft.revisionID,
      titleBar: { $hydrate: "react.titleBar", positioning: "StickyTransparent" },
    });
    expect(row?.dateUpdated).not.toBeNull();
    const page = json<HydratedLayout>(await get(t.app, `/api/v2/layouts/${layoutID}/hydrate`));
    expect(widgetNames(page.layout)).toEqual(["alpha", "beta"]);
    expect(await editOf(layoutID)).toMatchObject({
      name: "Published name",
      latestRevisionID: draft.revisionID,
      publishedRevisionID: draft.revisionID,
      draft: null,
    });
  });

  it("refuses a revision with problems (422, errors by path) and writes nothing", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const broken = await savedDraft(layoutID, {
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            { $hydrate: "react.html", name: 7 },
            { $hydrate: "react.discussion.discussions", apiParams: { limit: 1000 } },
          ],
        },
        { $hydrate: "react.html", name: "top level" },
      ],
      baseRevisionID: base,
    });
    const rowBefore = await layoutRow(layoutID);
    const revisionsBefore = await revisionRows(layoutID);
    const response = await post(`/api/v2/layouts/${layoutID}/publish`, { revisionID: broken.revisionID });
    expect(response.statusCode).toBe(422);
    const body = json<ErrorBody>(response);
    expect(body.message).toMatch(/problems/);
    expect(Object.keys(body.errors ?? {})).toEqual(
      expect.arrayContaining([
        "layout.0.children.0.name",
        "layout.0.children.1.apiParams.limit",
        "layout.1.$hydrate",
      ]),
    );
    expect(body.errors?.["layout.0.children.1.apiParams.limit"]?.[0]).toMatchObject({
      field: "layout.0.children.1.apiParams.limit",
      code: "maximum",
    });
    expect(await layoutRow(layoutID)).toEqual(rowBefore);
    expect(await revisionRows(layoutID)).toEqual(revisionsBefore);
  });

  it("refuses a document missing its view type's required asset", async () => {
    const response = await post("/api/v2/layouts", {
      name: "Posts",
      layoutViewType: "discussionList",
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [{ $hydrate: "react.asset.discussionList", apiParams: { limit: 10 } }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const layoutID = Number(json<LayoutFull>(response).layoutID);
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    const withoutAsset = await savedDraft(layoutID, { layout: homeDoc("no asset"), baseRevisionID: base });
    const refused = await post(`/api/v2/layouts/${layoutID}/publish`, {
      revisionID: withoutAsset.revisionID,
    });
    expect(refused.statusCode).toBe(422);
    expect(json<ErrorBody>(refused).errors?.layout?.[0]).toMatchObject({ code: "missingAsset" });
  });

  it("publishing an older revision publishes a copy of it as the newest revision", async () => {
    const layoutID = await createLayout("Old one", homeDoc("old"));
    const first = (await editOf(layoutID)).latestRevisionID ?? 0;
    const second = await savedDraft(layoutID, {
      name: "New one",
      layout: homeDoc("new"),
      baseRevisionID: first,
    });
    await post(`/api/v2/layouts/${layoutID}/publish`, { revisionID: second.revisionID });
    const response = await post(`/api/v2/layouts/${layoutID}/publish`, { revisionID: first });
    expect(response.statusCode, response.body).toBe(200);
    const copy = json<LayoutRevision>(response);
    expect(copy.revisionID).toBeGreaterThan(second.revisionID);
    expect(copy).toMatchObject({ status: "published", name: "Old one", baseRevisionID: second.revisionID });
    const edit = await editOf(layoutID);
    expect(edit).toMatchObject({ latestRevisionID: copy.revisionID, publishedRevisionID: copy.revisionID });
    expect(
      widgetNames(json<HydratedLayout>(await get(t.app, `/api/v2/layouts/${layoutID}/hydrate`)).layout),
    ).toEqual(["old"]);
  });

  it("answers 404 for a revision of another layout or none at all", async () => {
    const layoutID = await createLayout();
    const otherID = await createLayout("Other");
    const otherRevision = (await editOf(otherID)).latestRevisionID;
    const foreign = await post(`/api/v2/layouts/${layoutID}/publish`, { revisionID: otherRevision });
    expect(foreign.statusCode).toBe(404);
    expect((await post(`/api/v2/layouts/${layoutID}/publish`, { revisionID: 99999999 })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/v2/layouts/${layoutID}/publish`, {})).statusCode).toBe(400);
    expect(
      (await get(t.app, `/api/v2/layouts/${layoutID}/revisions/${otherRevision}`, admin)).statusCode,
    ).toBe(404);
  });
});

describe("restoring", () => {
  it("makes a new draft copying an old revision, on top of the newest one", async () => {
    const layoutID = await createLayout("Original", homeDoc("original"));
    const first = (await editOf(layoutID)).latestRevisionID ?? 0;
    const second = await savedDraft(layoutID, {
      name: "Changed",
      layout: homeDoc("changed"),
      baseRevisionID: first,
    });
    const response = await post(`/api/v2/layouts/${layoutID}/revisions/${first}/restore`);
    expect(response.statusCode, response.body).toBe(201);
    const restored = json<LayoutRevision>(response);
    expect(restored).toMatchObject({
      status: "draft",
      name: "Original",
      baseRevisionID: second.revisionID,
      datePublished: null,
    });
    expect(restored.revisionID).toBeGreaterThan(second.revisionID);
    expect(JSON.stringify(restored.layout)).toContain('"original"');
    const edit = await editOf(layoutID);
    expect(edit.draft).toMatchObject({ revisionID: restored.revisionID, name: "Original" });
    // Restoring does not publish.
    expect(edit.publishedRevisionID).toBe(first);
    expect((await post(`/api/v2/layouts/${layoutID}/revisions/99999999/restore`)).statusCode).toBe(404);
  });
});

describe("templates and deleted layouts", () => {
  it("templates have no revisions and cannot get any (422 like every template write)", async () => {
    expect(json(await get(t.app, "/api/v2/layouts/home/revisions", admin))).toEqual([]);
    expect((await get(t.app, "/api/v2/layouts/home/revisions/1", admin)).statusCode).toBe(404);
    const save = await post("/api/v2/layouts/home/revisions", {
      name: "x",
      layout: [],
      baseRevisionID: null,
    });
    expect(save.statusCode).toBe(422);
    expect(json<ErrorBody>(save).message).toBe("Layout is not mutable.");
    expect((await post("/api/v2/layouts/home/publish", { revisionID: 1 })).statusCode).toBe(422);
    expect((await post("/api/v2/layouts/home/revisions/1/restore")).statusCode).toBe(422);
    expect((await get(t.app, "/api/v2/layouts/noSuchType/revisions", admin)).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/layouts/999999/revisions", admin)).statusCode).toBe(404);
    const edit = await editOf("home");
    expect(edit).not.toHaveProperty("latestRevisionID");
  });

  it("deleting a layout deletes its revisions", async () => {
    const layoutID = await createLayout();
    const base = (await editOf(layoutID)).latestRevisionID ?? null;
    await savedDraft(layoutID, { layout: homeDoc("x"), baseRevisionID: base });
    expect(await revisionRows(layoutID)).toHaveLength(2);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/v2/layouts/${layoutID}`,
      headers: { ...XRW, cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await revisionRows(layoutID)).toEqual([]);
    expect((await get(t.app, `/api/v2/layouts/${layoutID}/revisions`, admin)).statusCode).toBe(404);
  });
});

describe("permissions", () => {
  it("guests get 401 and members 403 from every revision route, and nothing is written", async () => {
    const layoutID = await createLayout();
    const revisionID = (await editOf(layoutID)).latestRevisionID ?? 0;
    const before = await revisionRows(layoutID);
    const calls = [
      (cookie: string | null) => get(t.app, `/api/v2/layouts/${layoutID}/revisions`, cookie ?? undefined),
      (cookie: string | null) =>
        get(t.app, `/api/v2/layouts/${layoutID}/revisions/${revisionID}`, cookie ?? undefined),
      (cookie: string | null) =>
        post(
          `/api/v2/layouts/${layoutID}/revisions`,
          { name: "x", layout: [], baseRevisionID: revisionID },
          cookie,
        ),
      (cookie: string | null) => post(`/api/v2/layouts/${layoutID}/publish`, { revisionID }, cookie),
      (cookie: string | null) =>
        post(`/api/v2/layouts/${layoutID}/revisions/${revisionID}/restore`, undefined, cookie),
      (cookie: string | null) => get(t.app, `/api/v2/layouts/${layoutID}/edit`, cookie ?? undefined),
    ];
    for (const call of calls) {
      const asGuest = await call(null);
      expect(asGuest.statusCode, asGuest.body).toBe(401);
      const asMember = await call(member);
      expect(asMember.statusCode, asMember.body).toBe(403);
      expect(json<ErrorBody>(asMember).status).toBe(403);
    }
    expect(await revisionRows(layoutID)).toEqual(before);
  });
});
