// GET /layouts/{id}/hydrate with record params (categoryID, discussionID, commentID, customPageID, articleID,
// knowledgeCategoryID, knowledgeBaseID, groupID): the records those params name are looked up exactly as lookup-hydrate
// looks them up (record-providers.ts), with the viewer's permissions, so a preview of a category page shows that
// category's data, or 404 when the viewer may not see it.

import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import { fieldErrors } from "../http/errors";
import type { ServiceContext } from "../services/context";
import { DEFAULT_SECTION_ID } from "../services/site-sections";
import type { SiteConfig } from "../site-config";
import { type LayoutParams, resolveLayoutParams } from "./params";
import { isRedirect, resolveLookup } from "./record-providers";

type RecordParam =
  | "commentID"
  | "discussionID"
  | "categoryID"
  | "customPageID"
  | "articleID"
  | "knowledgeCategoryID"
  | "knowledgeBaseID"
  | "groupID";

/** Most specific first: a comment names its discussion, which names its category. */
const RECORD_PARAMS: readonly [RecordParam, LayoutQuery["recordType"]][] = [
  ["commentID", "comment"],
  ["discussionID", "discussion"],
  ["categoryID", "category"],
  ["customPageID", "customPage"],
  // An article names its category, which names its knowledge base.
  ["articleID", "article"],
  ["knowledgeCategoryID", "knowledgeCategory"],
  ["knowledgeBaseID", "knowledgeBase"],
  ["groupID", "group"],
];

function sectionIDOf(input: Record<string, unknown>): number {
  const id = Number(input.siteSectionID ?? DEFAULT_SECTION_ID);
  return Number.isInteger(id) ? id : Number.NaN;
}

/** The layout's page params with the records they name resolved (bad params: InvalidLayoutParamsError). */
export async function resolveRecordParams(
  services: ServiceContext,
  site: SiteConfig,
  layoutViewType: string,
  input: Record<string, unknown>,
): Promise<LayoutParams> {
  // Validated first: only params the view type accepts can name a record, already coerced to integers.
  const checked = resolveLayoutParams(layoutViewType, input, site);
  const named = RECORD_PARAMS.find(([param]) => typeof checked[param] === "number");
  const layoutQueryType = layoutViewType as LayoutQuery["layoutViewType"];
  const params = input.siteSectionID === undefined ? {} : { siteSectionID: input.siteSectionID };
  const query: LayoutQuery = named
    ? { layoutViewType: layoutQueryType, recordType: named[1], recordID: Number(checked[named[0]]), params }
    : { layoutViewType: layoutQueryType, recordType: "siteSection", recordID: sectionIDOf(input), params };
  const target = await resolveLookup(services, site, query);
  if (isRedirect(target)) {
    throw fieldErrors(400, [
      {
        field: `params.${named?.[0] ?? "siteSectionID"}`,
        code: "siteSection",
        message: "That record is not in this site section; its page is {url}.",
        values: { url: target.redirectTo },
      },
    ]);
  }
  return resolveLayoutParams(layoutViewType, input, site, target.records);
}
