// RSS Feed: parsing RSS 2.0 / RDF / Atom safely into plain items, the SSRF address policy, and the widget itself.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkFeedUrl,
  isPrivateAddress,
  policyFromEnv,
  RefusedAddressError,
} from "../../src/server/services/rss/address-policy";
import { parseFeed, toPlainText } from "../../src/server/services/rss/parse-feed";
import type { RSSWidgetHydrated } from "../../src/types/generated/widgets/hydrated/rss";
import type { RSSWidgetProps } from "../../src/types/generated/widgets/rss";
import RSSWidget from "../../widgets/rss/RSSWidget";
import { makeFeedItems } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

const FEED_URL = "https://blog.example.com/feed.xml";

const RSS = `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel><title>Blog</title>
    <item>
      <title>Release &amp; notes</title>
      <link>https://blog.example.com/release</link>
      <description><![CDATA[<p>New <b>search</b> &amp; filters&nbsp;today.</p><script>alert(1)</script><img src="/img/a.png">]]></description>
    </item>
    <item>
      <title>Relative link</title><link>/posts/2</link><description>Plain</description>
      <media:thumbnail url="https://cdn.example.com/t.jpg"/>
    </item>
    <item><title>Evil</title><link>javascript:alert(1)</link></item>
    <item><title>Duplicate</title><link>https://blog.example.com/release</link></item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>News</title>
  <entry>
    <title type="html">Atom &amp;amp; more</title>
    <link rel="self" href="https://news.example.com/self/1"/>
    <link rel="alternate" href="https://news.example.com/1"/>
    <summary type="html">&lt;p&gt;Summary text&lt;/p&gt;</summary>
  </entry>
  <entry><title>2024</title><link href="https://news.example.com/2"/><content type="html">&lt;img src="https://cdn.example.com/c.png"&gt;Body</content></entry>
</feed>`;

describe("parseFeed", () => {
  it("reads RSS 2.0 items as plain text with absolute http(s) links, dropping unsafe and repeated ones", () => {
    const items = parseFeed(RSS, FEED_URL);
    expect(items).toEqual([
      {
        to: "https://blog.example.com/release",
        name: "Release & notes",
        description: "New search & filters today.",
        imageUrl: "https://blog.example.com/img/a.png",
      },
      {
        to: "https://blog.example.com/posts/2",
        name: "Relative link",
        description: "Plain",
        imageUrl: "https://cdn.example.com/t.jpg",
      },
    ]);
  });

  it("reads Atom entries, preferring the alternate link, and keeps numeric titles as text", () => {
    const items = parseFeed(ATOM, "https://news.example.com/atom.xml");
    expect(items.map((item) => [item.to, item.name, item.description])).toEqual([
      ["https://news.example.com/1", "Atom & more", "Summary text"],
      ["https://news.example.com/2", "2024", "Body"],
    ]);
    expect(items[1]?.imageUrl).toBe("https://cdn.example.com/c.png");
  });

  it("reads RSS 1.0 (RDF) items", () => {
    const rdf = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
      <channel><title>x</title></channel>
      <item><title>One</title><link>https://x.example.com/1</link><description>d</description></item></rdf:RDF>`;
    expect(parseFeed(rdf, "https://x.example.com/")).toEqual([
      { to: "https://x.example.com/1", name: "One", description: "d" },
    ]);
  });

  it("never expands DTD entities (no billion laughs)", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <rss><channel><item><title>&b;</title><link>https://x.example.com/</link></item></channel></rss>`;
    const [item] = parseFeed(bomb, "https://x.example.com/feed");
    expect(item?.name.includes("aaaaaaaaaa")).toBe(false);
  });

  it("refuses documents that are not feeds", () => {
    expect(() => parseFeed("<html><body>hi</body></html>", FEED_URL)).toThrow();
  });

  it("caps descriptions and strips markup", () => {
    expect(toPlainText("<style>p{}</style><p>a</p>   <p>b</p>")).toBe("a b");
    expect(toPlainText("x".repeat(600)).length).toBe(500);
  });
});

describe("feed address policy", () => {
  const policy = policyFromEnv({});

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
  ])("treats %s as private", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "2606:2800:220:1::1"])("treats %s as public", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it("refuses non-http(s) schemes, credentials and private IP literals", () => {
    for (const url of [
      "file:///etc/passwd",
      "ftp://example.com/feed",
      "gopher://x",
      "https://user:pw@example.com/feed",
      "http://127.0.0.1/feed",
      "http://[::1]/feed",
      "http://169.254.169.254/latest/meta-data",
      "not a url",
    ]) {
      expect(() => checkFeedUrl(url, policy), url).toThrow(RefusedAddressError);
    }
    expect(checkFeedUrl("https://example.com/feed", policy).hostname).toBe("example.com");
  });

  it("lets an explicitly allowed host through", () => {
    const allowed = policyFromEnv({ QUORUM_RSS_ALLOWED_HOSTS: " 127.0.0.1 , Feeds.Intranet " });
    expect(checkFeedUrl("http://127.0.0.1:8080/feed", allowed).port).toBe("8080");
    expect([...allowed.allowedHosts]).toEqual(["127.0.0.1", "feeds.intranet"]);
  });
});

describe("RSSWidget", () => {
  function props(raw: Record<string, unknown>): RSSWidgetHydrated {
    return {
      ...preparedProps<RSSWidgetProps>("react.rss", { apiParams: { feedUrl: FEED_URL }, ...raw }),
      itemData: makeFeedItems(3),
    };
  }

  it("requires an http(s) feed URL in its schema", () => {
    expect(() => preparedProps("react.rss", { apiParams: { feedUrl: "javascript:alert(1)" } })).toThrow();
    expect(() => preparedProps("react.rss", { apiParams: { feedUrl: "file:///etc/passwd" } })).toThrow();
    expect(() => preparedProps("react.rss", { apiParams: { feedUrl: FEED_URL, limit: 101 } })).toThrow();
  });

  it("lists feed items as external links with plain descriptions; axe-clean", async () => {
    const { container } = render(<RSSWidget {...props({ title: "From our blog" })} />);
    const section = screen.getByRole("region", { name: "From our blog" });
    const articles = within(section).getAllByRole("article");
    expect(articles).toHaveLength(3);
    const link = within(articles[0] as HTMLElement).getByRole("link");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("href")).toMatch(/^https:\/\/blog\.example\.com\//);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("uses the shared grid and link layouts", () => {
    const grid = render(
      <RSSWidget {...props({ containerOptions: { displayType: "grid", maxColumnCount: 5 } })} />,
    );
    // Capped at 3 columns for this content type (docs/reference/ui-behaviour.md#home-widgets).
    expect((grid.container.querySelector("ul.grid") as HTMLElement).style.gridTemplateColumns).toContain(
      "/ 3",
    );
    cleanup();
    render(<RSSWidget {...props({ containerOptions: { displayType: "link" } })} />);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });
});
