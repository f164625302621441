// Issue 11 items 6 and 7: the site's feeds carry the sanitized rendering of posts (never their source) as HTML a
// reader may show, and every absolute URL the server writes (feeds, pages, mails) comes from the configured public
// address, whatever Host or X-Forwarded-Host a request claims.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSource } from "../../src/server/format/render";
import { publicOrigin, resolvePublicUrl } from "../../src/server/public-url";
import { escapeXml, renderRss } from "../../src/server/services/rss/render-rss";
import type { SiteFeed } from "../../src/server/services/site-feed";
import { webPages } from "../../src/server/web/pages";
import { XSS_CORPUS } from "../factories/xss-corpus";
import { createTestApp, get, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import { executableMarkup, readFeed } from "./support/feed-reader";
import { readMails } from "./support/mail";

const PUBLIC_URL = "https://forum.example";
const EVIL = "evil.example";
const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

/** The audit's body: a reader showing the description as HTML ran it. */
const AUDIT_PAYLOAD = "see <img src=x onerror=alert(document.domain)//";
/** Bodies that try to end the description's CDATA section and write feed markup or HTML after it. */
const CDATA_BREAKOUTS = [
  "]]><img src=x onerror=alert(1)>",
  "]]></description><script>alert(1)</script><description>",
  "```\n]]><script>alert(1)</script>\n```",
  `<a href="/x" title="]]><img src=x onerror=alert(1)>">x</a>`,
  "<code>]]&gt;&lt;img src=x onerror=alert(1)&gt;</code>",
];
const FORMATS = ["markdown", "text", "html"] as const;

let t: TestApp;
let member: string;

/** Every test request claims to be for another host, directly and through a proxy's headers. */
const FORGED = {
  host: EVIL,
  "x-forwarded-host": EVIL,
  "x-forwarded-proto": "https",
  "x-forwarded-for": "1.2.3.4",
};

function forgedGet(url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "GET", url, headers: cookie ? { ...FORGED, cookie } : FORGED });
}

function forgedPost(url: string, payload: object, cookie?: string): Promise<LightMyRequestResponse> {
  const headers = { ...FORGED, ...XRW, ...(cookie ? { cookie } : {}) };
  return t.app.inject({ method: "POST", url: `/api/v2${url}`, headers, payload });
}

function expectNoForgedHost(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.body, what).not.toContain(EVIL);
  expect(JSON.stringify(response.headers), what).not.toContain(EVIL);
}

beforeAll(async () => {
  // Trusting the proxy is the case where X-Forwarded-Host reaches request.host: it must not matter either.
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    trustProxy: true,
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })],
  });
  member = await signIn(t.app, "member");
  const general = await categoryIDByUrlcode(t.database.db, "general");
  const bodies = [AUDIT_PAYLOAD, ...CDATA_BREAKOUTS];
  for (const [index, body] of bodies.entries()) {
    for (const format of FORMATS) {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/v2/discussions",
        headers: { ...XRW, cookie: member },
        payload: { categoryID: general, name: `Feed payload ${index} as ${format}`, body, format },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  }
});
afterAll(() => t.close());

describe("issue 11 item 6: XSS through the RSS feeds", () => {
  it("the positive control: the audit's feed (the body escaped once, as text) is executable to a reader", () => {
    const item = `<item><title>a</title><link>b</link><description>${escapeXml(AUDIT_PAYLOAD)}</description></item>`;
    const audited = readFeed(`<rss><channel><link>c</link>${item}</channel></rss>`);
    expect(executableMarkup(["inert", audited.items[0]?.descriptionHtml ?? ""])).toEqual([
      "1: img[src=x]",
      "1: img[onerror]",
    ]);
  });

  it("puts the sanitized rendering in each description, which a reader finds inert", async () => {
    for (const url of ["/discussions/feed.rss", "/categories/general/feed.rss"]) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      const feed = readFeed(response.body);
      const payloadItems = feed.items.filter((item) => item.title.startsWith("Feed payload"));
      expect(payloadItems.length).toBe((1 + CDATA_BREAKOUTS.length) * FORMATS.length);
      expect(executableMarkup(feed.items.map((item) => item.descriptionHtml))).toEqual([]);
      // The audit's text body is there, as text: the reader shows it rather than running it.
      const audit = payloadItems.find((item) => item.title === "Feed payload 0 as text");
      expect(audit?.descriptionHtml).toContain("see &lt;img src=x onerror=alert(document.domain)//");
    }
  });

  it("keeps the feed one well-formed document: a body's ]]> never ends the description early", async () => {
    const xml = (await get(t.app, "/discussions/feed.rss")).body;
    const feed = readFeed(xml);
    // One description per item and no stray element: what the XML parser sees is what the server wrote.
    expect(xml.match(/<description>/g)?.length).toBe(feed.items.length + 1);
    expect(feed.items.length).toBe(30);
    for (const item of feed.items) expect(item.descriptionHtml).not.toContain("</description>");
  });

  it("makes the description's links and images absolute, on the public address", async () => {
    const feed = readFeed((await get(t.app, "/discussions/feed.rss")).body);
    const linked = feed.items.find((item) => item.descriptionHtml.includes("<a "));
    expect(linked?.descriptionHtml).toContain(`href="${PUBLIC_URL}/x"`);
  });

  it("renders every payload of the XSS corpus, in every format, to descriptions a reader finds inert", () => {
    const items = XSS_CORPUS.flatMap((payload, index) =>
      FORMATS.map((format) => ({
        title: `corpus ${index} ${format}`,
        path: `/discussion/${index + 1}/corpus`,
        description: "",
        html: renderSource(payload, format).html,
        dateInserted: "2026-11-26T10:00:00.000Z",
      })),
    );
    const feed: SiteFeed = { title: "t", description: "d", path: "/discussions", feedPath: "/f.rss", items };
    const read = readFeed(renderRss(feed, PUBLIC_URL));
    expect(read.items.length).toBe(items.length);
    expect(executableMarkup(read.items.map((item) => item.descriptionHtml))).toEqual([]);
  });
});

describe("issue 11 item 7: host header injection", () => {
  it("feeds link to the public address only, whatever Host the request names", async () => {
    for (const url of [
      "/discussions/feed.rss",
      "/categories/general/feed.rss",
      "/categories/help/feed.rss",
    ]) {
      const response = await forgedGet(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toContain("public");
      expectNoForgedHost(response, url);
      const feed = readFeed(response.body);
      expect(feed.link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      for (const item of feed.items) expect(item.link.startsWith(`${PUBLIC_URL}/discussion/`)).toBe(true);
    }
  });

  it("pages, as a guest and as a member, never carry the forged host", async () => {
    const pages = [
      "/",
      "/discussions",
      "/categories",
      "/categories/general",
      "/discussion/1",
      "/start-here",
      "/entry/signin",
      "/entry/signout?target=%2F.%2F%2Fevil.example",
      "/home/leaving?target=https%3A%2F%2Fexample.org",
      "/embed-demo",
      "/no-such-page",
      "/api/v2/discussions?limit=2&page=2",
    ];
    for (const cookie of [undefined, member]) {
      for (const url of pages)
        expectNoForgedHost(await forgedGet(url, cookie), `${url} (${cookie ? "member" : "guest"})`);
    }
  });

  it("mails link to the public address: password reset and email confirmation", async () => {
    const registered = await forgedPost("/users", {
      name: "hostforger",
      email: "hostforger@example.org",
      password: "first password 1",
    });
    expectNoForgedHost(registered, "registration");
    expectNoForgedHost(
      await forgedPost("/users/request-password", { email: "hostforger@example.org" }),
      "reset",
    );
    const mails = readMails(t.mailDir).filter((mail) => mail.to === "hostforger@example.org");
    expect(mails.length).toBe(2);
    for (const mail of mails) {
      expect(mail.raw).not.toContain(EVIL);
      expect(mail.text).toMatch(
        new RegExp(`${PUBLIC_URL.replace(".", "\\.")}/entry/(passwordreset|emailconfirm)/`),
      );
    }
  });

  it("takes the public address from QUORUM_PUBLIC_URL (its origin), or http://localhost:<PORT>", () => {
    expect(resolvePublicUrl(undefined, { QUORUM_PUBLIC_URL: " https://forum.example/some/path " })).toBe(
      "https://forum.example",
    );
    expect(resolvePublicUrl(undefined, { PORT: "4100" })).toBe("http://localhost:4100");
    expect(() => publicOrigin("forum.example")).toThrow(/QUORUM_PUBLIC_URL/);
    expect(() => publicOrigin("javascript:alert(1)")).toThrow(/QUORUM_PUBLIC_URL/);
    expect(() => publicOrigin("https://user:pass@forum.example")).toThrow(/QUORUM_PUBLIC_URL/);
  });
});
