// The Category List page asset (react.asset.categoryList, docs/reference/layout-widgets.md#assets): what the
// categories pages list (the section's top level, or a category's children), its paging from the URL, headings with
// their children, private categories, and that categoryList / nestedCategoryList layouts must hold it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayoutCatalog } from "../../src/server/layouts/catalog-api";
import type { Category } from "../../src/types/generated/api/category";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import { nodes } from "./support/stored-layout";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

interface AssetProps {
  title: string;
  itemData: Category[];
  paging: { page: number; limit: number; total: number };
}

function lookupUrl(recordType: string, recordID: string | number, params: Record<string, unknown> = {}) {
  const extra = Object.entries(params)
    .map(([key, value]) => `&params[${key}]=${encodeURIComponent(String(value))}`)
    .join("");
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=categoryList&recordType=${recordType}&recordID=${recordID}${extra}`;
}

/** The one Category List asset of the page, after checking no widget failed. */
async function asset(url: string, cookie?: string): Promise<AssetProps & { view: string }> {
  const response = await get(t.app, url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const layout = json<HydratedLayout>(response);
  const all = nodes(layout.layout);
  expect(all.filter((node) => node.$reactComponent === "LayoutError").map((n) => n.$reactProps)).toEqual([]);
  const found = all.filter((node) => node.$reactComponent === "CategoryListAsset");
  expect(found).toHaveLength(1);
  return { ...(found[0]?.$reactProps as unknown as AssetProps), view: layout.layoutViewType };
}

const names = (items: Category[]) => items.map((category) => category.urlcode);

const template = (viewType: string) =>
  JSON.parse(readFileSync(path.join(__dirname, `../../layouts/${viewType}.json`), "utf8")) as {
    layout: Record<string, unknown>[];
    titleBar: Record<string, unknown>;
  };

/** The template's layout with the asset's limit changed, to test paging on a small tree. */
function withLimit(viewType: string, limit: number): Record<string, unknown>[] {
  const text = JSON.stringify(template(viewType).layout);
  return JSON.parse(
    text.replace(
      '"$hydrate":"react.asset.categoryList","apiParams":{"limit":30}',
      `"$hydrate":"react.asset.categoryList","apiParams":{"limit":${limit}}`,
    ),
  );
}

async function createLayout(body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/layouts",
    headers: { ...XRW, cookie: admin },
    payload: body,
  });
}

describe("/categories (categoryList)", () => {
  it("lists the section's top-level categories, headings with their children, private ones hidden", async () => {
    const guest = await asset(lookupUrl("siteSection", 0));
    expect(guest.view).toBe("categoryList");
    expect(names(guest.itemData)).toEqual(["announcements", "community", "help", "feedback", "developers"]);
    const heading = guest.itemData.find((category) => category.urlcode === "community");
    expect(heading?.displayAs).toBe("heading");
    expect(names(heading?.children ?? [])).toEqual(["general", "introductions", "off-topic"]);
    expect(guest.paging).toEqual({ page: 1, limit: 30, total: 5 });
    // The template asks for the last post: the loader expands it.
    expect(guest.itemData[0]).toHaveProperty("lastPost");

    const staff = await asset(lookupUrl("siteSection", 0), admin);
    expect(names(staff.itemData)).toContain("staff");
    expect(staff.paging.total).toBe(6);
  });
});

describe("/categories/{id} (nestedCategoryList)", () => {
  it("lists the children of the page's category, with their own children", async () => {
    const help = await asset(lookupUrl("category", "help"));
    expect(help.view).toBe("nestedCategoryList");
    expect(names(help.itemData)).toEqual(["getting-started", "troubleshooting", "how-to"]);
    const troubleshooting = help.itemData.find((category) => category.urlcode === "troubleshooting");
    expect(names(troubleshooting?.children ?? [])).toEqual(["installation", "performance", "integrations"]);
    const developers = await categoryIDByUrlcode(t.database.db, "developers");
    expect(names((await asset(lookupUrl("category", developers))).itemData)).toEqual(["api", "themes"]);
  });
});

describe("paging", () => {
  it("pages the top level by the URL's page with the asset's limit", async () => {
    const layoutIDs: number[] = [];
    for (const view of ["categoryList", "nestedCategoryList"]) {
      const created = await createLayout({
        name: "Two per page",
        layoutViewType: view,
        layout: withLimit(view, 2),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { layoutID } = created.json<{ layoutID: number }>();
      layoutIDs.push(layoutID);
      const applied = await t.app.inject({
        method: "PUT",
        url: `/api/v2/layouts/${layoutID}/views`,
        headers: { ...XRW, cookie: admin },
        payload: [{ recordType: "global", recordID: -1 }],
      });
      expect(applied.statusCode, applied.body).toBe(201);
    }

    const first = await asset(lookupUrl("siteSection", 0));
    expect(names(first.itemData)).toEqual(["announcements", "community"]);
    expect(first.paging).toEqual({ page: 1, limit: 2, total: 5 });
    const third = await asset(lookupUrl("siteSection", 0, { page: 3 }));
    expect(names(third.itemData)).toEqual(["developers"]);
    expect(third.paging).toEqual({ page: 3, limit: 2, total: 5 });
    // Past the end: an empty page, not an error.
    expect((await asset(lookupUrl("siteSection", 0, { page: 9 }))).itemData).toEqual([]);
    // /categories/{id}/p{page}: the category route carries the page too.
    const help = await asset(lookupUrl("category", "help", { page: 2 }));
    expect(names(help.itemData)).toEqual(["how-to"]);
    expect(help.paging).toEqual({ page: 2, limit: 2, total: 3 });

    for (const layoutID of layoutIDs) {
      await t.app.inject({
        method: "DELETE",
        url: `/api/v2/layouts/${layoutID}/views`,
        headers: { ...XRW, cookie: admin },
      });
    }
  });
});

describe("a required asset", () => {
  it("is listed for the category view types only", async () => {
    for (const view of ["categoryList", "nestedCategoryList", "discussionCategoryPage"]) {
      const catalog = json<LayoutCatalog>(await get(t.app, `/api/v2/layouts/catalog?layoutViewType=${view}`));
      expect(catalog.assets["react.asset.categoryList"], view).toMatchObject({
        isRequired: true,
        $reactComponent: "CategoryListAsset",
        name: "Category List",
      });
      expect(catalog.sections["react.section.2-columns"]?.allowedWidgetIDs).toContain(
        "react.asset.categoryList",
      );
    }
    const home = json<LayoutCatalog>(await get(t.app, "/api/v2/layouts/catalog?layoutViewType=home"));
    expect(home.assets["react.asset.categoryList"]).toBeUndefined();
    expect(home.widgets["react.asset.categoryList"]).toBeUndefined();
  });

  it("must be in a saved categoryList layout; the templates hold it", async () => {
    const missing = await createLayout({
      name: "No list",
      layoutViewType: "nestedCategoryList",
      layout: [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.quick-links" }] }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("react.asset.categoryList");
    for (const view of ["categoryList", "nestedCategoryList", "discussionCategoryPage"]) {
      const { layout, titleBar } = template(view);
      const saved = await createLayout({ name: `Copy of ${view}`, layoutViewType: view, layout, titleBar });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  });
});
