// The search and sharing head of an HTML page (docs/reference/seo.md): its description, lang and dir, and the
// tags of head-tags.ts, chosen by what the URL shows. Fed by what the page route already has (the route match, the
// status, the hydrated layout) plus reads through the services as the viewer.
import type { FastifyRequest } from "fastify";
import type { RouteMatch } from "../../../lib/layout-routes";
import type { HydratedLayout } from "../../../types/generated/layout/hydrated-layout";
import type { LayoutRedirect } from "../../../types/generated/layout/layout-redirect";
import { absoluteUrl } from "../../public-url";
import type { ServiceContext } from "../../services/context";
import { cachedRouteState } from "../../services/route-state";
import { effectiveSiteConfig } from "../../services/site-info";
import { getCustomPage, getSiteSection } from "../../services/site-sections";
import { type CanonicalTarget, canonicalUrl, inSection, pageNumber } from "./canonical";
import { groupSeo } from "./group-seo";
import { renderSeoTags, type SeoMeta } from "./head-tags";
import { isNoindexPage } from "./indexing";
import { articleSeo, knowledgeBaseSeo, knowledgeCategorySeo, knowledgeHomeSeo } from "./knowledge-seo";
import { layoutNodes } from "./layout-data";
import { htmlLang, textDirection } from "./locale";
import { categorySeo, discussionSeo, type RecordSeo } from "./record-seo";

export interface SeoPageInput {
  url: URL;
  match: RouteMatch | null | undefined;
  status: number;
  layout?: HydratedLayout | LayoutRedirect | undefined;
  /** The document title, site name included. */
  title: string;
}

export interface SeoHead {
  description: string;
  /** The markup after the description meta. */
  tags: string;
  lang: string;
  dir: "ltr" | "rtl";
}

interface Section {
  slug: string;
  locale: string;
}

/** The page's site section: the matched one, else the one the first path segment names, else the default. */
async function sectionOf(request: FastifyRequest, page: SeoPageInput): Promise<Section> {
  const { table } = await cachedRouteState(request.server.db);
  const first = page.url.pathname.split("/")[1]?.toLowerCase() ?? "";
  const found = page.match
    ? table.siteSections.find((s) => s.siteSectionID === page.match?.siteSectionID)
    : table.siteSections.find((s) => first !== "" && s.slug.toLowerCase() === first);
  return found ? { slug: found.slug, locale: found.locale } : { slug: "", locale: "en" };
}

/** Lists and section pages: one canonical address each, the section's own description where it has one. */
async function listSeo(ctx: ServiceContext, request: FastifyRequest, match: RouteMatch, section: Section) {
  const { query } = match;
  const params = query.params ?? {};
  const site = await effectiveSiteConfig(request.server.db, request.server.siteConfig);
  let target: CanonicalTarget = { kind: "list", path: inSection(section.slug, "/") };
  let description = "";
  switch (query.layoutViewType) {
    case "discussionList":
      target = { kind: "list", path: inSection(section.slug, "/discussions"), page: pageNumber(params.page) };
      break;
    case "categoryList":
      target = { kind: "list", path: inSection(section.slug, "/categories"), page: pageNumber(params.page) };
      break;
    case "subcommunityHome":
      description = (await getSiteSection(ctx.db, site, match.siteSectionID))?.description ?? "";
      break;
    case "customPage": {
      const custom = await getCustomPage(ctx.db, Number(params.customPageID));
      description = custom?.description ?? "";
      target = {
        kind: "list",
        path: inSection(section.slug, `/${(custom?.urlcode ?? "").replace(/^\/+/, "")}`),
      };
      break;
    }
  }
  const seo: RecordSeo = {
    description,
    canonicalUrl: canonicalUrl(request.server.publicUrl, target),
    ogType: "website",
  };
  return seo;
}

async function contentSeo(request: FastifyRequest, page: SeoPageInput, section: Section, siteName: string) {
  const match = page.match;
  if (!match) return null;
  const ctx: ServiceContext = { db: request.server.db, viewer: request.viewer };
  const layout = page.layout && !("redirectTo" in page.layout) ? page.layout : undefined;
  const input = { ctx, publicUrl: request.server.publicUrl, query: match.query, nodes: [] };
  // Only a post page reads its widgets' data: walking a large layout costs time other pages need not spend.
  if (match.query.layoutViewType === "post")
    return discussionSeo({ ...input, nodes: layout ? layoutNodes([layout.titleBar, ...layout.layout]) : [] });
  if (match.query.recordType === "category") return categorySeo(input);
  // The knowledge base's pages (knowledge-seo.ts); an article's view type follows its knowledge base's kind.
  const knowledge = { ...input, sectionSlug: section.slug };
  if (match.query.recordType === "article") return articleSeo({ ...knowledge, siteName });
  if (match.query.recordType === "knowledgeBase") return knowledgeBaseSeo(knowledge);
  if (match.query.recordType === "knowledgeCategory") return knowledgeCategorySeo(knowledge);
  if (match.query.layoutViewType === "knowledgeHome") return knowledgeHomeSeo(knowledge);
  if (match.query.recordType === "group") return groupSeo(input);
  return listSeo(ctx, request, match, section);
}

export async function pageSeo(request: FastifyRequest, page: SeoPageInput): Promise<SeoHead> {
  // The name and description an administrator configured win over the server's (services/site-info.ts).
  const site = await effectiveSiteConfig(request.server.db, request.server.siteConfig);
  const section = await sectionOf(request, page);
  const lang = htmlLang(section.locale);
  const base: SeoMeta = {
    title: page.title,
    description: site.description,
    siteName: site.title,
    lang,
    noindex: false,
  };
  const viewType = page.match?.query.layoutViewType;
  let meta: SeoMeta;
  if (page.layout && "redirectTo" in page.layout) {
    // The client moves on; a crawler that runs no script learns the address from the canonical link.
    meta = { ...base, canonicalUrl: absoluteUrl(request.server.publicUrl, page.layout.redirectTo) };
  } else if (isNoindexPage(page.url.pathname, page.status, viewType)) {
    meta = { ...base, noindex: true };
  } else {
    const found = await contentSeo(request, page, section, site.title);
    meta = { ...base, ...found, description: found?.description || site.description };
  }
  return { description: meta.description, tags: renderSeoTags(meta), lang, dir: textDirection(lang) };
}
