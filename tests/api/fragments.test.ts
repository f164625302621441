// Custom fragments: sources served for active fragments only, with the right content types, and widget nodes
// naming a fragment get its URLs after hydration (inactive, unknown and built-in ones are left out); the list a
// layout author chooses from (GET /fragments, site.manage), by type and status.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fragments, layouts, layoutViews } from "../../src/server/db/schema";
import { GUIDELINES_CALLOUT_FRAGMENT } from "../../src/server/db/seed/demo-fragments";
import type { Fragment } from "../../src/types/generated/api/fragment";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

let t: TestApp;
const ACTIVE = "3f1c2a9e-active";
const DRAFT = "3f1c2a9e-draft";
const JS = "export default function Banner(props) { return props.title; }";

const html = (name: string, uuid: string) => ({
  $hydrate: "react.html",
  name,
  html: "<p>built-in</p>",
  $fragmentImpls: { HtmlFragment: { fragmentUUID: uuid } },
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(fragments).values([
    {
      fragmentUUID: ACTIVE,
      fragmentType: "HtmlFragment",
      name: "Fancy",
      js: JS,
      css: ".x{color:red}",
      insertUserID: 1,
    },
    {
      fragmentUUID: DRAFT,
      fragmentType: "HtmlFragment",
      name: "Draft",
      js: JS,
      status: "draft",
      insertUserID: 1,
    },
  ]);
  const [stored] = await db
    .insert(layouts)
    .values({
      name: "Fragments",
      layoutViewType: "home",
      insertUserID: 1,
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            html("active", ACTIVE),
            html("draft", DRAFT),
            html("system", "system"),
            html("unknown", "nope"),
          ],
        },
      ],
    })
    .returning();
  await db.insert(layoutViews).values({
    layoutID: String(stored?.layoutID),
    layoutViewType: "home",
    recordType: "global",
    recordID: -1,
    insertUserID: 1,
  });
});
afterAll(() => t.close());

describe("fragment sources", () => {
  it("serves an active fragment's JS as JavaScript and its CSS as CSS", async () => {
    const js = await get(t.app, `/api/v2/fragments/${ACTIVE}/js`);
    expect(js.statusCode).toBe(200);
    expect(js.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(js.body).toBe(JS);
    const css = await get(t.app, `/api/v2/fragments/${ACTIVE}/css`);
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.body).toBe(".x{color:red}");
  });

  it("answers 404 for draft and unknown fragments, 400 for a malformed id", async () => {
    expect((await get(t.app, `/api/v2/fragments/${DRAFT}/js`)).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/fragments/unknown/css")).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/fragments/a%20b/js")).statusCode).toBe(400);
  });
});

describe("GET /fragments", () => {
  const list = async (query: string) => {
    const response = await get(t.app, `/api/v2/fragments${query}`, await signIn(t.app, "admin"));
    expect(response.statusCode, response.body).toBe(200);
    return json<Fragment[]>(response);
  };

  it("lists the fragments of a type and status, with their source URLs, never their sources", async () => {
    const active = await list("?fragmentType=HtmlFragment&status=active");
    expect(active).toEqual([
      {
        fragmentUUID: ACTIVE,
        fragmentType: "HtmlFragment",
        name: "Fancy",
        status: "active",
        insertUserID: 1,
        dateInserted: expect.any(String),
        dateUpdated: null,
        jsUrl: `/api/v2/fragments/${ACTIVE}/js`,
        cssUrl: `/api/v2/fragments/${ACTIVE}/css`,
      },
    ]);
    expect((await list("?fragmentType=HtmlFragment")).map((fragment) => fragment.name)).toEqual([
      "Draft",
      "Fancy",
    ]);
    expect((await list("?status=draft")).map((fragment) => fragment.fragmentUUID)).toEqual([DRAFT]);
    // Every type without a filter: the demo's call-to-action fragment too.
    const all = (await list("")).map((fragment) => fragment.fragmentUUID);
    expect(all).toEqual(expect.arrayContaining([ACTIVE, DRAFT, GUIDELINES_CALLOUT_FRAGMENT.fragmentUUID]));
    expect(await list("?fragmentType=BannerFragment")).toEqual([]);
  });

  it("needs site.manage, and refuses a malformed query", async () => {
    expect((await get(t.app, "/api/v2/fragments")).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/fragments", await signIn(t.app, "member"))).statusCode).toBe(403);
    const admin = await signIn(t.app, "admin");
    expect((await get(t.app, "/api/v2/fragments?status=deleted", admin)).statusCode).toBe(400);
    expect((await get(t.app, "/api/v2/fragments?fragmentType=a%20b", admin)).statusCode).toBe(400);
  });
});

describe("hydrated $fragmentImpls", () => {
  it("names the active fragment's URLs on the node and leaves the rest out", async () => {
    const response = await get(
      t.app,
      "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0",
    );
    expect(response.statusCode, response.body).toBe(200);
    const [section] = json<HydratedLayout>(response).layout;
    const byName = new Map(
      ((section?.$reactProps.children ?? []) as HydratedNode[]).map((node) => [node.$reactProps.name, node]),
    );
    expect(byName.get("active")?.$fragmentImpls).toEqual({
      HtmlFragment: {
        fragmentUUID: ACTIVE,
        jsUrl: `/api/v2/fragments/${ACTIVE}/js`,
        cssUrl: `/api/v2/fragments/${ACTIVE}/css`,
      },
    });
    for (const name of ["draft", "system", "unknown"]) {
      expect(byName.get(name)).toBeDefined();
      expect(byName.get(name)).not.toHaveProperty("$fragmentImpls");
    }
    expect(byName.get("active")?.$reactProps).not.toHaveProperty("$fragmentImpls");
  });
});

describe("hydrate-assets", () => {
  it("lists the fragment's JS and CSS among the layout's assets", async () => {
    const response = await get(
      t.app,
      "/api/v2/layouts/lookup-hydrate-assets?layoutViewType=home&recordType=siteSection&recordID=0",
    );
    expect(response.statusCode, response.body).toBe(200);
    const assets = json<{ js: string[]; css: string[] }>(response);
    expect(assets.js).toContain(`/api/v2/fragments/${ACTIVE}/js`);
    expect(assets.css).toContain(`/api/v2/fragments/${ACTIVE}/css`);
    expect(assets.js.some((url) => url.includes(DRAFT))).toBe(false);
  });
});
