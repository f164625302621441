// An article of the knowledge base as schema.org's TechArticle (docs/reference/seo.md#structured-data): headline,
// description, the article's text (plain, capped), dates, author, the site as publisher and the page as the main
// entity. Pure: the caller reads the article as the viewer and passes absolute addresses.
import type { Article } from "../../../types/generated/api/article";
import { absoluteUrl } from "../../public-url";
import { compact, type JsonLd, person } from "./json-ld";
import { plainTextOf, shorten } from "./text";

const CONTEXT = "https://schema.org";
/** Google shows headlines up to 110 characters. */
const HEADLINE_LENGTH = 110;
const ARTICLE_TEXT_LENGTH = 5000;

interface ArticleLdInput {
  /** Read with its body (and insertUser, for the author). */
  article: Article;
  /** The absolute canonical URL of the page. */
  url: string;
  publicUrl: string;
  siteName: string;
  description: string;
  image?: string | undefined;
}

export function techArticle(input: ArticleLdInput): JsonLd {
  const { article, publicUrl } = input;
  return compact({
    "@context": CONTEXT,
    "@type": "TechArticle",
    "@id": input.url,
    headline: shorten(article.name, HEADLINE_LENGTH),
    description: input.description || undefined,
    articleBody: shorten(plainTextOf(article.body ?? ""), ARTICLE_TEXT_LENGTH) || undefined,
    url: input.url,
    inLanguage: article.locale.replace(/_/g, "-"),
    datePublished: article.datePublished ?? article.dateInserted,
    dateModified: article.dateUpdated ?? article.datePublished ?? article.dateInserted,
    author: person(article.insertUser, publicUrl),
    publisher: { "@type": "Organization", name: input.siteName, url: absoluteUrl(publicUrl, "/") },
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    image: input.image,
  });
}
