// @vitest-environment node
// The pure rules of src/server/web/seo/: plain text and descriptions, canonical addresses, lang and dir, which pages
// are noindex, the head tags, robots.txt and JSON-LD.
import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalUrl, inSection, pageNumber } from "../../src/server/web/seo/canonical";
import { jsonLdScript, renderSeoTags, type SeoMeta } from "../../src/server/web/seo/head-tags";
import { isNoindexPage } from "../../src/server/web/seo/indexing";
import { breadcrumbList } from "../../src/server/web/seo/json-ld";
import { htmlLang, htmlStartTag, textDirection } from "../../src/server/web/seo/locale";
import { robotsTxt } from "../../src/server/web/seo/robots";
import { describeHtml, plainTextOf, shorten } from "../../src/server/web/seo/text";

describe("plain text and descriptions", () => {
  it("reads the text of sanitized HTML: tags are word breaks, entities decoded, scripts and styles dropped", () => {
    expect(plainTextOf("<p>Hello&nbsp;<b>world</b></p><p>Two &amp; three &#8212; &#x41;</p>")).toBe(
      "Hello world Two & three — A",
    );
    expect(plainTextOf("<style>p{}</style>a<script>x()</script>b<!-- c -->")).toBe("a b");
    expect(plainTextOf("&bogus; &#99999999;")).toBe("&bogus; &#99999999;");
  });

  it("shortens at a word boundary within the limit, with an ellipsis", () => {
    const text = "word ".repeat(60);
    const short = shorten(text, 155);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short.endsWith("word…")).toBe(true);
    expect(shorten("short text", 155)).toBe("short text");
    expect(describeHtml(`<p>${"a".repeat(300)}</p>`).length).toBeLessThanOrEqual(155);
  });
});

describe("canonical addresses", () => {
  it("folds page 1 to the bare address and keeps later pages, per kind", () => {
    expect(canonicalPath({ kind: "record", path: "/discussion/5/hi", page: 1 })).toBe("/discussion/5/hi");
    expect(canonicalPath({ kind: "record", path: "/discussion/5/hi", page: 3 })).toBe("/discussion/5/hi/p3");
    expect(canonicalPath({ kind: "list", path: "/discussions/", page: 2 })).toBe("/discussions?page=2");
    expect(canonicalPath({ kind: "list", path: "/" })).toBe("/");
    expect(canonicalUrl("https://f.example", { kind: "list", path: "/fr" })).toBe("https://f.example/fr");
  });

  it("reads page numbers from route params, else 1", () => {
    expect([
      pageNumber(2),
      pageNumber("4"),
      pageNumber("x"),
      pageNumber(0),
      pageNumber("lookupSort"),
    ]).toEqual([2, 4, 1, 1, 1]);
  });

  it("prefixes a section's slug", () => {
    expect(inSection("", "/discussions")).toBe("/discussions");
    expect(inSection("fr", "/")).toBe("/fr");
    expect(inSection("fr", "/categories")).toBe("/fr/categories");
  });
});

describe("lang and dir", () => {
  it("turns locales into language tags and finds right-to-left ones", () => {
    expect(htmlLang("pt_BR")).toBe("pt-BR");
    expect(htmlLang("fr")).toBe("fr");
    expect(htmlLang('"><script>')).toBe("en");
    expect(htmlLang(undefined)).toBe("en");
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("he-IL")).toBe("rtl");
    expect(textDirection("ku-Arab")).toBe("rtl");
    expect(textDirection("fr")).toBe("ltr");
  });

  it("sets lang and dir on the <html> start tag, keeping its other attributes", () => {
    expect(htmlStartTag('<html lang="en" class="x">', "ar", undefined)).toBe(
      '<html class="x" lang="ar" dir="rtl">',
    );
    expect(htmlStartTag("<html>", "fr", "ltr")).toBe('<html lang="fr" dir="ltr">');
    expect(htmlStartTag('<html lang="en">', undefined, undefined)).toBe('<html lang="en">');
  });
});

describe("noindex", () => {
  it("covers member pages, the dashboard, forms, search and errors, not content", () => {
    for (const path of ["/dashboard", "/dashboard/roles", "/messages", "/drafts", "/profile/edit", "/search"])
      expect(isNoindexPage(path, 200), path).toBe(true);
    expect(isNoindexPage("/entry/signin", 200)).toBe(true);
    expect(isNoindexPage("/discussion/5", 404)).toBe(true);
    expect(isNoindexPage("/categories", 403)).toBe(true);
    expect(isNoindexPage("/post/discussion", 200, "createPost")).toBe(true);
    for (const path of ["/", "/discussions", "/discussion/5/x", "/categories/news", "/profile/someone"])
      expect(isNoindexPage(path, 200), path).toBe(false);
  });
});

describe("head tags", () => {
  const base: SeoMeta = {
    title: 'A "title" & <more>',
    description: "About it",
    siteName: "Forum",
    lang: "pt-BR",
    noindex: false,
    canonicalUrl: "https://f.example/discussion/1/a",
    ogType: "article",
    image: "https://f.example/media/a.png",
    jsonLd: [{ "@type": "Thing", name: "</script><script>x()</script>\u2028" }],
  };

  it("writes canonical, Open Graph, Twitter and JSON-LD, escaped", () => {
    const html = renderSeoTags(base);
    expect(html).toContain('<link rel="canonical" href="https://f.example/discussion/1/a">');
    expect(html).toContain('<meta property="og:title" content="A &#34;title&#34; &#38; &#60;more&#62;">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:locale" content="pt_BR">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:image" content="https://f.example/media/a.png">');
    expect(html).not.toContain("</script><script>");
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(base.jsonLd?.[0]);
  });

  it("writes only robots noindex for pages that must not be indexed", () => {
    expect(renderSeoTags({ ...base, noindex: true })).toBe('<meta name="robots" content="noindex">');
  });

  it("falls back to a summary card without an image", () => {
    expect(renderSeoTags({ ...base, image: undefined })).toContain('content="summary"');
    expect(jsonLdScript({ a: "<!--" })).toBe(
      '<script type="application/ld+json">{"a":"\\u003c!--"}</script>',
    );
  });
});

describe("robots.txt and breadcrumbs", () => {
  it("disallows member pages and names the sitemap index with an absolute address", () => {
    const text = robotsTxt("https://f.example", ["fr"]);
    expect(text).toContain("Disallow: /dashboard\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Disallow: /fr/post/\n");
    expect(text).toContain("Sitemap: https://f.example/sitemap.xml\n");
  });

  it("numbers breadcrumb items from 1 with absolute addresses", () => {
    const list = breadcrumbList(
      [
        { name: "Home", url: "/" },
        { name: "News", url: "/categories/news" },
      ],
      "https://f.example",
    );
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://f.example/" },
      { "@type": "ListItem", position: 2, name: "News", item: "https://f.example/categories/news" },
    ]);
  });
});
