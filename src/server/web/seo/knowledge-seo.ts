// The head of the knowledge base's pages (docs/reference/seo.md): an article (/kb/articles/{id}-{slug}, a help
// center's or a guide's) is a TechArticle with its excerpt as description, its own canonical address and Open Graph
// article dates; a knowledge base's and a help-center category's page carry their description, canonical address and
// trail (BreadcrumbList); the knowledge home its canonical address. Read through the knowledge services as the viewer:
// a record the viewer may not see gives no head (the page is an error page then).
import { firstImageOf } from "../../../lib/first-image";
import type { Breadcrumb } from "../../../types/generated/api/breadcrumb";
import { ApiError } from "../../http/errors";
import { articleBreadcrumbs, getArticle } from "../../services/knowledge/articles";
import { breadcrumbsOf } from "../../services/knowledge/breadcrumbs";
import { getKnowledgeBase } from "../../services/knowledge/knowledge-bases";
import { getKnowledgeCategory } from "../../services/knowledge/knowledge-categories";
import { techArticle } from "./article-json-ld";
import { canonicalUrl, inSection } from "./canonical";
import { breadcrumbList } from "./json-ld";
import { absoluteImage, type RecordSeo, type RecordSeoInput } from "./record-seo";
import { describeHtml, shorten } from "./text";

interface KnowledgeSeoInput extends RecordSeoInput {
  /**
   * The site section the address is under ("" = the default one): a knowledge base reads in the language of the
   * section it is read under, so each section's page is its own canonical address.
   */
  sectionSlug: string;
}

interface ArticleSeoInput extends KnowledgeSeoInput {
  /** The site's name: the articles' publisher. */
  siteName: string;
}

/** Home first, as the forum's trails start (the knowledge services' trails start at the knowledge home). */
const HOME_CRUMB: Breadcrumb = { name: "Home", url: "/" };

/** A read the viewer may not make answers no head, as for the forum's records. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function recordID(input: RecordSeoInput): number | null {
  const id = Number(input.query.recordID);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

export async function articleSeo(input: ArticleSeoInput): Promise<RecordSeo | null> {
  const { ctx, publicUrl } = input;
  const id = recordID(input);
  // The page's language: a site section's page reads the article's revision in its locale, as the page does.
  const locale = typeof input.query.params?.locale === "string" ? input.query.params.locale : undefined;
  const article =
    id === null
      ? null
      : await orNull(getArticle(ctx, id, { expand: ["insertUser"], ...(locale ? { locale } : {}) }));
  if (!article) return null;
  const url = canonicalUrl(publicUrl, { kind: "record", path: inSection(input.sectionSlug, article.url) });
  const body = article.body ?? "";
  const description = shorten(article.excerpt) || describeHtml(body);
  const image = absoluteImage(publicUrl, firstImageOf(body));
  const crumbs = await articleBreadcrumbs(ctx, article);
  return {
    description,
    canonicalUrl: url,
    ogType: "article",
    image,
    jsonLd: [
      techArticle({ article, url, publicUrl, siteName: input.siteName, description, image }),
      breadcrumbList([HOME_CRUMB, ...crumbs, { name: article.name, url: article.url }], publicUrl),
    ],
    publishedTime: article.datePublished ?? article.dateInserted,
    modifiedTime: article.dateUpdated ?? undefined,
  };
}

export async function knowledgeBaseSeo(input: KnowledgeSeoInput): Promise<RecordSeo | null> {
  const { ctx, publicUrl } = input;
  const base = await orNull(getKnowledgeBase(ctx, String(input.query.recordID)));
  if (!base) return null;
  const [crumbs = []] = await breadcrumbsOf(ctx, [
    { knowledgeBaseID: base.knowledgeBaseID, knowledgeCategoryID: null },
  ]);
  return {
    description: shorten(base.description),
    canonicalUrl: canonicalUrl(publicUrl, { kind: "record", path: inSection(input.sectionSlug, base.url) }),
    ogType: "website",
    image: absoluteImage(publicUrl, base.bannerImage),
    jsonLd: [breadcrumbList([HOME_CRUMB, ...crumbs], publicUrl)],
  };
}

export async function knowledgeCategorySeo(input: KnowledgeSeoInput): Promise<RecordSeo | null> {
  const { ctx, publicUrl } = input;
  const id = recordID(input);
  const category = id === null ? null : await orNull(getKnowledgeCategory(ctx, id));
  if (!category) return null;
  const [crumbs = []] = await breadcrumbsOf(ctx, [category]);
  return {
    description: shorten(category.description),
    canonicalUrl: canonicalUrl(publicUrl, {
      kind: "record",
      path: inSection(input.sectionSlug, category.url),
    }),
    ogType: "website",
    jsonLd: [breadcrumbList([HOME_CRUMB, ...crumbs], publicUrl)],
  };
}

export function knowledgeHomeSeo(input: KnowledgeSeoInput): RecordSeo {
  return {
    description: "",
    canonicalUrl: canonicalUrl(input.publicUrl, { kind: "list", path: inSection(input.sectionSlug, "/kb") }),
    ogType: "website",
  };
}
