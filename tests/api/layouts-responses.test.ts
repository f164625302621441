// The layout routes answer through Fastify response schemas (src/server/http/layout-responses.ts), which drop keys
// the schema does not name. Each answer must be exactly what the route computed: compared here with the same
// data built without the serialiser, for every shape (hydrated layouts, redirects, full layouts, lists, views,
// catalogue, assets).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerForUser } from "../../src/server/auth/viewer";
import { buildLayoutCatalog } from "../../src/server/layouts/catalog-api";
import { lookupHydrate } from "../../src/server/layouts/hydrate-layout";
import { getLayout, listLayouts, parseLayoutRef } from "../../src/server/layouts/store";
import type { LayoutQuery } from "../../src/types/generated/layout/layout-query";
import { createTestApp, get, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

/** What JSON.stringify would have sent: the handler's value without the schema in between. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

async function body(url: string, cookie?: string): Promise<unknown> {
  const response = await get(t.app, url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const QUERIES: LayoutQuery[] = [
  { layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} },
  { layoutViewType: "discussionList", recordType: "siteSection", recordID: 0, params: { sort: "-score" } },
  { layoutViewType: "categoryList", recordType: "siteSection", recordID: 0, params: {} },
  { layoutViewType: "categoryList", recordType: "category", recordID: "general", params: {} },
  { layoutViewType: "discussion", recordType: "discussion", recordID: 1, params: {} },
  { layoutViewType: "customPage", recordType: "customPage", recordID: 1, params: {} },
  // The French section's home (a stored layout), and a category asked for under the wrong section (a redirect).
  { layoutViewType: "home", recordType: "siteSection", recordID: 1, params: {} },
  { layoutViewType: "categoryList", recordType: "category", recordID: "help", params: { siteSectionID: 1 } },
];

function lookupUrl(query: LayoutQuery): string {
  const params = Object.entries(query.params)
    .map(([key, value]) => `&params[${key}]=${encodeURIComponent(String(value))}`)
    .join("");
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${query.layoutViewType}&recordType=${query.recordType}&recordID=${query.recordID}${params}`;
}

describe("hydrated layouts", () => {
  it.each(QUERIES.map((query) => [`${query.layoutViewType} ${query.recordType} ${query.recordID}`, query]))(
    "lookup-hydrate %s loses nothing",
    async (_name, query) => {
      const services = { db: t.database.db, viewer: await viewerForUser(t.database.db, null) };
      const expected = plain(await lookupHydrate(services, t.app.siteConfig, query as LayoutQuery));
      expect(await body(lookupUrl(query as LayoutQuery))).toEqual(expected);
    },
  );

  it("answers a redirect as exactly a redirect", async () => {
    const redirect = await body(
      "/api/v2/layouts/lookup-hydrate?layoutViewType=categoryList&recordType=category&recordID=help&params[siteSectionID]=1",
    );
    expect(redirect).toEqual({ redirectTo: "/categories/help", status: 301 });
  });

  it("GET /layouts/{id}/hydrate and POST /layouts/hydrate keep every node key", async () => {
    const byID = (await body("/api/v2/layouts/categoryList/hydrate", admin)) as { layout: unknown[] };
    const services = { db: t.database.db, viewer: await viewerForUser(t.database.db, null) };
    const looked = plain(
      await lookupHydrate(services, t.app.siteConfig, {
        layoutViewType: "categoryList",
        recordType: "siteSection",
        recordID: 0,
        params: {},
      }),
    ) as { layout: unknown[] };
    // Same template, admin vs guest: the same node structure and components.
    expect(JSON.stringify(byID.layout).match(/\$reactComponent/g)?.length).toBe(
      JSON.stringify(looked.layout).match(/\$reactComponent/g)?.length,
    );
    const preview = await t.app.inject({
      method: "POST",
      url: "/api/v2/layouts/hydrate",
      headers: { ...XRW, cookie: admin },
      payload: {
        layoutViewType: "home",
        layout: [
          {
            $hydrate: "react.section.1-column",
            $editorID: "s1",
            children: [
              {
                $hydrate: "react.quick-links",
                $editorID: "w1",
                $middleware: { visibility: { device: "mobile" } },
              },
            ],
          },
        ],
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const section = preview.json<{ layout: Record<string, unknown>[] }>().layout[0] as {
      $reactProps: { children: Record<string, unknown>[] };
    };
    const widget = section.$reactProps.children[0];
    expect(widget).toMatchObject({
      $reactComponent: "QuickLinks",
      $middleware: { visibility: { device: "mobile" } },
    });
    const links = (widget?.$reactProps as { links?: unknown[] } | undefined)?.links ?? [];
    expect(links.length).toBeGreaterThan(0);
  });

  it("hydrate-assets answers js and css lists", async () => {
    const assets = (await body("/api/v2/layouts/home/hydrate-assets")) as Record<string, unknown>;
    expect(Object.keys(assets).sort()).toEqual(["css", "js"]);
  });
});

describe("layouts, views and the catalogue", () => {
  it("GET /layouts/{id} answers the stored layout whole, template or stored", async () => {
    for (const id of ["home", "categoryList", "1", "2"]) {
      const expected = plain(await getLayout(t.database.db, parseLayoutRef(id)));
      expect(await body(`/api/v2/layouts/${id}`, admin), id).toEqual(expected);
    }
  });

  it("GET /layouts lists every layout with its metadata, and its views when expanded", async () => {
    expect(await body("/api/v2/layouts", admin)).toEqual(plain(await listLayouts(t.database.db)));
    const expanded = (await body("/api/v2/layouts?expand=all", admin)) as {
      layoutID: unknown;
      layoutViews: unknown[];
    }[];
    expect(expanded.every((layout) => Array.isArray(layout.layoutViews))).toBe(true);
    const stored = expanded.find((layout) => layout.layoutID === 2);
    expect(stored?.layoutViews).toEqual([expect.objectContaining({ recordType: "customPage", recordID: 1 })]);
  });

  it("POST and PATCH answer the full layout", async () => {
    const layout = [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.quick-links" }] }];
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v2/layouts",
      headers: { ...XRW, cookie: admin },
      payload: { name: "Responses", layoutViewType: "home", layout },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { layoutID } = created.json<{ layoutID: number }>();
    expect(created.json()).toEqual(plain(await getLayout(t.database.db, parseLayoutRef(String(layoutID)))));
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/layouts/${layoutID}`,
      headers: { ...XRW, cookie: admin },
      payload: { name: "Responses 2" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual(plain(await getLayout(t.database.db, parseLayoutRef(String(layoutID)))));
  });

  it("views keep their record when expanded", async () => {
    const views = (await body("/api/v2/layouts/2/views?expand=record", admin)) as Record<string, unknown>[];
    expect(views).toEqual([
      expect.objectContaining({
        layoutID: 2,
        recordType: "customPage",
        record: { name: "Community Guidelines", url: "/community-guidelines" },
      }),
    ]);
  });

  it.each(["all", "home", "categoryList", "discussion"])(
    "the %s catalogue is answered whole",
    async (view) => {
      expect(await body(`/api/v2/layouts/catalog?layoutViewType=${view}`)).toEqual(
        plain(buildLayoutCatalog(view)),
      );
    },
  );
});
