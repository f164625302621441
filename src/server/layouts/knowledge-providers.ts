// Record providers of the knowledge base's pages (docs/reference/layout-documents.md#layout-lookup): a knowledge
// base, a knowledge category or an article becomes its view type (a guide's own address shows its first article;
// an article's page follows the kind of its knowledge base), the chain of layout views that apply (knowledge base →
// site section → global; the template comes last) and the records its params resolve. Everything is read through
// the knowledge services with the viewer's permissions: what the viewer may not see answers 404.
import type { Article } from "../../types/generated/api/article";
import type { Breadcrumb } from "../../types/generated/api/breadcrumb";
import type { KnowledgeBase } from "../../types/generated/api/knowledge-base";
import type { ServiceContext } from "../services/context";
import { articleBreadcrumbs, getArticle } from "../services/knowledge/articles";
import { breadcrumbsOf, KNOWLEDGE_HOME_CRUMB } from "../services/knowledge/breadcrumbs";
import { guideContents } from "../services/knowledge/guide";
import { getKnowledgeBase } from "../services/knowledge/knowledge-bases";
import { getKnowledgeCategory } from "../services/knowledge/knowledge-categories";
import { articleNotFound, knowledgeCategoryNotFound } from "../services/knowledge/not-found";
import type { SiteSection } from "../services/site-sections";
import type { RecordRef } from "./lookup";
import type { ResolvedRecords } from "./params";

/** What a knowledge record leads to; the same shape as record-providers.ts LookupTarget. */
interface KnowledgeTarget {
  layoutViewType: string;
  chain: RecordRef[];
  records: ResolvedRecords;
}

/** Where a knowledge page's lookup starts: the page's site section and the layout views after the base's own. */
interface KnowledgeSection {
  section: SiteSection;
  sectionChain: RecordRef[];
}

/** The site's home, before the knowledge base's own trail (the forum's trails start there too). */
const HOME_CRUMB: Breadcrumb = { name: "Home", url: "/" };

/** Home › Knowledge Base: the knowledge home's own trail. */
export function knowledgeHomeCrumbs(): Breadcrumb[] {
  return [HOME_CRUMB, KNOWLEDGE_HOME_CRUMB];
}

/** The language articles are read in: the reader's, else the page's section's. */
function readingLocale(services: ServiceContext, section: SiteSection): string {
  return services.locale ?? section.contentLocale;
}

/** Record IDs are PostgreSQL integers: anything else names no record. */
function isRecordID(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

function chainOf(knowledgeBase: KnowledgeBase, where: KnowledgeSection): RecordRef[] {
  return [{ recordType: "knowledgeBase", recordID: knowledgeBase.knowledgeBaseID }, ...where.sectionChain];
}

/** Home, then the knowledge base's trail down to the category (knowledge home › base › categories). */
async function trailOf(
  services: ServiceContext,
  knowledgeBaseID: number,
  knowledgeCategoryID: number | null,
) {
  const [trail = []] = await breadcrumbsOf(services, [{ knowledgeBaseID, knowledgeCategoryID }]);
  return [HOME_CRUMB, ...trail];
}

/** An article page: a guide's articles read as guideArticle, a help center's as helpCenterArticle. */
export async function articleTarget(
  services: ServiceContext,
  where: KnowledgeSection,
  articleID: number,
): Promise<KnowledgeTarget> {
  if (!isRecordID(articleID)) throw articleNotFound();
  const article: Article = await getArticle(services, articleID, {
    locale: readingLocale(services, where.section),
    expand: ["insertUser", "updateUser"],
  });
  const knowledgeBase = await getKnowledgeBase(services, article.knowledgeBaseID);
  const knowledgeCategory =
    article.knowledgeCategoryID === null
      ? undefined
      : await getKnowledgeCategory(services, article.knowledgeCategoryID);
  return {
    layoutViewType: knowledgeBase.viewType === "guide" ? "guideArticle" : "helpCenterArticle",
    chain: chainOf(knowledgeBase, where),
    records: {
      siteSection: where.section,
      knowledgeBase,
      ...(knowledgeCategory ? { knowledgeCategory } : {}),
      article,
      breadcrumbs: [HOME_CRUMB, ...(await articleBreadcrumbs(services, article))],
      params: {
        articleID: article.articleID,
        knowledgeBaseID: knowledgeBase.knowledgeBaseID,
        ...(knowledgeCategory ? { knowledgeCategoryID: knowledgeCategory.knowledgeCategoryID } : {}),
      },
    },
  };
}

/**
 * A knowledge base's own address (id or url code): a help center's home, or a guide's first article in reading
 * order. A guide without articles yet shows the base's home page.
 */
export async function knowledgeBaseTarget(
  services: ServiceContext,
  where: KnowledgeSection,
  idOrUrlCode: number | string,
): Promise<KnowledgeTarget> {
  const knowledgeBase = await getKnowledgeBase(services, idOrUrlCode);
  if (knowledgeBase.viewType === "guide") {
    const contents = await guideContents(
      services,
      knowledgeBase.knowledgeBaseID,
      readingLocale(services, where.section),
    );
    const first = contents.find((entry) => entry.kind === "article");
    if (first) return articleTarget(services, where, first.id);
  }
  return {
    layoutViewType: "helpCenterKnowledgeBase",
    chain: chainOf(knowledgeBase, where),
    records: {
      siteSection: where.section,
      knowledgeBase,
      breadcrumbs: await trailOf(services, knowledgeBase.knowledgeBaseID, null),
      params: { knowledgeBaseID: knowledgeBase.knowledgeBaseID },
    },
  };
}

/** A help center's category (a guide's chapter) page. */
export async function knowledgeCategoryTarget(
  services: ServiceContext,
  where: KnowledgeSection,
  knowledgeCategoryID: number,
): Promise<KnowledgeTarget> {
  if (!isRecordID(knowledgeCategoryID)) throw knowledgeCategoryNotFound();
  const knowledgeCategory = await getKnowledgeCategory(services, knowledgeCategoryID);
  const knowledgeBase = await getKnowledgeBase(services, knowledgeCategory.knowledgeBaseID);
  return {
    layoutViewType: "helpCenterCategory",
    chain: chainOf(knowledgeBase, where),
    records: {
      siteSection: where.section,
      knowledgeBase,
      knowledgeCategory,
      breadcrumbs: await trailOf(services, knowledgeBase.knowledgeBaseID, knowledgeCategoryID),
      params: {
        knowledgeBaseID: knowledgeBase.knowledgeBaseID,
        knowledgeCategoryID: knowledgeCategory.knowledgeCategoryID,
      },
    },
  };
}
