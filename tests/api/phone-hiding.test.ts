// Hiding on phones (docs/reference/layout-documents.md#hiding-on-phones): a request the server knows comes from a phone
// (Sec-CH-UA-Mobile: ?1, or a phone's User-Agent) gets a layout without the nodes hidden on mobile — in its HTML page,
// in lookup-hydrate, and from the guest cache, which keys such answers by the device class; every other request gets
// every node. Layout answers say they vary by both headers. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import { json, signIn, type TestApp } from "./support/app";
import { cacheStatus, createCachedApp, send, written } from "./support/guest-cache";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const TABLET_UA =
  "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

let t: TestApp;
let admin: string;
let layoutID = 0;

const html = (name: string, device?: string) => ({
  $hydrate: "react.html",
  name,
  html: `<p>${name}</p>`,
  ...(device ? { $middleware: { visibility: { device } } } : {}),
});

beforeAll(async () => {
  t = await createCachedApp();
  admin = await signIn(t.app, "admin");
  const created = await written(
    send(t.app, "POST", "/api/v2/layouts", admin, {
      name: "Phone probe home",
      layoutViewType: "home",
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [html("everyone-probe"), html("wide-probe", "desktop"), html("phone-probe", "mobile")],
        },
        {
          $hydrate: "react.section.1-column",
          $middleware: { visibility: { device: "tablet" } },
          children: [html("tablet-section-probe")],
        },
      ],
    }),
  );
  layoutID = Number(json<LayoutFull>(created).layoutID);
  await written(
    send(t.app, "PUT", `/api/v2/layouts/${layoutID}/views`, admin, [{ recordType: "global", recordID: -1 }]),
  );
});
afterAll(async () => {
  await send(t.app, "PUT", `/api/v2/layouts/${layoutID}/views`, admin, []);
  await t.close();
});

function get(url: string, headers: Record<string, string>, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "GET", url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

const LOOKUP = "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0";
const HIDDEN_ON_MOBILE = ["wide-probe", "tablet-section-probe"];

function expectPhoneLayout(body: string) {
  expect(body).toContain("everyone-probe");
  expect(body).toContain("phone-probe");
  for (const name of HIDDEN_ON_MOBILE) expect(body).not.toContain(name);
}

function expectWholeLayout(body: string) {
  for (const name of ["everyone-probe", "phone-probe", ...HIDDEN_ON_MOBILE]) expect(body).toContain(name);
}

describe("a phone's layout", () => {
  it("leaves out of the HTML page and lookup-hydrate what is hidden on mobile, for a Sec-CH-UA-Mobile phone", async () => {
    for (const url of ["/", LOOKUP]) {
      const response = await get(url, { "sec-ch-ua-mobile": "?1", "user-agent": DESKTOP_UA });
      expect(response.statusCode, response.body).toBe(200);
      expectPhoneLayout(response.body);
    }
  });

  it("does the same for a phone's User-Agent without client hints, a member's page included", async () => {
    expectPhoneLayout((await get("/", { "user-agent": PHONE_UA })).body);
    expectPhoneLayout((await get(LOOKUP, { "user-agent": PHONE_UA }, admin)).body);
  });

  it("gives a desktop, a tablet, an unknown device and a hint of ?0 every node", async () => {
    const devices: Record<string, string>[] = [
      { "user-agent": DESKTOP_UA },
      { "user-agent": TABLET_UA },
      {},
      { "sec-ch-ua-mobile": "?0", "user-agent": PHONE_UA },
    ];
    for (const headers of devices) {
      expectWholeLayout((await get("/", headers)).body);
      expectWholeLayout((await get(LOOKUP, headers)).body);
    }
  });

  it("says that layout answers vary by Sec-CH-UA-Mobile and User-Agent, and other reads do not", async () => {
    for (const url of [
      "/",
      LOOKUP,
      "/api/v2/layouts/lookup-hydrate-assets?layoutViewType=home&recordType=siteSection&recordID=0",
    ]) {
      const vary = String((await get(url, { "user-agent": PHONE_UA })).headers.vary ?? "").toLowerCase();
      expect(vary, url).toContain("sec-ch-ua-mobile");
      expect(vary, url).toContain("user-agent");
    }
    const plain = String((await get("/api/v2/discussions?limit=1", {})).headers.vary ?? "").toLowerCase();
    expect(plain).not.toContain("user-agent");
  });
});

describe("the guest cache", () => {
  it("keeps a phone's answer and everyone else's apart, and serves each from memory", async () => {
    const page = "/discussions?probe=phone";
    const phone = (url: string) => get(url, { "user-agent": PHONE_UA });
    const desktop = (url: string) => get(url, { "user-agent": DESKTOP_UA });
    expect(cacheStatus(await phone(page))).toBe("miss");
    expect(cacheStatus(await desktop(page))).toBe("miss");
    expect(cacheStatus(await phone(page))).toBe("hit");
    expect(cacheStatus(await desktop(page))).toBe("hit");
    expect(cacheStatus(await get(page, { "sec-ch-ua-mobile": "?1" }))).toBe("hit");
    // Each device class gets its own layout back from memory.
    await phone(LOOKUP);
    await desktop(LOOKUP);
    const [phoneHit, desktopHit] = [await phone(LOOKUP), await desktop(LOOKUP)];
    expect([cacheStatus(phoneHit), cacheStatus(desktopHit)]).toEqual(["hit", "hit"]);
    expectPhoneLayout(phoneHit.body);
    expectWholeLayout(desktopHit.body);
  });
});
