// The sign-in, register and sign-out addresses (docs/reference/routes.md#links-the-product-builds: /entry/... by
// default, configurable; Register hidden when no registration address is set): the site config's values, the config
// keys that override them through PATCH /config (validated, settings.manage only), and where they reach the pages:
// the title bar, the guest call to action and the inlined page state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const HOME = "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0";
const ENTRY_KEYS = "entry.signInUrl,entry.registerUrl,entry.signOutUrl";

async function homeLayout(t: TestApp): Promise<HydratedLayout> {
  const response = await get(t.app, HOME);
  expect(response.statusCode, response.body).toBe(200);
  return json<HydratedLayout>(response);
}

async function titleBar(t: TestApp): Promise<TitleBarHydrated> {
  return (await homeLayout(t)).titleBar.$reactProps as unknown as TitleBarHydrated;
}

function findNodes(nodes: unknown, component: string): HydratedNode[] {
  if (Array.isArray(nodes)) return nodes.flatMap((node) => findNodes(node, component));
  if (!nodes || typeof nodes !== "object") return [];
  const node = nodes as HydratedNode;
  const own = node.$reactComponent === component ? [node] : [];
  return [...own, ...Object.values(node).flatMap((value) => findNodes(value, component))];
}

function inlinedSite(html: string): { entryUrls?: unknown } {
  const match = html.match(/<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error("no inlined state");
  return (JSON.parse(match[1]) as { site: { entryUrls?: unknown } }).site;
}

describe("entry addresses by default", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  });
  afterAll(() => t.close());

  it("are the built-in pages everywhere: config, title bar, guest call to action, inlined state", async () => {
    const defaults = {
      signInUrl: "/entry/signin",
      registerUrl: "/entry/register",
      signOutUrl: "/entry/signout",
    };
    expect(json(await get(t.app, `/api/v2/config?select=${ENTRY_KEYS}`))).toEqual({
      "entry.signInUrl": "/entry/signin",
      "entry.registerUrl": "/entry/register",
      "entry.signOutUrl": "/entry/signout",
    });
    expect(await titleBar(t)).toMatchObject(defaults);
    const [cta] = findNodes((await homeLayout(t)).layout, "GuestCallToActionWidget");
    expect(cta?.$reactProps).toMatchObject({ signInUrl: "/entry/signin", registerUrl: "/entry/register" });
    expect(inlinedSite((await get(t.app, "/no/such/page")).body).entryUrls).toEqual(defaults);
  });

  it("follow PATCH /config at once, and an empty registration address hides Register", async () => {
    const admin = await signIn(t.app, "admin");
    const patch = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...XRW, cookie: admin },
      payload: {
        "entry.signInUrl": "https://sso.example.com/login",
        "entry.registerUrl": "",
        "entry.signOutUrl": "/sso/signout",
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(json(patch)).toEqual({
      "entry.signInUrl": "https://sso.example.com/login",
      "entry.registerUrl": "",
      "entry.signOutUrl": "/sso/signout",
    });
    expect(await titleBar(t)).toMatchObject({
      signInUrl: "https://sso.example.com/login",
      registerUrl: null,
      signOutUrl: "/sso/signout",
    });
    const [cta] = findNodes((await homeLayout(t)).layout, "GuestCallToActionWidget");
    expect(cta?.$reactProps).toMatchObject({ signInUrl: "https://sso.example.com/login", registerUrl: null });
    expect(inlinedSite((await get(t.app, "/")).body).entryUrls).toEqual({
      signInUrl: "https://sso.example.com/login",
      registerUrl: null,
      signOutUrl: "/sso/signout",
    });
  });

  it("refuses addresses that are neither a path on this site nor http(s), with errors by field", async () => {
    const admin = await signIn(t.app, "admin");
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...XRW, cookie: admin }, payload });
    for (const bad of ["javascript:alert(1)", "//evil.example", "relative/path", ""]) {
      const response = await patch({ "entry.signInUrl": bad });
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(json<ErrorBody>(response).errors ?? {})).toEqual(["entry.signInUrl"]);
    }
    expect((await patch({ "entry.signOutUrl": "" })).statusCode).toBe(400);
    expect((await patch({ "entry.registerUrl": "mailto:join@example.com" })).statusCode).toBe(400);
  });

  it("are changed by settings managers only", async () => {
    const member = await signIn(t.app, "member");
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...XRW, cookie: member },
      payload: { "entry.registerUrl": "/join" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("entry addresses from the site config", () => {
  it("replace the defaults, and GET /config reports them", async () => {
    const t = await createTestApp({
      siteConfig: {
        signInUrl: "/login",
        registerUrl: "https://accounts.example.com/join",
        signOutUrl: "/logout",
      },
    });
    try {
      expect(await titleBar(t)).toMatchObject({
        signInUrl: "/login",
        registerUrl: "https://accounts.example.com/join",
        signOutUrl: "/logout",
      });
      expect(json(await get(t.app, `/api/v2/config?select=${ENTRY_KEYS}`))).toEqual({
        "entry.signInUrl": "/login",
        "entry.registerUrl": "https://accounts.example.com/join",
        "entry.signOutUrl": "/logout",
      });
    } finally {
      await t.close();
    }
  });

  it("with registration closed, count the built-in register page as no address, but keep another site's", async () => {
    const closed = await createTestApp({ siteConfig: { registrationEnabled: false } });
    const external = await createTestApp({
      siteConfig: { registrationEnabled: false, registerUrl: "https://accounts.example.com/join" },
    });
    try {
      expect((await titleBar(closed)).registerUrl).toBeNull();
      expect((await titleBar(external)).registerUrl).toBe("https://accounts.example.com/join");
    } finally {
      await closed.close();
      await external.close();
    }
  });
});
