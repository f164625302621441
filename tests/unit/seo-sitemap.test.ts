// @vitest-environment node
// The sitemap pager (at most 50,000 URLs a file) and the XML it writes; the structured data of a question page and
// the post data read from a hydrated layout.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { qaPage } from "../../src/server/web/seo/json-ld";
import { layoutNodes, postPageData } from "../../src/server/web/seo/layout-data";
import {
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  sitemapPages,
  urlsetXml,
} from "../../src/server/web/seo/sitemap-xml";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";

describe("sitemapPages", () => {
  it("fills pages of at most 50,000 URLs, the last one with the rest", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(sitemapPages(0)).toEqual([]);
    expect(sitemapPages(1)).toEqual([{ page: 1, offset: 0, limit: 1 }]);
    expect(sitemapPages(50_000)).toEqual([{ page: 1, offset: 0, limit: 50_000 }]);
    expect(sitemapPages(50_001)).toEqual([
      { page: 1, offset: 0, limit: 50_000 },
      { page: 2, offset: 50_000, limit: 1 },
    ]);
    const million = sitemapPages(1_000_000);
    expect(million).toHaveLength(20);
    expect(million.every((page) => page.limit <= SITEMAP_URL_LIMIT)).toBe(true);
    expect(million.reduce((sum, page) => sum + page.limit, 0)).toBe(1_000_000);
  });

  it("never exceeds the limit, whatever page size is asked", () => {
    expect(sitemapPages(120_000, 80_000).map((page) => page.limit)).toEqual([50_000, 50_000, 20_000]);
    expect(sitemapPages(3, 2).map((page) => page.offset)).toEqual([0, 2]);
  });
});

describe("sitemap XML", () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it("writes a well-formed urlset with escaped addresses and W3C dates", () => {
    const xml = urlsetXml([
      { loc: "https://f.example/discussion/1/a?x=1&y=<2>", lastmod: new Date("2026-01-02T03:04:05.678Z") },
      { loc: "https://f.example/categories" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("&amp;y=&lt;2&gt;");
    const parsed = parser.parse(xml);
    expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.urlset.url[0].lastmod).toBe("2026-01-02T03:04:05Z");
    expect(parsed.urlset.url[1].lastmod).toBeUndefined();
  });

  it("refuses more URLs than one sitemap may hold", () => {
    const entries = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, i) => ({
      loc: `https://f.example/${i}`,
    }));
    expect(() => urlsetXml(entries)).toThrow(/at most 50000/);
  });

  it("writes a sitemap index", () => {
    const xml = sitemapIndexXml([{ loc: "https://f.example/sitemap-discussions-1.xml", lastmod: null }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).sitemapindex.sitemap.loc).toBe("https://f.example/sitemap-discussions-1.xml");
  });
});

const user = { userID: 2, name: "asker", photoUrl: "", url: "/profile/asker" };
const question = {
  discussionID: 7,
  name: "How?",
  url: "/discussion/7/how",
  body: "<p>How do I?</p>",
  excerpt: "",
  categoryID: 1,
  type: "question",
  insertUserID: 2,
  insertUser: user,
  dateInserted: "2026-01-01T00:00:00.000Z",
  countComments: 3,
} as Discussion;

const comment = (commentID: number, insertUserID: number, extra: Partial<Comment> = {}): Comment => ({
  commentID,
  discussionID: 7,
  categoryID: 1,
  parentCommentID: null,
  depth: 1,
  body: `<p>Answer ${commentID}</p>`,
  insertUserID,
  dateInserted: "2026-01-02T00:00:00.000Z",
  dateUpdated: null,
  score: 1,
  url: `/discussion/comment/${commentID}`,
  ...extra,
});

describe("QAPage", () => {
  it("lists accepted answers and the others' comments as suggested, without the asker's or rejected ones", () => {
    const accepted = comment(10, 3, { answerStatus: "accepted" });
    const page = qaPage({
      discussion: question,
      url: "https://f.example/discussion/7/how",
      publicUrl: "https://f.example",
      comments: [accepted, comment(11, 2), comment(12, 4, { answerStatus: "rejected" }), comment(13, 5)],
      acceptedAnswers: [accepted],
    });
    const main = page.mainEntity as Record<string, { url: string }[]>;
    expect(page["@type"]).toBe("QAPage");
    expect(main.acceptedAnswer?.map((a) => a.url)).toEqual(["https://f.example/discussion/comment/10"]);
    expect(main.suggestedAnswer?.map((a) => a.url)).toEqual(["https://f.example/discussion/comment/13"]);
  });
});

describe("post data in a hydrated layout", () => {
  it("finds the discussion, the thread page and the accepted answers in nested nodes", () => {
    const thread = {
      $reactComponent: "AnswerThreadAsset",
      $reactProps: {
        discussion: question,
        comments: [comment(10, 3)],
        paging: { page: 2 },
        acceptedAnswers: [comment(10, 3)],
      },
    };
    const layout = [
      {
        $reactComponent: "SectionOneColumn",
        $reactProps: { children: [{ $reactComponent: "X", $reactProps: {} }] },
      },
      { $reactComponent: "SectionTwoColumns", $reactProps: { regions: { main: [thread] } } },
    ];
    const nodes = layoutNodes(layout);
    expect(nodes.map((node) => node.$reactComponent)).toContain("AnswerThreadAsset");
    const data = postPageData(nodes, 7);
    expect(data.discussion?.discussionID).toBe(7);
    expect(data.page).toBe(2);
    expect(data.comments).toHaveLength(1);
    expect(data.acceptedAnswers).toHaveLength(1);
    expect(postPageData(nodes, 8)).toEqual({});
  });
});
