// The default layout structures of the documented layout format (tests/fixtures/layouts/documented/, one per view
// type plus the editor's starter assets), written exactly as the format gives them: every widget's props are
// modelled (strict validation drops nothing), and the whole document hydrates through the real walk and loaders
// with no error node.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatePropsStrictly, widgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

const fixturesDir = path.resolve(import.meta.dirname, "../fixtures/layouts/documented");
const files = readdirSync(fixturesDir).filter((file) => file.endsWith(".json"));

interface DocumentedLayout {
  layoutViewType: string;
  layout: unknown[];
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every widget node of a stored document, sections included. */
function widgetNodes(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(widgetNodes);
  if (!isObject(value)) return [];
  const nested = Object.values(value).flatMap(widgetNodes);
  return typeof value.$hydrate === "string" && value.$hydrate.startsWith("react.")
    ? [value, ...nested]
    : nested;
}

/** A node's own props: regions (arrays of nodes) are checked node by node; a param node stands for a string. */
function ownProps(node: JsonObject): JsonObject {
  const { $hydrate: _type, ...props } = node;
  const own = Object.entries(props).filter(
    ([, value]) => !(Array.isArray(value) && widgetNodes(value).length),
  );
  return Object.fromEntries(
    own.map(([key, value]) => [key, isObject(value) && value.$hydrate === "param" ? "param" : value]),
  );
}

/** Every hydrated node's component, depth first, to find error nodes in regions. */
function components(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(components);
  if (!isObject(value)) return [];
  const own = typeof value.$reactComponent === "string" ? [value.$reactComponent] : [];
  const inner = isObject(value.$reactProps) ? Object.values(value.$reactProps).flatMap(components) : [];
  return [...own, ...inner];
}

let t: TestApp;
let admin: string;
/** Page params per view type: a real discussion, question and category from the seed. */
let paramsFor: (viewType: string) => JsonObject;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  const list = json<{ discussionID: number; type?: string; categoryID: number }[]>(
    await get(t.app, "/api/v2/discussions?limit=100", admin),
  );
  const question = list.find((discussion) => discussion.type === "question");
  const discussion = list.find((item) => item.type !== "question") ?? list[0];
  const categories = json<{ categoryID: number; displayAs: string }[]>(
    await get(t.app, "/api/v2/categories?outputFormat=flat&maxDepth=10&limit=500", admin),
  );
  const category = categories.find((item) => item.displayAs === "discussions");
  const byType: Record<string, JsonObject> = {
    discussion: { discussionID: discussion?.discussionID },
    question: { discussionID: question?.discussionID ?? discussion?.discussionID },
    nestedCategoryList: { categoryID: category?.categoryID },
    discussionCategoryPage: { categoryID: category?.categoryID },
  };
  paramsFor = (viewType) => byType[viewType] ?? {};
});
afterAll(() => t.close());

describe.each(files)("documented structure %s", (file) => {
  const doc = JSON.parse(readFileSync(path.join(fixturesDir, file), "utf8")) as DocumentedLayout;

  it("names only modelled widgets and props (nothing dropped)", () => {
    for (const node of widgetNodes(doc.layout)) {
      const schema = widgetSchemas.get(String(node.$hydrate));
      expect(schema, String(node.$hydrate)).toBeDefined();
      if (schema) expect(validatePropsStrictly(schema, ownProps(node)), String(node.$hydrate)).toEqual([]);
    }
  });

  it("hydrates whole, with no error node", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/layouts/hydrate",
      headers: { ...XRW, cookie: admin },
      payload: {
        layoutViewType: doc.layoutViewType,
        layout: doc.layout,
        params: paramsFor(doc.layoutViewType),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const hydrated = json<HydratedLayout>(response);
    expect(hydrated.layout.length).toBeGreaterThan(0);
    expect(components(hydrated.layout)).not.toContain("LayoutError");
  });
});
