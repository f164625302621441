// The RSS widget end to end against a local feed server on 127.0.0.1 (allowed through QUORUM_RSS_ALLOWED_HOSTS):
// server-side fetch, parse, limit and cache; SSRF refusals, size cap and deadline.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearFeedCache } from "../../src/server/services/rss/feeds";
import { FeedFetchError, fetchFeedText } from "../../src/server/services/rss/fetch-feed";
import { createTestApp, signIn, type TestApp } from "./support/app";
import { home, nodes, storeHome, widgets } from "./support/stored-layout";

let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await signIn(t.app, "moderator");
});
afterAll(() => t.close());

describe("react.rss", () => {
  const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Local</title>
    <item><title>First &amp; foremost</title><link>https://blog.example.com/1</link>
      <description>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</description></item>
    <item><title>Second</title><link>/2</link><description>Two</description></item>
    <item><title>Third</title><link>https://blog.example.com/3</link></item>
  </channel></rss>`;
  let server: Server;
  let base = "";
  const hits = new Map<string, number>();
  const previousAllowList = process.env.QUORUM_RSS_ALLOWED_HOSTS;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? "/";
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path.startsWith("/huge")) {
        response.writeHead(200, { "content-type": "application/rss+xml" });
        response.end(`<rss><channel>${"<item><title>x</title></item>".repeat(50_000)}</channel></rss>`);
      } else if (path.startsWith("/slow")) {
        // Never answers: only the fetch deadline ends the request.
      } else if (path.startsWith("/to-localhost")) {
        response.writeHead(302, {
          location: `http://localhost:${(server.address() as AddressInfo).port}/feed?redirected`,
        });
        response.end();
      } else if (path.startsWith("/not-a-feed")) {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<html><body>Nope</body></html>");
      } else {
        response.writeHead(200, { "content-type": "application/rss+xml" });
        response.end(FEED);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.QUORUM_RSS_ALLOWED_HOSTS = "127.0.0.1";
  });
  afterAll(async () => {
    if (previousAllowList === undefined) delete process.env.QUORUM_RSS_ALLOWED_HOSTS;
    else process.env.QUORUM_RSS_ALLOWED_HOSTS = previousAllowList;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => clearFeedCache());

  const rss = (feedUrl: string, extra: Record<string, unknown> = {}) => ({
    $hydrate: "react.rss",
    title: "Local feed",
    apiParams: { feedUrl, fallbackImageUrl: "https://cdn.example.com/fallback.png", ...extra },
  });

  it("fetches, parses and limits the feed on the server, with plain-text descriptions", async () => {
    await storeHome(t, [rss(`${base}/feed`, { limit: 2 })]);
    const [props] = await widgets(t, "RSSWidget");
    expect(props?.itemData).toEqual([
      {
        to: "https://blog.example.com/1",
        name: "First & foremost",
        description: "Hello world",
        imageUrl: "https://cdn.example.com/fallback.png",
      },
      {
        to: `${base}/2`,
        name: "Second",
        description: "Two",
        imageUrl: "https://cdn.example.com/fallback.png",
      },
    ]);
  });

  it("caches the feed by URL, so repeated page loads fetch it once", async () => {
    await storeHome(t, [rss(`${base}/feed?cached`)]);
    await widgets(t, "RSSWidget");
    await widgets(t, "RSSWidget", moderator);
    expect(hits.get("/feed?cached")).toBe(1);
  });

  it("refuses private addresses that are not on the allow-list, even through a redirect", async () => {
    await storeHome(t, [rss(`http://localhost:${(server.address() as AddressInfo).port}/feed?direct`)]);
    expect(await widgets(t, "RSSWidget")).toEqual([]);
    expect(hits.get("/feed?direct")).toBeUndefined();
    await storeHome(t, [rss(`${base}/to-localhost`)]);
    expect(await widgets(t, "RSSWidget")).toEqual([]);
    expect(hits.get("/to-localhost")).toBe(1);
    expect(hits.get("/feed?redirected")).toBeUndefined();
  });

  it("hides the widget for an oversized feed or a page that is not a feed", async () => {
    await storeHome(t, [rss(`${base}/huge`), rss(`${base}/not-a-feed`)]);
    expect(await widgets(t, "RSSWidget")).toEqual([]);
    expect(hits.get("/huge")).toBe(1);
  });

  it("gives up on a feed that does not answer within the deadline", async () => {
    await expect(
      fetchFeedText(
        `${base}/slow`,
        { allowedHosts: new Set(["127.0.0.1"]) },
        { timeoutMs: 200, maxBytes: 1024 },
      ),
    ).rejects.toBeInstanceOf(FeedFetchError);
  });

  it("rejects a non-http(s) feed URL when the layout is read", async () => {
    await storeHome(t, [rss("file:///etc/passwd")]);
    const layout = await home(t);
    const [error] = nodes(layout.layout).filter((node) => node.$reactComponent === "LayoutError");
    expect(String(error?.$reactProps.message)).toContain("apiParams.feedUrl");
  });
});
