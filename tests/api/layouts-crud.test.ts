// The layout API's documents: list, get, edit, create, update, delete (docs/reference/layout-documents.md#layout-api),
// with validation by path, immutable templates, in-use deletes and format migrations on read.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, layoutViews } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import type { LayoutMetadata } from "../../src/types/generated/api/layout-metadata";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH" | "DELETE", url: string, payload?: object, cookie = admin) {
  const options: InjectOptions = { method, url, headers: { ...XRW, cookie } };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const quickLinks = () => ({ $hydrate: "react.quick-links", title: "Links", titleType: "static" });

/** A valid discussionList document: its required asset, in a 2-column section. */
function discussionListDoc(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    $hydrate: "react.section.2-columns",
    mainBottom: [{ $hydrate: "react.asset.discussionList", apiParams: { limit: 10 }, ...extra }],
    secondaryBottom: [quickLinks()],
  };
}

async function create(body: Record<string, unknown>) {
  const response = await send("POST", "/api/v2/layouts", body);
  expect(response.statusCode, response.body).toBe(201);
  return json<LayoutFull>(response);
}

describe("GET /layouts", () => {
  it("lists the file templates and stored layouts, oldest first; guests 401, members 403", async () => {
    expect((await get(t.app, "/api/v2/layouts")).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/layouts", member)).statusCode).toBe(403);
    const stored = await create({
      name: "Listed",
      layoutViewType: "discussionList",
      layout: [discussionListDoc()],
    });
    const all = json<LayoutMetadata[]>(await get(t.app, "/api/v2/layouts", admin));
    const home = all.find((layout) => layout.layoutID === "home");
    expect(home).toMatchObject({ isDefault: true, layoutViewType: "home" });
    expect(all.find((layout) => layout.layoutID === stored.layoutID)).toMatchObject({ isDefault: false });
    const dates = all.map((layout) => Date.parse(layout.dateInserted));
    expect(dates).toEqual(dates.toSorted((a, b) => a - b));
    expect(all.every((layout) => !("layout" in layout))).toBe(true);
  });

  it("expands views: an unapplied template gets the made-up global view", async () => {
    const all = json<LayoutMetadata[]>(await get(t.app, "/api/v2/layouts?expand=layoutViews", admin));
    const home = all.find((layout) => layout.layoutID === "home");
    expect(home?.layoutViews).toEqual([
      expect.objectContaining({ layoutViewID: -1, layoutID: "home", recordID: -1, recordType: "global" }),
    ]);
  });
});

describe("GET /layouts/{id} and /edit", () => {
  it("answers a template by its string id and a stored layout by its number", async () => {
    const template = json<LayoutFull>(await get(t.app, "/api/v2/layouts/home", admin));
    expect(template).toMatchObject({ layoutID: "home", isDefault: true, formatVersion: 2 });
    expect(template.titleBar).toEqual({ $hydrate: "react.titleBar" });
    const stored = await create({
      name: "By id",
      layoutViewType: "discussionList",
      layout: [discussionListDoc()],
    });
    const again = json<LayoutFull>(await get(t.app, `/api/v2/layouts/${stored.layoutID}`, admin));
    expect(again).toMatchObject({ layoutID: stored.layoutID, name: "By id", isDefault: false });
    expect((await get(t.app, "/api/v2/layouts/999999", admin)).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/layouts/noSuchType", admin)).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/layouts/home", member)).statusCode).toBe(403);
  });

  it("edit answers the raw document with a default title bar", async () => {
    const edit = json<Record<string, unknown>>(
      await get(t.app, "/api/v2/layouts/discussionList/edit", admin),
    );
    expect(Object.keys(edit).sort()).toEqual(
      ["formatVersion", "layout", "layoutID", "layoutViewType", "name", "titleBar"].sort(),
    );
    expect(edit.titleBar).toEqual({ $hydrate: "react.titleBar" });
    expect((await get(t.app, "/api/v2/layouts/home/edit")).statusCode).toBe(401);
  });

  it("migrates an old stored document on read", async () => {
    const [row] = await t.database.db
      .insert(layouts)
      .values({
        name: "Old",
        layoutViewType: "home",
        insertUserID: 1,
        layout: [{ $hydrate: "section.one-column", children: [{ $hydrate: "react.asset.breadcrumbs" }] }],
      })
      .returning();
    const read = json<LayoutFull>(await get(t.app, `/api/v2/layouts/${row?.layoutID}/edit`, admin));
    expect(read.layout).toEqual([
      { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.breadcrumbs" }] },
    ]);
    expect(read.titleBar).toEqual({ $hydrate: "react.titleBar" });
    // Hydration reads the migrated document too: the old aliases render as the live widgets.
    const hydrated = json<HydratedLayout>(await get(t.app, `/api/v2/layouts/${row?.layoutID}/hydrate`));
    expect(hydrated.layout[0]?.$reactComponent).toBe("SectionOneColumn");
    expect(JSON.stringify(hydrated)).not.toContain("LayoutError"); // an unmigrated alias would be an unknown widget
  });
});

describe("POST /layouts", () => {
  it("creates a layout (201), migrating an older format first", async () => {
    const created = await create({
      name: "Old aliases",
      layoutViewType: "discussionList",
      formatVersion: 1,
      layout: [{ ...discussionListDoc(), $hydrate: "react.section.2-column" }],
    });
    expect(created).toMatchObject({ name: "Old aliases", isDefault: false, formatVersion: 2 });
    expect(created.layout[0]).toMatchObject({ $hydrate: "react.section.2-columns" });
    expect(typeof created.layoutID).toBe("number");
    const [row] = await t.database.db
      .select({ formatVersion: layouts.formatVersion })
      .from(layouts)
      .where(eq(layouts.layoutID, Number(created.layoutID)));
    expect(row?.formatVersion).toBe(2); // written in the current format, so it is not migrated again on read
  });

  it("refuses guests, members, long names and unknown view types", async () => {
    const body = { name: "x", layoutViewType: "discussionList", layout: [discussionListDoc()] };
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: XRW, payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await send("POST", "/api/v2/layouts", body, member)).statusCode).toBe(403);
    expect((await send("POST", "/api/v2/layouts", { ...body, name: "n".repeat(101) })).statusCode).toBe(400);
    const unknown = await send("POST", "/api/v2/layouts", { ...body, layoutViewType: "profile" });
    expect(unknown.statusCode).toBe(400);
    expect(json<ErrorBody>(unknown).errors?.layoutViewType).toBeDefined();
  });

  it("answers every problem grouped by the path of the offending node and prop, and saves nothing", async () => {
    const before = await t.database.db.select().from(layouts);
    const response = await send("POST", "/api/v2/layouts", {
      name: "Broken",
      layoutViewType: "discussionList",
      layout: [
        { $hydrate: "react.quick-links", title: "Top-level widget" },
        discussionListDoc({ apiParams: { limit: "ten" } }),
        {
          $hydrate: "react.section.full-width",
          children: [
            { $hydrate: "react.quick-links", bogus: 1, $middleware: { visibility: { device: "fridge" } } },
          ],
        },
        { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.no-such-widget" }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    const errors = json<ErrorBody>(response).errors ?? {};
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        "layout.0.$hydrate",
        "layout.1.mainBottom.0.apiParams.limit",
        "layout.2.children.0.$hydrate",
        "layout.2.children.0.$middleware.visibility.device",
        "layout.3.children.0.$hydrate",
      ]),
    );
    expect(errors["layout.3.children.0.$hydrate"]?.[0]).toMatchObject({ code: "unknownWidget" });
    expect(errors["layout.1.mainBottom.0.apiParams.limit"]?.[0]?.field).toBe(
      "layout.1.mainBottom.0.apiParams.limit",
    );
    expect(await t.database.db.select().from(layouts)).toHaveLength(before.length);
  });

  it("requires the view type's required assets and allows param nodes in place of props", async () => {
    const missing = await send("POST", "/api/v2/layouts", {
      name: "No asset",
      layoutViewType: "discussionList",
      layout: [{ $hydrate: "react.section.1-column", children: [quickLinks()] }],
    });
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).errors?.layout?.[0]).toMatchObject({ code: "missingAsset" });
    await create({
      name: "Params",
      layoutViewType: "discussionList",
      layout: [discussionListDoc({ title: { $hydrate: "param", ref: "siteSection/name" } })],
    });
  });
});

describe("PATCH and DELETE /layouts/{id}", () => {
  it("updates name and document, validating the whole document", async () => {
    const created = await create({
      name: "Before",
      layoutViewType: "discussionList",
      layout: [discussionListDoc()],
    });
    const url = `/api/v2/layouts/${created.layoutID}`;
    const renamed = await send("PATCH", url, { name: "After" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<LayoutFull>(renamed)).toMatchObject({ name: "After", updateUserID: expect.any(Number) });
    const bad = await send("PATCH", url, { name: "Never", layout: [quickLinks()] });
    expect(bad.statusCode).toBe(400);
    expect(json<LayoutFull>(await get(t.app, url, admin)).name).toBe("After");
    // A key the title bar's schema does not model is dropped with a warning, not refused.
    const titleBar = await send("PATCH", url, { titleBar: { $hydrate: "react.titleBar", nope: true } });
    expect(titleBar.statusCode, titleBar.body).toBe(200);
    expect(json<LayoutFull>(titleBar).warnings).toMatchObject([
      { field: "titleBar.nope", code: "unknownProperty" },
    ]);
    const badTitleBar = await send("PATCH", url, {
      titleBar: { $hydrate: "react.titleBar", height: "tall" },
    });
    expect(json<ErrorBody>(badTitleBar).errors?.["titleBar.height"]).toBeDefined();
    expect((await send("PATCH", url, { name: "x" }, member)).statusCode).toBe(403);
  });

  it("templates are immutable", async () => {
    const patch = await send("PATCH", "/api/v2/layouts/home", { name: "Mine" });
    expect(patch.statusCode).toBe(422);
    expect(json<ErrorBody>(patch).message).toBe("Layout is not mutable.");
    expect((await send("DELETE", "/api/v2/layouts/home")).statusCode).toBe(422);
  });

  it("deletes an unused layout (204) but not one in use (422)", async () => {
    const created = await create({
      name: "Used",
      layoutViewType: "discussionList",
      layout: [discussionListDoc()],
    });
    const url = `/api/v2/layouts/${created.layoutID}`;
    await t.database.db.insert(layoutViews).values({
      layoutID: String(created.layoutID),
      layoutViewType: "discussionList",
      recordType: "category",
      recordID: 987654,
      insertUserID: 1,
    });
    const inUse = await send("DELETE", url);
    expect(inUse.statusCode).toBe(422);
    expect(json<ErrorBody>(inUse).message).toBe("Active layout cannot be deleted.");
    await t.database.db.delete(layoutViews).where(eq(layoutViews.layoutID, String(created.layoutID)));
    expect((await send("DELETE", url, undefined, member)).statusCode).toBe(403);
    expect((await send("DELETE", url)).statusCode).toBe(204);
    expect((await get(t.app, url, admin)).statusCode).toBe(404);
  });
});
