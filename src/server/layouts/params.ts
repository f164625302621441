// Page params per view type (layout-format §3.1): validated from the query string, then completed with the
// common params every layout may reference (siteSection/name, locale, …).
import { Ajv } from "ajv";
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

const discussionListParams = {
  type: "object",
  properties: {
    sort: { type: "string", enum: ["-dateLastComment", "-dateInserted", "-score", "-hot", "dateInserted"] },
    page: { type: "integer", minimum: 1, maximum: 100000 },
    tagID: { type: "integer", minimum: 1, maximum: 2147483647 },
    type: { type: "string", enum: ["discussion", "question", "idea", "poll"] },
    locale: { type: "string", maxLength: 20 },
    siteSectionID: { type: ["string", "integer"] },
  },
} as const;

const commonParams = {
  type: "object",
  properties: { locale: { type: "string", maxLength: 20 }, siteSectionID: { type: ["string", "integer"] } },
} as const;

// Query-string values arrive as strings; unknown keys (utm_source, …) are dropped, never an error.
const ajv = new Ajv({ coerceTypes: true, removeAdditional: "all", allErrors: true, strict: false });
const validators = {
  discussionList: ajv.compile(discussionListParams),
  common: ajv.compile(commonParams),
};

function validatorFor(layoutViewType: string) {
  return layoutViewType === "discussionList" ? validators.discussionList : validators.common;
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
        message: error.message ?? "is invalid",
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
