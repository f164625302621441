// The external search (docs/reference/search.md#external-search): an address template set with PATCH /config
// (search.externalUrl, validated by schemas/api/config-patch.schema.json: http(s) with the %s or {searchTerms}
// placeholder) that the search boxes send their query to instead of the search page. Read on every page, so cached
// with the other site reads and dropped on config writes.
import { inArray } from "drizzle-orm";
import type { PageState } from "../../types/generated/api/page-state";
import type { Db } from "../db/client";
import { config } from "../db/schema";
import { EXTERNAL_SEARCH_CONFIG_KEYS } from "./config";
import { cachedSiteRead } from "./route-state";

export type ExternalSearch = NonNullable<PageState["site"]["externalSearch"]>;

async function readExternalSearch(db: Db): Promise<ExternalSearch | null> {
  const rows = await db
    .select()
    .from(config)
    .where(inArray(config.key, Object.values(EXTERNAL_SEARCH_CONFIG_KEYS)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const urlTemplate = value(EXTERNAL_SEARCH_CONFIG_KEYS.urlTemplate);
  if (typeof urlTemplate !== "string" || urlTemplate.trim() === "") return null;
  return { urlTemplate: urlTemplate.trim(), newTab: value(EXTERNAL_SEARCH_CONFIG_KEYS.newTab) === true };
}

/** The external search, or null when the forum's own search page answers. */
export function loadExternalSearch(db: Db): Promise<ExternalSearch | null> {
  return cachedSiteRead(db, "externalSearch", () => readExternalSearch(db));
}
