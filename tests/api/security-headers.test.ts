// Security headers: a nonce Content-Security-Policy on every HTML page, frame-ancestors from QUORUM_FRAME_ANCESTORS,
// nosniff and Referrer-Policy everywhere, HSTS only over https (believed from a trusted proxy only). That the pages
// run under the policy with no violation is checked in Chromium (e2e csp.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  frameAncestorsSource,
  pagePolicy,
  parseFrameAncestors,
} from "../../src/server/http/security-headers";
import { renderPage } from "../../src/server/web/index-html";
import { webPages } from "../../src/server/web/pages";
import { HTML_WIDGET_FRAME_PATH } from "../../widgets/html/frame";
import { createTestApp, get, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

/** The policy's directives by name. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe("string");
  return new Map(
    String(policy)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? "", values]),
  );
}

function nonceOf(policy: unknown): string {
  const source = directives(policy)
    .get("script-src")
    ?.find((value) => value.startsWith("'nonce-"));
  if (!source) throw new Error(`no nonce in ${String(policy)}`);
  return source.slice("'nonce-".length, -1);
}

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  behindProxy = await createTestApp({
    trustProxy: true,
    frameAncestors: parseFrameAncestors("https://blog.example.com, https://*.example.org:8443"),
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })],
  });
  // An app's first page loads the hydrators and fills its caches (seconds on a busy machine): not in a test's time.
  await Promise.all([get(t.app, "/discussions"), get(behindProxy.app, "/discussions")]);
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

describe("issue 11 item 13: no security headers on HTML pages", () => {
  it("sends a nonce policy without 'unsafe-inline' scripts, and stamps the nonce on the page's scripts", async () => {
    const response = await get(t.app, "/discussions");
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers["content-security-policy"]);
    const nonce = nonceOf(response.headers["content-security-policy"]);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    // What posts may show (format/sanitize.ts, format/embeds.ts) and the Custom HTML frame page.
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["'self'", "https:"]));
    expect(policy.get("frame-src")).toEqual([
      "'self'",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
    expect(response.body).toContain(
      `<script nonce="${nonce}" type="module" crossorigin src="/assets/index.js"></script>`,
    );
    // Every script element carries this response's nonce (the inlined state is a data block, never run).
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBe(2);
    for (const script of scripts)
      expect(script.includes(`nonce="${nonce}"`) || script.includes('type="application/json"')).toBe(true);
  });

  it("draws a fresh nonce for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++)
      nonces.add(nonceOf((await get(t.app, "/discussions")).headers["content-security-policy"]));
    expect(nonces.size).toBe(5);
  });

  it("covers error pages too: 404 and the 403 shell", async () => {
    for (const url of ["/no/such/page", "/dashboard/layouts"]) {
      const response = await get(t.app, url);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain(`nonce="${nonceOf(response.headers["content-security-policy"])}"`);
    }
  });

  it("runs the embed demo's script under the response's nonce", async () => {
    const response = await get(t.app, "/embed-demo");
    const nonce = nonceOf(response.headers["content-security-policy"]);
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.body).not.toMatch(/<script>/);
  });

  it("serves the Custom HTML frame page under its own sandboxed policy, never the page nonce", async () => {
    const response = await get(t.app, HTML_WIDGET_FRAME_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const policy = directives(response.headers["content-security-policy"]);
    expect(policy.get("sandbox")).toEqual([
      "allow-scripts",
      "allow-popups",
      "allow-popups-to-escape-sandbox",
    ]);
    expect(policy.get("script-src")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends nosniff and Referrer-Policy on pages, API JSON and feeds, and no X-Frame-Options", async () => {
    for (const url of [
      "/discussions",
      "/api/v2/discussions?limit=1",
      "/api/v2/no-such-route",
      "/discussions/feed.rss",
    ]) {
      const response = await get(t.app, url);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"], url).toBeUndefined();
    }
    // JSON and feeds carry no page policy.
    expect(
      (await get(t.app, "/api/v2/discussions?limit=1")).headers["content-security-policy"],
    ).toBeUndefined();
  });

  it("sends HSTS only for https requests, and believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const forwarded = { "x-forwarded-proto": "https" };
    expect((await get(t.app, "/entry/signin")).headers["strict-transport-security"]).toBeUndefined();
    const untrusted = await t.app.inject({ method: "GET", url: "/entry/signin", headers: forwarded });
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
    const trusted = await behindProxy.app.inject({ method: "GET", url: "/entry/signin", headers: forwarded });
    expect(trusted.headers["strict-transport-security"]).toBe("max-age=31536000");
    const api = await behindProxy.app.inject({
      method: "GET",
      url: "/api/v2/discussions?limit=1",
      headers: forwarded,
    });
    expect(api.headers["strict-transport-security"]).toBe("max-age=31536000");
    const plain = await behindProxy.app.inject({ method: "GET", url: "/entry/signin" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets the configured hosts frame the pages and the Custom HTML frame page", async () => {
    const expected = ["'self'", "https://blog.example.com", "https://*.example.org:8443"];
    const page = await get(behindProxy.app, "/entry/signin");
    expect(directives(page.headers["content-security-policy"]).get("frame-ancestors")).toEqual(expected);
    const frame = await get(behindProxy.app, HTML_WIDGET_FRAME_PATH);
    expect(directives(frame.headers["content-security-policy"]).get("frame-ancestors")).toEqual(expected);
  });
});

describe("QUORUM_FRAME_ANCESTORS=none", () => {
  let framed: TestApp;
  beforeAll(async () => {
    framed = await createTestApp({ frameAncestors: parseFrameAncestors("none") });
  });
  afterAll(() => framed?.close());

  it("forbids framing the pages, but the forum's pages still frame their Custom HTML", async () => {
    const demo = await get(framed.app, "/embed-demo");
    expect(directives(demo.headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
    const frame = await get(framed.app, HTML_WIDGET_FRAME_PATH);
    expect(directives(frame.headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'self'"]);
  });
});

describe("QUORUM_FRAME_ANCESTORS", () => {
  it("defaults to this site, reads 'none' and lists of origins", () => {
    expect(frameAncestorsSource(parseFrameAncestors(undefined))).toBe("'self'");
    expect(frameAncestorsSource(parseFrameAncestors(" "))).toBe("'self'");
    expect(frameAncestorsSource(parseFrameAncestors("none"))).toBe("'none'");
    expect(frameAncestorsSource(parseFrameAncestors("https://a.example/,http://localhost:8080"))).toBe(
      "'self' https://a.example http://localhost:8080",
    );
    expect(directives(pagePolicy("n", parseFrameAncestors("none"))).get("frame-ancestors")).toEqual([
      "'none'",
    ]);
  });

  it("refuses anything but origins: no paths, keywords, other schemes or directives smuggled in", () => {
    for (const value of [
      "https://a.example/path",
      "'unsafe-inline'",
      "*",
      "https:",
      "javascript:alert(1)",
      "data:text/html,x",
      "https://a.example; script-src *",
      "https://a.example https://b.example",
      "https://a.example,",
      "ftp://a.example",
    ])
      expect(() => parseFrameAncestors(value), value).toThrow(/QUORUM_FRAME_ANCESTORS/);
  });
});

describe("renderPage", () => {
  it("keeps '$' sequences in titles and state as text (no replacement patterns)", () => {
    const template = "<title>x</title><!--quorum-head--><!--quorum-state--><script src=/a.js></script>";
    const html = renderPage(template, { title: "a $' b $& c", description: "$`" }, { name: "$'$&" }, "N");
    expect(html).toContain("<title>a $&#39; b $&#38; c</title>");
    const state = html.match(/<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(state ?? "")).toEqual({ name: "$'$&" });
    expect(html).toContain('<script nonce="N" src=/a.js></script>');
  });
});
