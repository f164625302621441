// Record providers (docs/reference/layout-documents.md#layout-lookup): turn a page's layout query into the view type to
// render, the chain of records whose layout views apply (comment → discussion → category → site section → global; the
// template comes last), and the records the page's params are resolved from. A record asked for under the wrong site
// section answers a redirect to its address instead.
import { eq } from "drizzle-orm";
import { CATEGORY_VIEW_TYPES } from "../../lib/layout/view-types";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import type { LayoutRedirect } from "../../types/generated/layout/layout-redirect";
import { comments } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { isAddonEnabled } from "../services/addons";
import { categoryBreadcrumbs, getCategory } from "../services/categories";
import { isListedCategory, loadCategoryIndex } from "../services/category-index";
import type { ServiceContext } from "../services/context";
import { getDiscussion } from "../services/discussions";
import {
  DEFAULT_SECTION_ID,
  getCustomPage,
  getSiteSection,
  type SiteSection,
  sectionContainsCategory,
} from "../services/site-sections";
import type { SiteConfig } from "../site-config";
import { createPostGroupRecords, groupTarget } from "./group-providers";
import {
  articleTarget,
  knowledgeBaseTarget,
  knowledgeCategoryTarget,
  knowledgeHomeCrumbs,
} from "./knowledge-providers";
import { GLOBAL_RECORD, type RecordRef } from "./lookup";
import type { ResolvedRecords } from "./params";

export interface LookupTarget {
  layoutViewType: string;
  chain: RecordRef[];
  records: ResolvedRecords;
}

export type { LayoutRedirect };

/** Record IDs are PostgreSQL integers. */
const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record ID from the query (recordID may be text: a category's urlcode) or its free-form params. A number
 * beyond int4 names no record and must not reach a query: NaN, which every target below answers 404.
 */
function recordNumber(value: unknown): number {
  const id = Number(value);
  return Number.isInteger(id) && Math.abs(id) <= MAX_RECORD_ID ? id : Number.NaN;
}

/** The section a page asked for: its siteSection record, else params.siteSectionID, else the default one. */
function requestedSectionID(query: LayoutQuery): number {
  if (query.recordType === "siteSection") return recordNumber(query.recordID);
  const fromParams = recordNumber(query.params?.siteSectionID ?? DEFAULT_SECTION_ID);
  return Number.isInteger(fromParams) ? fromParams : DEFAULT_SECTION_ID;
}

async function sectionOf(
  services: ServiceContext,
  site: SiteConfig,
  sectionID: number,
): Promise<SiteSection> {
  const section = Number.isInteger(sectionID) ? await getSiteSection(services.db, site, sectionID) : null;
  if (!section) throw notFound("Site Section");
  return section;
}

/** The section's own layout views, then the global ones (the default section maps to global). */
function sectionChain(section: SiteSection): RecordRef[] {
  if (section.sectionID === DEFAULT_SECTION_ID) return [GLOBAL_RECORD];
  return [{ recordType: "siteSection", recordID: section.sectionID }, GLOBAL_RECORD];
}

/** Outside its section's category tree, a record lives at its default-section address. */
async function misplaced(services: ServiceContext, section: SiteSection, categoryID: number, url: string) {
  if (await sectionContainsCategory(services.db, section, categoryID)) return null;
  const redirect: LayoutRedirect = { redirectTo: url.replace(/#.*$/, ""), status: 301 };
  return redirect;
}

function categoryViewType(displayAs: string): string {
  if (displayAs === "heading") {
    throw new ApiError(400, "This category is a heading: it has no page of its own.");
  }
  return displayAs === "discussions" ? "discussionCategoryPage" : "nestedCategoryList";
}

async function categoryTarget(services: ServiceContext, section: SiteSection, query: LayoutQuery) {
  const category = await getCategory(services, String(query.recordID));
  if (!category) throw notFound("Category");
  // A group's own category has no category page: its page is the group's (docs/reference/groups.md#urls).
  if (!isListedCategory((await loadCategoryIndex(services.db)).byID.get(category.categoryID))) {
    const toGroup: LayoutRedirect = { redirectTo: category.url, status: 301 };
    return toGroup;
  }
  const redirect = await misplaced(services, section, category.categoryID, category.url);
  if (redirect) return redirect;
  const layoutViewType = CATEGORY_VIEW_TYPES.has(query.layoutViewType)
    ? categoryViewType(category.displayAs)
    : query.layoutViewType;
  const target: LookupTarget = {
    layoutViewType,
    chain: [{ recordType: "category", recordID: category.categoryID }, ...sectionChain(section)],
    records: {
      siteSection: section,
      category,
      breadcrumbs: await categoryBreadcrumbs(services, category.categoryID),
      params: { categoryID: category.categoryID },
    },
  };
  return target;
}

async function discussionTarget(
  services: ServiceContext,
  section: SiteSection,
  discussionID: number,
  extraParams: Record<string, unknown> = {},
) {
  const discussion = Number.isInteger(discussionID) ? await getDiscussion(services, discussionID) : null;
  if (!discussion) throw notFound("Discussion");
  const redirect = await misplaced(services, section, discussion.categoryID, discussion.url);
  if (redirect) return redirect;
  const category = await getCategory(services, discussion.categoryID);
  const target: LookupTarget = {
    // While Q&A is switched off a question reads as a discussion: its comments, no answer thread (src/lib/addons.ts).
    layoutViewType:
      discussion.type === "question" && (await isAddonEnabled(services.db, "qna"))
        ? "question"
        : "discussion",
    chain: [{ recordType: "category", recordID: discussion.categoryID }, ...sectionChain(section)],
    records: {
      siteSection: section,
      discussion,
      breadcrumbs: await categoryBreadcrumbs(services, discussion.categoryID),
      params: { ...extraParams, discussionID: discussion.discussionID, categoryID: discussion.categoryID },
      ...(category ? { category } : {}),
    },
  };
  return target;
}

async function commentTarget(services: ServiceContext, section: SiteSection, commentID: number) {
  const [row] = Number.isInteger(commentID)
    ? await services.db
        .select({ discussionID: comments.discussionID })
        .from(comments)
        .where(eq(comments.commentID, commentID))
        .limit(1)
    : [];
  if (!row) throw notFound("Comment");
  // Which page holds the comment depends on the thread widget's sort and page size: "lookupSort" asks the thread
  // loader to find the page of the comment's top-level ancestor (services/comment-thread/load-thread.ts).
  return discussionTarget(services, section, row.discussionID, {
    commentID,
    page: "lookupSort",
    parentRecordType: "discussion",
    parentRecordID: row.discussionID,
  });
}

async function customPageTarget(services: ServiceContext, site: SiteConfig, customPageID: number) {
  const page = Number.isInteger(customPageID) ? await getCustomPage(services.db, customPageID) : null;
  const visible = page && (page.status === "published" || services.viewer.permissions.has("site.manage"));
  if (!page || !visible) throw notFound("Page");
  const target: LookupTarget = {
    layoutViewType: "customPage",
    chain: [{ recordType: "customPage", recordID: page.customPageID }],
    records: {
      siteSection: await sectionOf(services, site, page.siteSectionID),
      customPage: {
        customPageID: page.customPageID,
        name: page.name,
        description: page.description,
        url: `/${page.urlcode}`,
      },
      params: { customPageID: page.customPageID },
    },
  };
  return target;
}

/**
 * A knowledge page: the knowledge base's layout views, then the page's site section's (a knowledge base is read
 * under any section's prefix, in that section's language: knowledge-providers.ts).
 */
async function knowledgeTarget(services: ServiceContext, site: SiteConfig, query: LayoutQuery) {
  const section = await sectionOf(services, site, requestedSectionID(query));
  const where = { section, sectionChain: sectionChain(section) };
  if (query.recordType === "article") return articleTarget(services, where, recordNumber(query.recordID));
  if (query.recordType === "knowledgeCategory")
    return knowledgeCategoryTarget(services, where, recordNumber(query.recordID));
  return knowledgeBaseTarget(services, where, query.recordID);
}

/** Where a layout query leads: a target to render, or a redirect. Throws 404/400 ApiErrors. */
export async function resolveLookup(
  services: ServiceContext,
  site: SiteConfig,
  query: LayoutQuery,
): Promise<LookupTarget | LayoutRedirect> {
  const recordID = recordNumber(query.recordID);
  switch (query.recordType) {
    case "customPage":
      return customPageTarget(services, site, recordID);
    case "comment":
      return commentTarget(services, await sectionOf(services, site, requestedSectionID(query)), recordID);
    case "discussion":
      return discussionTarget(services, await sectionOf(services, site, requestedSectionID(query)), recordID);
    case "category":
      return categoryTarget(services, await sectionOf(services, site, requestedSectionID(query)), query);
    case "knowledgeBase":
    case "knowledgeCategory":
    case "article":
      return knowledgeTarget(services, site, query);
    case "group":
      return groupTarget(services, await sectionOf(services, site, requestedSectionID(query)), recordID);
    case "global":
      return { layoutViewType: query.layoutViewType, chain: [GLOBAL_RECORD], records: {} };
    default: {
      const section = await sectionOf(services, site, requestedSectionID(query));
      return {
        layoutViewType: query.layoutViewType,
        chain: sectionChain(section),
        records: {
          siteSection: section,
          ...(query.layoutViewType === "knowledgeHome" ? { breadcrumbs: knowledgeHomeCrumbs() } : {}),
          // A group's create-post page posts into the group's category (group-providers.ts).
          ...(await createPostGroupRecords(services, query)),
        },
      };
    }
  }
}

export function isRedirect(value: LookupTarget | LayoutRedirect): value is LayoutRedirect {
  return "redirectTo" in value;
}
