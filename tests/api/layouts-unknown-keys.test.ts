// A document with keys the schemas do not model is accepted: each key is dropped from what is saved, and the
// answer names it as a warning (code unknownProperty, field the dotted path of the node and key). Real errors
// still refuse the whole document.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutRevisions, layouts } from "../../src/server/db/schema";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import type { LayoutRevision } from "../../src/types/generated/api/layout-revision";
import { createTestApp, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH", url: string, payload: object) {
  const options: InjectOptions = { method, url, headers: { ...XRW, cookie: admin }, payload };
  return t.app.inject(options);
}

const html = (extra: Record<string, unknown> = {}) => ({
  $hydrate: "react.html",
  html: "<p>Hi</p>",
  ...extra,
});

/** A home document whose one widget carries a key of another format version, and one inside a prop object. */
function documentWithUnknownKeys() {
  return [
    {
      $hydrate: "react.section.1-column",
      children: [
        html({ sparkles: true }),
        { $hydrate: "react.quick-links", title: "Links", containerOptions: { glow: "soft" } },
      ],
    },
  ];
}

const UNKNOWN_FIELDS = ["layout.0.children.0.sparkles", "layout.0.children.1.containerOptions.glow"];

async function storedLayout(layoutID: number) {
  const [row] = await t.database.db.select().from(layouts).where(eq(layouts.layoutID, layoutID));
  return JSON.stringify(row?.layout);
}

describe("unknown keys in a saved layout", () => {
  it("are dropped with a warning when a layout is created", async () => {
    const response = await send("POST", "/api/v2/layouts", {
      name: "From elsewhere",
      layoutViewType: "home",
      layout: documentWithUnknownKeys(),
      titleBar: { $hydrate: "react.titleBar", shimmer: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<LayoutFull>(response);
    expect(created.warnings?.map((w) => w.field).sort()).toEqual([...UNKNOWN_FIELDS, "titleBar.shimmer"]);
    expect(created.warnings?.every((w) => w.code === "unknownProperty")).toBe(true);
    expect(created.warnings?.[0]?.message).toMatch(/^Unknown property "/);
    const stored = await storedLayout(Number(created.layoutID));
    expect(stored).not.toContain("sparkles");
    expect(stored).not.toContain("glow");
    expect(stored).toContain("<p>Hi</p>");
    expect(JSON.stringify(created.titleBar)).not.toContain("shimmer");
  });

  it("are dropped with a warning when a layout is saved directly, and a clean save answers none", async () => {
    const created = json<LayoutFull>(
      await send("POST", "/api/v2/layouts", { name: "Patched", layoutViewType: "home", layout: [] }),
    );
    const id = Number(created.layoutID);
    expect(created).not.toHaveProperty("warnings");
    const response = await send("PATCH", `/api/v2/layouts/${id}`, { layout: documentWithUnknownKeys() });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      json<LayoutFull>(response)
        .warnings?.map((w) => w.field)
        .sort(),
    ).toEqual(UNKNOWN_FIELDS);
    expect(await storedLayout(id)).not.toContain("sparkles");
  });

  it("are kept in a draft and dropped with a warning when it is published", async () => {
    const created = json<LayoutFull>(
      await send("POST", "/api/v2/layouts", { name: "Drafted", layoutViewType: "home", layout: [] }),
    );
    const id = Number(created.layoutID);
    const [first] = await t.database.db
      .select()
      .from(layoutRevisions)
      .where(eq(layoutRevisions.layoutID, id));
    const draft = await send("POST", `/api/v2/layouts/${id}/revisions`, {
      name: "Drafted",
      layout: documentWithUnknownKeys(),
      baseRevisionID: first?.revisionID ?? null,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { revisionID } = json<LayoutRevision>(draft);
    const published = await send("POST", `/api/v2/layouts/${id}/publish`, { revisionID });
    expect(published.statusCode, published.body).toBe(200);
    const revision = json<LayoutRevision>(published);
    expect(revision.warnings?.map((w) => w.field).sort()).toEqual(UNKNOWN_FIELDS);
    expect(JSON.stringify(revision.layout)).not.toContain("sparkles");
    expect(await storedLayout(id)).not.toContain("sparkles");
  });

  it("still refuse nothing but the unknown keys: a real error answers 400 and saves nothing", async () => {
    const response = await send("POST", "/api/v2/layouts", {
      name: "Broken",
      layoutViewType: "home",
      layout: [{ $hydrate: "react.section.1-column", children: [html({ sparkles: true, html: 5 })] }],
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ errors?: Record<string, unknown> }>(response);
    expect(Object.keys(body.errors ?? {})).toEqual(["layout.0.children.0.html"]);
  });

  it("do not stop a preview", async () => {
    const response = await send("POST", "/api/v2/layouts/hydrate", {
      layoutViewType: "home",
      layout: documentWithUnknownKeys(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain("sparkles");
  });
});
