// Groups (docs/reference/groups.md#search): names (weight A) and descriptions (weight B) of the groups the viewer may
// see — public and private ones, secret ones only for their members, invitees and group moderators — found by words
// or by the text inside the name. The url is the group's page. Groups are few: no index of their own.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { visibleGroupsCondition } from "../../groups/group-rows";
import { selectRows } from "../../sql";
import { groupUrl } from "../../urls";
import { excerptColumn, finishExcerpt } from "../excerpt";
import { dateConditions } from "../post-filters";
import { requiredIsoDate } from "../present";
import { blendedRank, textRank } from "../ranking";
import { allOf, anyOf, containsText, intArray, nameWords, startsWithText } from "../sql-parts";
import { configLiteral, type TextQuery, tsquery, vectorMatches } from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

const g = (column: string) => sql.raw(`"groups"."${column}"`);
const CONFIG = configLiteral("english");
const VECTOR = sql`(setweight(to_tsvector(${CONFIG}, ${g("name")}), 'A') || setweight(to_tsvector(${CONFIG}, ${g("description")}), 'B'))`;

function textCondition(text: TextQuery): SQL {
  const words = vectorMatches(VECTOR, CONFIG, text);
  // Part of a word ("run" in "Trail Runners") and CJK runs: every term somewhere in the name or description.
  const inside = allOf(
    text.terms.map((term) => anyOf([containsText(g("name"), term), containsText(g("description"), term)])),
  );
  return text.terms.length ? sql`(${words} OR ${inside})` : words;
}

function rank(text: TextQuery | null): SQL {
  if (!text) return sql`0::float8`;
  const byName = sql`(CASE WHEN lower(${g("name")}) = lower(${text.raw}) THEN 1 WHEN ${startsWithText(g("name"), text.raw)} THEN 0.7 ELSE 0 END)::float8`;
  return blendedRank(
    sql`greatest(${textRank(VECTOR, tsquery("english", text))}, ${byName})`,
    g("dateInserted"),
    null,
  );
}

function hits(plan: SearchPlan): SQL {
  const visible = visibleGroupsCondition(plan.ctx);
  const conditions = [
    ...(visible ? [visible] : []),
    ...nameWords(g("name"), plan.posts.name),
    ...dateConditions(g("dateInserted"), plan.dateInserted),
  ];
  if (plan.text) conditions.push(textCondition(plan.text));
  return sql`SELECT 'group'::text AS "recordType", 'group'::text AS "kind", "groups"."groupID" AS "recordID",
    ${rank(plan.text)} AS "rank", "groups"."dateInserted" AS "dateInserted", NULL::int AS "categoryID"
    FROM "groups" WHERE ${allOf(conditions)}`;
}

interface GroupRow {
  groupID: number;
  name: string;
  dateInserted: Date | string;
  dateUpdated: Date | string | null;
  excerpt: string | null;
}

async function present(plan: SearchPlan, page: readonly SearchHit[]): Promise<Map<string, SearchResult>> {
  const visible = visibleGroupsCondition(plan.ctx);
  const rows = await selectRows<GroupRow>(
    plan.ctx.db,
    sql`SELECT "groups"."groupID", "groups"."name", "groups"."dateInserted", "groups"."dateUpdated",
      ${excerptColumn(g("description"), CONFIG, plan.text)} AS "excerpt"
      FROM "groups" WHERE "groups"."groupID" = ANY(${intArray(page.map((hit) => hit.recordID))})
        AND ${visible ?? sql`true`}`,
  );
  const results = new Map<string, SearchResult>();
  for (const row of rows) {
    results.set(hitKey({ kind: "group", recordID: row.groupID }), {
      recordType: "group",
      recordID: row.groupID,
      type: "group",
      name: row.name,
      body: finishExcerpt(row.excerpt, plan.text),
      url: groupUrl(row.groupID, row.name),
      dateInserted: requiredIsoDate(row.dateInserted),
      dateUpdated: row.dateUpdated === null ? null : requiredIsoDate(row.dateUpdated),
      labelCodes: [],
      isForeign: false,
    });
  }
  return results;
}

export const groupSource: SearchSource = { recordType: "group", hits, present };
