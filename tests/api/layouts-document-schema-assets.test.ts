// GET /layouts/schema?layoutViewType=: the view type's required assets are part of the document schema
// (x-requiredAssets, enforced by allOf/contains), so a document the schema accepts is one the server saves.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

type Doc = { layoutViewType: string; layout: Record<string, unknown>[]; titleBar?: Record<string, unknown> };

const template = (viewType: string) =>
  JSON.parse(readFileSync(path.join(__dirname, `../../layouts/${viewType}.json`), "utf8")) as Doc;

async function schemaFor(viewType: string): Promise<Record<string, unknown>> {
  const response = await get(t.app, `/api/v2/layouts/schema?layoutViewType=${viewType}`);
  expect(response.statusCode).toBe(200);
  return json<Record<string, unknown>>(response);
}

async function compiled(viewType: string): Promise<ValidateFunction> {
  return new Ajv({ strict: false, allErrors: true }).compile(await schemaFor(viewType));
}

/** The template's layout with every node of this hydrate key taken out of its region. */
function without(doc: Doc, key: string): Doc {
  const layout = doc.layout.map((section) =>
    Object.fromEntries(
      Object.entries(section).map(([name, value]) => [
        name,
        Array.isArray(value)
          ? value.filter((node) => (node as { $hydrate?: string }).$hydrate !== key)
          : value,
      ]),
    ),
  );
  return { ...doc, layout };
}

async function saves(doc: Doc): Promise<boolean> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/layouts",
    headers: { ...XRW, cookie: admin },
    payload: {
      name: "Schema check",
      layoutViewType: doc.layoutViewType,
      layout: doc.layout,
      titleBar: doc.titleBar,
    },
  });
  expect([201, 400], response.body).toContain(response.statusCode);
  return response.statusCode === 201;
}

describe("required assets in the document schema", () => {
  it("lists them per view type in x-requiredAssets", async () => {
    expect((await schemaFor("categoryList"))["x-requiredAssets"]).toEqual(["react.asset.categoryList"]);
    expect((await schemaFor("nestedCategoryList"))["x-requiredAssets"]).toEqual(["react.asset.categoryList"]);
    expect((await schemaFor("discussionList"))["x-requiredAssets"]).toEqual(["react.asset.discussionList"]);
    // docs/reference/layout-documents.md#view-types: a discussion category page lists its subcategories with the
    // Category List asset too.
    expect((await schemaFor("discussionCategoryPage"))["x-requiredAssets"]).toEqual(
      expect.arrayContaining(["react.asset.categoryList", "react.asset.discussionList"]),
    );
    expect((await schemaFor("discussion"))["x-requiredAssets"]).toEqual(
      expect.arrayContaining(["react.asset.originalPost", "react.asset.createComment"]),
    );
    expect((await schemaFor("home"))["x-requiredAssets"]).toBeUndefined();
    const all = json<Record<string, unknown>>(await get(t.app, "/api/v2/layouts/schema"));
    expect(all["x-requiredAssets"]).toBeUndefined();
  });

  it("accepts the templates and refuses them without their asset, as the server does", async () => {
    for (const [viewType, asset] of [
      ["categoryList", "react.asset.categoryList"],
      ["nestedCategoryList", "react.asset.categoryList"],
      ["discussionList", "react.asset.discussionList"],
      ["discussionCategoryPage", "react.asset.discussionList"],
      ["discussionCategoryPage", "react.asset.categoryList"],
    ] as const) {
      const validate = await compiled(viewType);
      const doc = template(viewType);
      expect(validate(doc), `${viewType}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      expect(await saves(doc)).toBe(true);
      const missing = without(doc, asset);
      expect(validate(missing), viewType).toBe(false);
      expect(validate.errors?.map((error) => error.keyword)).toContain("contains");
      expect(await saves(missing)).toBe(false);
    }
  });

  it("finds the asset in any section and region", async () => {
    const validate = await compiled("categoryList");
    const doc: Doc = {
      layoutViewType: "categoryList",
      layout: [
        {
          $hydrate: "react.section.full-width",
          children: [{ $hydrate: "react.app-banner", titleType: "none" }],
        },
        {
          $hydrate: "react.section.3-columns-even",
          left: [{ $hydrate: "react.quick-links" }],
          right: [{ $hydrate: "react.asset.categoryList", apiParams: { limit: 5 } }],
        },
      ],
    };
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(await saves(doc)).toBe(true);
  });

  it("rejects wrong widget keys, and assets of other view types", async () => {
    const validate = await compiled("categoryList");
    const doc = template("categoryList");
    const withKey = (key: string): Doc => ({
      ...doc,
      layout: [...doc.layout, { $hydrate: "react.section.1-column", children: [{ $hydrate: key }] }],
    });
    expect(validate(withKey("react.asset.categoryLists"))).toBe(false);
    expect(await saves(withKey("react.asset.categoryLists"))).toBe(false);
    expect(validate(withKey("react.asset.discussionList"))).toBe(false);
    expect(validate(withKey("react.quick-links"))).toBe(true);
  });
});
