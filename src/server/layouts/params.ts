// Page params per view type (docs/reference/layout-documents.md#view-types): validated from the query string, then
// completed with the common params every layout may reference (siteSection/name, locale, …).
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { MessageValues } from "../../lib/i18n/translator";
import { viewTypeDefinition } from "../../lib/layout/view-types";
import type { Article } from "../../types/generated/api/article";
import type { Breadcrumb } from "../../types/generated/api/breadcrumb";
import type { Category } from "../../types/generated/api/category";
import type { Discussion } from "../../types/generated/api/discussion";
import type { Group } from "../../types/generated/api/group";
import type { KnowledgeBase } from "../../types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../types/generated/api/knowledge-category";
import { defaultSiteSection, type SiteSection } from "../services/site-sections";
import type { SiteConfig } from "../site-config";

type SiteSectionParams = SiteSection;

export interface LayoutParams {
  [key: string]: unknown;
  layoutViewType: string;
  locale: string;
  siteSection: SiteSectionParams;
  /** The page's category, when it has one: contextual widgets and category-filter follow it. */
  categoryID?: number;
  /** Page filters of list views (discussionList): already validated. */
  sort?: string;
  page?: number;
  tagID?: number;
  type?: string;
}

export class InvalidLayoutParamsError extends Error {
  constructor(readonly fieldErrors: { field: string; message: string; values: MessageValues }[]) {
    super("The page parameters are invalid.");
  }
}

/**
 * Inputs every view accepts (docs/reference/layout-documents.md#view-types "Common params"); categoryID feeds
 * category-filter.
 */
function commonProperties() {
  return {
    locale: { type: "string", maxLength: 20 },
    siteSectionID: { type: ["string", "integer"], maxLength: 40 },
    categoryID: { type: "integer", minimum: 1, maximum: 2147483647 },
  } as const;
}

// Query-string values arrive as strings; unknown keys (utm_source, …) are dropped, never an error.
const ajv = new Ajv({ coerceTypes: true, removeAdditional: "all", allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();

/** The params validator of a view type: its own params plus the common ones (unknown view types: common only). */
function validatorFor(layoutViewType: string): ValidateFunction {
  let validate = validators.get(layoutViewType);
  if (!validate) {
    const own = viewTypeDefinition(layoutViewType)?.params ?? {};
    validate = ajv.compile({ type: "object", properties: { ...own, ...commonProperties() } });
    validators.set(layoutViewType, validate);
  }
  return validate;
}

/** A message key and its values; ajv's own words (English) for what is not an enum. */
function describeParamError(error: ErrorObject): { message: string; values: MessageValues } {
  const field = `params.${error.instancePath.slice(1)}`;
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  if (allowed)
    return { message: "{field} must be one of: {allowed}.", values: { field, allowed: allowed.join(", ") } };
  return error.message
    ? { message: "{field} {problem}.", values: { field, problem: error.message } }
    : { message: "{field} is invalid.", values: { field } };
}

/** What the lookup found for the page (docs/reference/layout-documents.md#view-types resolved params). */
export interface ResolvedRecords {
  siteSection?: SiteSection;
  category?: Category;
  discussion?: Discussion;
  breadcrumbs?: Breadcrumb[];
  customPage?: { customPageID: number; name: string; description: string; url: string };
  /** Knowledge pages (knowledge-providers.ts): the base, the category and the article, as the viewer may read them. */
  knowledgeBase?: KnowledgeBase;
  knowledgeCategory?: KnowledgeCategory;
  article?: Article;
  /** A group's pages (group-providers.ts): the group as the viewer sees it, with what they may do there. */
  group?: Group;
  /** Params the record providers add (categoryID, discussionID, commentID…): they override the input. */
  params?: Record<string, unknown>;
}

function categoryParam(category: Category) {
  const { categoryID, name, description, url, urlcode, displayAs, parentCategoryID, bannerImageUrl } =
    category;
  return { categoryID, name, description, url, urlcode, displayAs, parentCategoryID, bannerImageUrl };
}

/** The knowledge refs (knowledgeBase/name, knowledgeCategory/description, article/name…) of a knowledge page. */
function knowledgeParams({ knowledgeBase, knowledgeCategory, article }: ResolvedRecords) {
  const params: Record<string, unknown> = {};
  if (knowledgeBase) {
    const { knowledgeBaseID, name, description, url, urlCode, viewType, icon, siteSectionID, locale } =
      knowledgeBase;
    // No banner image reads as none (the banner's "knowledgeBase/bannerImage" source, src/lib/layout/banner-image.ts).
    const bannerImage = knowledgeBase.bannerImage ?? "";
    const base = { knowledgeBaseID, name, description, url, urlCode, viewType, icon, siteSectionID, locale };
    params.knowledgeBase = { ...base, bannerImage };
  }
  if (knowledgeCategory) {
    const { knowledgeCategoryID, knowledgeBaseID, parentID, name, description, url } = knowledgeCategory;
    params.knowledgeCategory = { knowledgeCategoryID, knowledgeBaseID, parentID, name, description, url };
  }
  // The whole article (body included): its page's asset shows it without reading it again.
  if (article) params.article = article;
  return params;
}

export function resolveLayoutParams(
  layoutViewType: string,
  input: Record<string, unknown>,
  site: SiteConfig,
  records: ResolvedRecords = {},
): LayoutParams {
  const params: Record<string, unknown> = { ...structuredClone(input), ...records.params };
  const validate = validatorFor(layoutViewType);
  if (!validate(params)) {
    throw new InvalidLayoutParamsError(
      (validate.errors ?? []).map((error) => ({
        field: `params.${error.instancePath.slice(1) || "params"}`,
        ...describeParamError(error),
      })),
    );
  }
  const siteSection = records.siteSection ?? defaultSiteSection(site);
  const resolved: LayoutParams = {
    ...params,
    layoutViewType,
    locale: typeof params.locale === "string" ? params.locale : siteSection.contentLocale,
    siteSection,
  };
  if (records.category) resolved.category = categoryParam(records.category);
  if (records.discussion) resolved.discussion = records.discussion;
  if (records.breadcrumbs) resolved.breadcrumbs = records.breadcrumbs;
  if (records.customPage) resolved.customPage = records.customPage;
  if (records.group) resolved.group = records.group;
  Object.assign(resolved, knowledgeParams(records));
  return resolved;
}
