// Page params per view type (layout-format §3.1): validated from the query string, then completed with the
// common params every layout may reference (siteSection/name, locale, …).
import { Ajv, type ErrorObject } from "ajv";
import type { SiteConfig } from "../site-config";

export interface SiteSectionParams {
  sectionID: number;
  name: string;
  description: string;
  basePath: string;
  contentLocale: string;
}

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
  constructor(readonly fieldErrors: { field: string; message: string }[]) {
    super("The page parameters are invalid.");
  }
}

/** Inputs every view accepts (layout-format §3.1 "Common params"); categoryID feeds category-filter. */
function commonProperties() {
  return {
    locale: { type: "string", maxLength: 20 },
    siteSectionID: { type: ["string", "integer"], maxLength: 40 },
    categoryID: { type: "integer", minimum: 1, maximum: 2147483647 },
  } as const;
}

const discussionListParams = {
  type: "object",
  properties: {
    sort: { type: "string", enum: ["-dateLastComment", "-dateInserted", "-score", "-hot", "dateInserted"] },
    page: { type: "integer", minimum: 1, maximum: 100000 },
    tagID: { type: "integer", minimum: 1, maximum: 2147483647 },
    type: { type: "string", enum: ["discussion", "question", "idea", "poll"] },
    ...commonProperties(),
  },
} as const;

const commonParams = { type: "object", properties: commonProperties() } as const;

// Query-string values arrive as strings; unknown keys (utm_source, …) are dropped, never an error.
const ajv = new Ajv({ coerceTypes: true, removeAdditional: "all", allErrors: true, strict: false });
const validators = {
  discussionList: ajv.compile(discussionListParams),
  common: ajv.compile(commonParams),
};

function validatorFor(layoutViewType: string) {
  return layoutViewType === "discussionList" ? validators.discussionList : validators.common;
}

function describeParamError(error: ErrorObject): string {
  const name = `params.${error.instancePath.slice(1)}`;
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  if (allowed) return `${name} must be one of: ${allowed.join(", ")}.`;
  return `${name} ${error.message ?? "is invalid"}.`;
}

export function resolveLayoutParams(
  layoutViewType: string,
  input: Record<string, unknown>,
  site: SiteConfig,
): LayoutParams {
  const params: Record<string, unknown> = structuredClone(input);
  const validate = validatorFor(layoutViewType);
  if (!validate(params)) {
    throw new InvalidLayoutParamsError(
      (validate.errors ?? []).map((error) => ({
        field: `params.${error.instancePath.slice(1) || "params"}`,
        message: describeParamError(error),
      })),
    );
  }
  return {
    ...params,
    layoutViewType,
    locale: typeof params.locale === "string" ? params.locale : "en",
    siteSection: {
      sectionID: 0,
      name: site.title,
      description: site.description,
      basePath: "/",
      contentLocale: "en",
    },
  };
}
