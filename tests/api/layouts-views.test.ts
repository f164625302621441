// Where layouts apply: GET/PUT/DELETE /layouts/{id}/views (docs/reference/layout-documents.md#views). One layout per
// target.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, customPages, siteSections } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import type { LayoutMetadata } from "../../src/types/generated/api/layout-metadata";
import type { LayoutView } from "../../src/types/generated/api/layout-view";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
let member: string;
let sectionID: number;
let pageID: number;
let categoryID: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
  const existing = await t.database.db.select({ id: siteSections.siteSectionID }).from(siteSections);
  sectionID = Math.max(100, ...existing.map((row) => row.id + 1));
  await t.database.db
    .insert(siteSections)
    .values({ siteSectionID: sectionID, name: "Views Test", slug: "views-test" });
  const [page] = await t.database.db
    .insert(customPages)
    .values({ urlcode: "views-test-page", name: "Views Test Page", insertUserID: 1 })
    .returning();
  pageID = page?.customPageID ?? 0;
  const [category] = await t.database.db.select().from(categories).limit(1);
  categoryID = category?.categoryID ?? 0;
});
afterAll(() => t.close());

function send(method: "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = admin) {
  const options: InjectOptions = { method, url, headers: { ...XRW, cookie } };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const section = (children: unknown[]) => ({ $hydrate: "react.section.1-column", children });
const asset = { $hydrate: "react.asset.discussionList", apiParams: { limit: 5 } };

async function createLayout(layoutViewType: string, layout: unknown[]): Promise<LayoutFull> {
  const response = await send("POST", "/api/v2/layouts", {
    name: `${layoutViewType} layout`,
    layoutViewType,
    layout,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<LayoutFull>(response);
}

interface CatalogShape {
  assets: Record<string, { isRequired: boolean }>;
  sections: Record<string, { allowedWidgetIDs: string[] }>;
}

/** A valid document for any view type: one section per required asset (from the catalogue), each where it fits. */
async function minimalDocument(layoutViewType: string): Promise<unknown[]> {
  const catalog = json<CatalogShape>(
    await get(t.app, `/api/v2/layouts/catalog?layoutViewType=${layoutViewType}`),
  );
  const required = Object.entries(catalog.assets)
    .filter(([, item]) => item.isRequired)
    .map(([key]) => key);
  const sections = required.map((key) => {
    const [sectionKey] =
      Object.entries(catalog.sections).find(([, item]) => item.allowedWidgetIDs.includes(key)) ?? [];
    const regions: Record<string, string> = {
      "react.section.full-width": "children",
      "react.section.1-column": "children",
    };
    return { $hydrate: sectionKey, [regions[sectionKey ?? ""] ?? "mainBottom"]: [{ $hydrate: key }] };
  });
  return sections.length > 0 ? sections : [section([])];
}

async function putViews(layoutID: number | string, body: object) {
  return send("PUT", `/api/v2/layouts/${layoutID}/views`, body);
}

describe("layout views", () => {
  it("guests 401, members 403", async () => {
    expect((await get(t.app, "/api/v2/layouts/home/views")).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/layouts/home/views", member)).statusCode).toBe(403);
    expect((await send("PUT", "/api/v2/layouts/home/views", [], member)).statusCode).toBe(403);
    expect((await send("DELETE", "/api/v2/layouts/home/views", undefined, member)).statusCode).toBe(403);
  });

  it("applies a layout (201 with records), and the lookup then finds it", async () => {
    const layout = await createLayout("discussionList", [section([asset])]);
    const response = await putViews(layout.layoutID, [
      { recordType: "global", recordID: -1 },
      { recordType: "siteSection", recordID: sectionID },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const views = json<LayoutView[]>(response);
    expect(views).toEqual([
      expect.objectContaining({
        layoutID: layout.layoutID,
        recordType: "global",
        recordID: -1,
        record: { name: "Global", url: "/" },
      }),
      expect.objectContaining({
        recordType: "siteSection",
        recordID: sectionID,
        record: { name: "Views Test", url: "/views-test" },
      }),
    ]);
    expect(views[0]?.layoutViewType).toBe("discussionList");
    const listed = json<LayoutView[]>(
      await get(t.app, `/api/v2/layouts/${layout.layoutID}/views?expand=record`, admin),
    );
    expect(listed).toEqual(views);
    const plain = json<LayoutView[]>(await get(t.app, `/api/v2/layouts/${layout.layoutID}/views`, admin));
    expect(plain[0]).not.toHaveProperty("record");
    const lookup = await get(
      t.app,
      "/api/v2/layouts/lookup-hydrate?layoutViewType=discussionList&recordType=siteSection&recordID=0",
    );
    expect(json<HydratedLayout>(lookup).layoutID).toBe(layout.layoutID);
  });

  it("a target belongs to one layout: applying it elsewhere moves it; PUT replaces all of a layout's views", async () => {
    const first = await createLayout("discussionList", [section([asset])]);
    const second = await createLayout("discussionList", [section([asset])]);
    expect((await putViews(first.layoutID, [{ recordType: "global", recordID: -1 }])).statusCode).toBe(201);
    expect((await putViews(second.layoutID, [{ recordType: "global", recordID: -1 }])).statusCode).toBe(201);
    expect(json<LayoutView[]>(await get(t.app, `/api/v2/layouts/${first.layoutID}/views`, admin))).toEqual(
      [],
    );
    expect(
      json<LayoutView[]>(await get(t.app, `/api/v2/layouts/${second.layoutID}/views`, admin)),
    ).toHaveLength(1);
    expect((await putViews(second.layoutID, [])).statusCode).toBe(201);
    expect(json<LayoutView[]>(await get(t.app, `/api/v2/layouts/${second.layoutID}/views`, admin))).toEqual(
      [],
    );
  });

  it("refuses duplicates, record types the view type does not take, and records that do not exist", async () => {
    const layout = await createLayout("discussionList", [section([asset])]);
    const duplicate = await putViews(layout.layoutID, [
      { recordType: "siteSection", recordID: 0 },
      { recordType: "siteSection", recordID: 0 },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(json<ErrorBody>(duplicate).errors?.["1"]?.[0]?.code).toBe("duplicate");
    const wrongType = await putViews(layout.layoutID, [{ recordType: "category", recordID: categoryID }]);
    expect(wrongType.statusCode).toBe(400);
    expect(json<ErrorBody>(wrongType).errors?.["0.recordType"]).toBeDefined();
    const missing = await putViews(layout.layoutID, [{ recordType: "siteSection", recordID: 999999 }]);
    expect(json<ErrorBody>(missing).errors?.["0.recordID"]?.[0]?.code).toBe("notFound");
    expect((await putViews(layout.layoutID, [{ recordType: "planet", recordID: 1 }])).statusCode).toBe(400);
    expect(json<LayoutView[]>(await get(t.app, `/api/v2/layouts/${layout.layoutID}/views`, admin))).toEqual(
      [],
    );
  });

  it("applies to categories and custom pages when the view type takes them", async () => {
    const categoryLayout = await createLayout("discussion", await minimalDocument("discussion"));
    const ok = await putViews(categoryLayout.layoutID, [{ recordType: "category", recordID: categoryID }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json<LayoutView[]>(ok)[0]?.record?.url).toMatch(/^\/categories\//);
    expect(
      (await putViews(categoryLayout.layoutID, [{ recordType: "category", recordID: 999999 }])).statusCode,
    ).toBe(400);
    const pageLayout = await createLayout("customPage", await minimalDocument("customPage"));
    const page = await putViews(pageLayout.layoutID, [{ recordType: "customPage", recordID: pageID }]);
    expect(json<LayoutView[]>(page)[0]?.record).toEqual({ name: "Views Test Page", url: "/views-test-page" });
    expect(
      (await putViews(pageLayout.layoutID, [{ recordType: "customPage", recordID: 999999 }])).statusCode,
    ).toBe(400);
  });

  it("templates have views too, under the view type as layoutID", async () => {
    const response = await putViews("discussionList", [{ recordType: "siteSection", recordID: sectionID }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(json<LayoutView[]>(response)[0]).toMatchObject({
      layoutID: "discussionList",
      layoutViewType: "discussionList",
    });
    const all = json<LayoutMetadata[]>(await get(t.app, "/api/v2/layouts?expand=all", admin));
    const template = all.find((layout) => layout.layoutID === "discussionList");
    expect(template?.layoutViews?.map((view) => view.recordType)).toEqual(["siteSection"]);
    expect((await putViews("noSuchType", [])).statusCode).toBe(404);
  });

  it("DELETE removes the given views, or all of them (204)", async () => {
    const layout = await createLayout("discussionList", [section([asset])]);
    const views = json<LayoutView[]>(
      await putViews(layout.layoutID, [
        { recordType: "siteSection", recordID: 0 },
        { recordType: "siteSection", recordID: sectionID },
      ]),
    );
    const url = `/api/v2/layouts/${layout.layoutID}/views`;
    expect((await send("DELETE", `${url}?layoutViewIDs=${views[0]?.layoutViewID}`)).statusCode).toBe(204);
    expect(json<LayoutView[]>(await get(t.app, url, admin)).map((v) => v.recordID)).toEqual([sectionID]);
    expect((await send("DELETE", `${url}?layoutViewIDs=abc`)).statusCode).toBe(400);
    expect((await send("DELETE", url)).statusCode).toBe(204);
    expect(json<LayoutView[]>(await get(t.app, url, admin))).toEqual([]);
  });
});
