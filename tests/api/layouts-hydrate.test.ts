// GET /layouts/{id}/hydrate, POST /layouts/hydrate (previews) and the hydrate-assets routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir } from "../../src/server/web/index-html";
import { layoutChunkFiles, readWidgetChunks } from "../../src/server/web/preload";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutAssets } from "../../src/types/generated/api/layout-assets";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
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

const lookupQuery = "layoutViewType=home&recordType=siteSection&recordID=0";

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: "POST", url, headers: cookie ? { ...XRW, cookie } : XRW, payload });
}

const banner = {
  $hydrate: "react.section.full-width",
  children: [
    {
      $hydrate: "react.app-banner",
      titleType: "static",
      title: { $hydrate: "param", ref: "siteSection/name" },
    },
  ],
};

describe("GET /layouts/{id}/hydrate", () => {
  it("hydrates a template for any viewer exactly as lookup-hydrate does", async () => {
    for (const cookie of [undefined, member]) {
      const byID = await get(t.app, "/api/v2/layouts/home/hydrate", cookie);
      expect(byID.statusCode, byID.body).toBe(200);
      const lookup = await get(t.app, `/api/v2/layouts/lookup-hydrate?${lookupQuery}`, cookie);
      expect(json<HydratedLayout>(byID)).toEqual(json<HydratedLayout>(lookup));
    }
  });

  it("hydrates a stored layout, with page params, and answers 404 / 400 for unknown layouts and bad params", async () => {
    const created = await post(
      "/api/v2/layouts",
      { name: "Hydrated", layoutViewType: "home", layout: [banner] },
      admin,
    );
    const { layoutID } = json<LayoutFull>(created);
    const hydrated = json<HydratedLayout>(await get(t.app, `/api/v2/layouts/${layoutID}/hydrate`));
    expect(hydrated).toMatchObject({ layoutID, isDefault: false, layoutViewType: "home" });
    expect(hydrated.layout[0]?.$reactComponent).toBe("SectionFullWidth");
    const [node] = (hydrated.layout[0]?.$reactProps.children ?? []) as HydratedLayout["layout"];
    expect(node?.$reactProps.title).toBe("Quorum Community");
    expect((await get(t.app, "/api/v2/layouts/999999/hydrate")).statusCode).toBe(404);
    const badParams = await get(t.app, "/api/v2/layouts/discussionList/hydrate?params[sort]=sideways");
    expect(badParams.statusCode).toBe(400);
  });
});

describe("POST /layouts/hydrate", () => {
  it("hydrates an unsaved document for a preview (site.manage)", async () => {
    const body = { layoutViewType: "home", layout: [banner], params: {} };
    expect((await post("/api/v2/layouts/hydrate", body)).statusCode).toBe(401);
    expect((await post("/api/v2/layouts/hydrate", body, member)).statusCode).toBe(403);
    const response = await post("/api/v2/layouts/hydrate", body, admin);
    expect(response.statusCode, response.body).toBe(200);
    const preview = json<HydratedLayout>(response);
    expect(preview.layout).toHaveLength(1);
    expect(preview.titleBar.$reactComponent).toBe("TitleBar");
  });

  it("validates the document first", async () => {
    const response = await post(
      "/api/v2/layouts/hydrate",
      { layoutViewType: "home", layout: [{ $hydrate: "react.app-banner" }] },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.["layout.0.$hydrate"]).toBeDefined();
  });
});

describe("hydrate-assets", () => {
  it("answers the chunks of the components the layout renders, publicly cacheable, by id and by lookup", async () => {
    const byID = await get(t.app, "/api/v2/layouts/home/hydrate-assets");
    expect(byID.statusCode, byID.body).toBe(200);
    expect(byID.headers["cache-control"]).toMatch(/^public/);
    const assets = json<LayoutAssets>(byID);
    const hydrated = json<HydratedLayout>(await get(t.app, `/api/v2/layouts/lookup-hydrate?${lookupQuery}`));
    const expected = layoutChunkFiles([hydrated.titleBar, ...hydrated.layout], readWidgetChunks(clientDir));
    expect(assets).toEqual({ js: expected.js.map((f) => `/${f}`), css: expected.css.map((f) => `/${f}`) });
    const byLookup = await get(t.app, `/api/v2/layouts/lookup-hydrate-assets?${lookupQuery}`);
    expect(byLookup.headers["cache-control"]).toMatch(/^public/);
    expect(json<LayoutAssets>(byLookup)).toEqual(assets);
  });
});

describe("title bar navigation", () => {
  async function navNames(cookie?: string): Promise<string[]> {
    const response = await get(t.app, `/api/v2/layouts/lookup-hydrate?${lookupQuery}`, cookie);
    const layout = json<HydratedLayout>(response);
    const items = layout.titleBar.$reactProps.navigationItems as { name: string }[];
    return items.map((item) => item.name);
  }

  it("shows managers the way into the layout editor, and nobody else", async () => {
    // The demo's navigation (src/server/db/seed/demo-site.ts): the built-in items, Community's mega menu and the
    // knowledge base and the groups.
    expect(await navNames(admin)).toEqual([
      "Posts",
      "Categories",
      "Community",
      "Knowledge Base",
      "Groups",
      "Layouts",
    ]);
    expect(await navNames(member)).toEqual(["Posts", "Categories", "Community", "Knowledge Base", "Groups"]);
    expect(await navNames()).toEqual(["Posts", "Categories", "Community", "Knowledge Base", "Groups"]);
  });
});
