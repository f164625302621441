// @vitest-environment node
// An article's structured data (src/server/web/seo/article-json-ld.ts, docs/reference/seo.md#structured-data): a
// TechArticle with plain, capped texts, absolute addresses, the dates readers see, the author and the site as
// publisher; and the warnings of the filters a search dropped (services/search/article-filters.ts).
import { describe, expect, it } from "vitest";
import { articleOnlyFilters, droppedFilterWarnings } from "../../src/server/services/search/article-filters";
import { techArticle } from "../../src/server/web/seo/article-json-ld";
import { makeArticle } from "../factories/knowledge";

const ORIGIN = "https://forum.example.com";

describe("techArticle", () => {
  it("describes the article for search engines", () => {
    const article = makeArticle({
      articleID: 7,
      name: "Resetting a forgotten password",
      body: "<p>Open <strong>Sign In</strong> &amp; choose <em>Forgot?</em></p><script>alert(1)</script>",
      datePublished: "2026-03-01T10:00:00.000Z",
      dateUpdated: "2026-03-04T10:00:00.000Z",
      locale: "pt_BR",
    });
    const url = `${ORIGIN}${article.url}`;
    expect(
      techArticle({ article, url, publicUrl: ORIGIN, siteName: "Quorum", description: "How to reset it." }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "TechArticle",
      "@id": url,
      headline: "Resetting a forgotten password",
      description: "How to reset it.",
      articleBody: "Open Sign In & choose Forgot?",
      url,
      inLanguage: "pt-BR",
      datePublished: "2026-03-01T10:00:00.000Z",
      dateModified: "2026-03-04T10:00:00.000Z",
      author: {
        "@type": "Person",
        name: article.insertUser?.name,
        url: `${ORIGIN}${article.insertUser?.url}`,
      },
      publisher: { "@type": "Organization", name: "Quorum", url: `${ORIGIN}/` },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  it("caps the headline and the text, and dates an article never edited by its publication", () => {
    const article = makeArticle({
      name: "word ".repeat(40),
      body: `<p>${"long text ".repeat(1000)}</p>`,
      dateUpdated: null,
      datePublished: "2026-03-01T10:00:00.000Z",
      insertUser: undefined,
    });
    const data = techArticle({
      article,
      url: `${ORIGIN}/kb/articles/1-x`,
      publicUrl: ORIGIN,
      siteName: "Q",
      description: "",
    });
    expect(String(data.headline).length).toBeLessThanOrEqual(110);
    expect(String(data.articleBody).length).toBeLessThanOrEqual(5000);
    expect(data.dateModified).toBe("2026-03-01T10:00:00.000Z");
    expect(data).not.toHaveProperty("author");
    expect(data).not.toHaveProperty("description");
  });
});

describe("dropped search filters", () => {
  it("names the article filters a request carries", () => {
    expect(articleOnlyFilters({ knowledgeBaseID: 2, knowledgeCategoryIDs: [] })).toEqual(["knowledgeBaseID"]);
    expect(articleOnlyFilters({ knowledgeCategoryIDs: [3] })).toEqual(["knowledgeCategoryIDs"]);
    expect(articleOnlyFilters({ query: "x" })).toEqual([]);
  });

  it("says which record types each dropped filter applies to", () => {
    expect(
      droppedFilterWarnings({ posts: ["tags", "insertUserIDs"], articles: ["knowledgeBaseID"] }),
    ).toEqual([
      "The tags filter applies to discussions and comments only: it was ignored.",
      "The insertUserIDs filter applies to discussions, comments and articles only: it was ignored.",
      "The knowledgeBaseID filter applies to articles only: it was ignored.",
    ]);
  });
});
