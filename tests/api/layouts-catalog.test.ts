// GET /layouts/catalog and /layouts/schema (docs/reference/layout-widgets.md#catalogue,
// docs/reference/layout-widgets.md#document-schema).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayoutCatalog } from "../../src/server/layouts/catalog-api";
import { createTestApp, get, json, type TestApp } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const templatesDir = path.join(__dirname, "../../layouts");
const template = (viewType: string) =>
  JSON.parse(readFileSync(path.join(templatesDir, `${viewType}.json`), "utf8")) as Record<string, unknown>;

describe("GET /layouts/catalog", () => {
  it("answers any viewer with widgets, the view type's assets, sections, middlewares and param refs", async () => {
    const response = await get(t.app, "/api/v2/layouts/catalog?layoutViewType=discussionList");
    expect(response.statusCode).toBe(200);
    const catalog = json<LayoutCatalog>(response);
    expect(catalog.layoutViewType).toBe("discussionList");
    expect(catalog.widgets["react.quick-links"]).toMatchObject({
      $reactComponent: "QuickLinks",
      name: "Quick Links",
      widgetGroup: "Widgets",
      iconUrl: "",
      fragmentTypes: [],
      schema: expect.objectContaining({ type: "object" }),
    });
    expect(catalog.widgets["react.titleBar"]).toBeDefined();
    expect(catalog.assets["react.asset.discussionList"]).toMatchObject({
      isRequired: true,
      $reactComponent: "DiscussionsWidget",
    });
    expect(catalog.widgets["react.asset.discussionList"]).toBeUndefined();
    expect(Object.keys(catalog.sections)).toEqual(
      expect.arrayContaining(["react.section.full-width", "react.section.2-columns"]),
    );
    expect(catalog.sections["react.section.full-width"]?.allowedWidgetIDs).toContain("react.app-banner");
    expect(catalog.sections["react.section.2-columns"]?.allowedWidgetIDs).not.toContain("react.app-banner");
    expect(catalog.sections["react.section.2-columns"]?.allowedWidgetIDs).toContain(
      "react.asset.discussionList",
    );
    expect(Object.keys(catalog.middlewares).sort()).toEqual(["category-filter", "role-filter", "visibility"]);
    expect(catalog.layoutParams["siteSection/name"]).toEqual({ schema: { type: "string" } });
    expect(catalog.layoutParams.sort).toBeDefined();
    // Schemas refer to the shared parts by absolute URL: a client can resolve them without knowing our folders.
    expect(JSON.stringify(catalog)).not.toMatch(/"\$ref":"(?!https:\/\/|#)/);
  });

  it("lists an asset only for its view types, every asset for all, and refuses unknown view types", async () => {
    const home = json<LayoutCatalog>(await get(t.app, "/api/v2/layouts/catalog?layoutViewType=home"));
    expect(home.assets["react.asset.discussionList"]).toBeUndefined();
    expect(home.sections["react.section.2-columns"]?.allowedWidgetIDs).not.toContain(
      "react.asset.discussionList",
    );
    const all = json<LayoutCatalog>(await get(t.app, "/api/v2/layouts/catalog?layoutViewType=all"));
    expect(all.assets["react.asset.discussionList"]).toBeDefined();
    expect((await get(t.app, "/api/v2/layouts/catalog?layoutViewType=nope")).statusCode).toBe(400);
  });
});

describe("GET /layouts/schema", () => {
  async function compiled(viewType: string) {
    const response = await get(t.app, `/api/v2/layouts/schema?layoutViewType=${viewType}`);
    expect(response.statusCode).toBe(200);
    const schema = json<Record<string, unknown>>(response);
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    return new Ajv({ strict: false, allErrors: true }).compile(schema);
  }

  it("compiles, and both default templates validate against it", async () => {
    for (const viewType of ["home", "discussionList"]) {
      const validate = await compiled(viewType);
      expect(validate(template(viewType)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    }
  });

  it("every template in layouts/ validates against its view type's schema", async () => {
    for (const file of readdirSync(templatesDir).filter((name) => name.endsWith(".json"))) {
      const doc = JSON.parse(readFileSync(path.join(templatesDir, file), "utf8")) as {
        layoutViewType: string;
      };
      const validate = await compiled(doc.layoutViewType);
      expect(validate(doc), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  it("refuses broken documents: a widget at the top level, an unknown prop, a widget outside its sections", async () => {
    const validate = await compiled("home");
    const base = template("home");
    const banner = { $hydrate: "react.app-banner", titleType: "static", title: "Hi" };
    const broken = [
      [banner],
      [{ $hydrate: "react.section.full-width", children: [{ ...banner, nope: true }] }],
      [{ $hydrate: "react.section.2-columns", mainBottom: [banner] }],
      [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.no-such-widget" }] }],
    ];
    for (const layout of broken) expect(validate({ ...base, layout })).toBe(false);
    const withParam = { ...banner, title: { $hydrate: "param", ref: "siteSection/name" } };
    expect(
      validate({ ...base, layout: [{ $hydrate: "react.section.full-width", children: [withParam] }] }),
    ).toBe(true);
  });

  it("without a view type it accepts any known one", async () => {
    const response = await get(t.app, "/api/v2/layouts/schema");
    const schema = json<{ properties: { layoutViewType: { enum: string[] } } }>(response);
    expect(schema.properties.layoutViewType.enum).toEqual(expect.arrayContaining(["home", "discussionList"]));
  });
});
