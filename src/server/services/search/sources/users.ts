// Members by name: words of the name (config simple) or the name's beginning; never banned or deleted accounts, and
// only for viewers who may view profiles (profiles.view), so guests cannot list the members through search.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { escapeHtml } from "../../../format/escape";
import { selectRows } from "../../sql";
import { loadUserFragments } from "../../users-batch";
import { dateConditions } from "../post-filters";
import { requiredIsoDate } from "../present";
import { blendedRank, textRank } from "../ranking";
import { intArray, nameWords, startsWithText } from "../sql-parts";
import { type TextQuery, tsquery } from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

const u = (column: string) => sql.raw(`u."${column}"`);

function textCondition(text: TextQuery): SQL {
  return sql`(${u("searchVector")} @@ ${tsquery("simple", text)} OR ${startsWithText(u("name"), text.raw)})`;
}

function rank(text: TextQuery | null): SQL {
  if (!text) return sql`0::float8`;
  const exact = sql`(CASE WHEN lower(${u("name")}) = lower(${text.raw}) THEN 1 WHEN ${startsWithText(u("name"), text.raw)} THEN 0.5 ELSE 0 END)::float8`;
  return blendedRank(
    sql`greatest(${textRank(u("searchVector"), tsquery("simple", text))}, ${exact})`,
    u("dateInserted"),
    null,
  );
}

function hits(plan: SearchPlan): SQL | null {
  if (!plan.ctx.viewer.permissions.has("profiles.view")) return null;
  const conditions = [
    sql`u."userID" > 0`,
    sql`NOT u."deleted"`,
    sql`u."banned" = 0`,
    ...nameWords(u("name"), plan.posts.name),
    ...dateConditions(u("dateInserted"), plan.dateInserted),
  ];
  if (plan.text) conditions.push(textCondition(plan.text));
  return sql`SELECT 'user'::text AS "recordType", 'user'::text AS "kind", u."userID" AS "recordID",
    ${rank(plan.text)} AS "rank", u."dateInserted" AS "dateInserted", NULL::int AS "categoryID"
    FROM "users" u WHERE ${sql.join(conditions, sql` AND `)}`;
}

interface UserRow {
  userID: number;
  title: string | null;
  dateInserted: Date | string;
}

async function present(plan: SearchPlan, page: readonly SearchHit[]): Promise<Map<string, SearchResult>> {
  const ids = page.map((hit) => hit.recordID);
  const [rows, fragments] = await Promise.all([
    selectRows<UserRow>(
      plan.ctx.db,
      sql`SELECT u."userID", u."title", u."dateInserted" FROM "users" u
        WHERE u."userID" = ANY(${intArray(ids)}) AND NOT u."deleted" AND u."banned" = 0`,
    ),
    loadUserFragments(plan.ctx.db, ids),
  ]);
  const results = new Map<string, SearchResult>();
  for (const row of rows) {
    const fragment = fragments.get(row.userID);
    if (!fragment) continue;
    const result: SearchResult = {
      recordType: "user",
      recordID: row.userID,
      type: "user",
      name: fragment.name,
      body: escapeHtml(row.title ?? ""),
      url: fragment.url,
      dateInserted: requiredIsoDate(row.dateInserted),
      dateUpdated: null,
      insertUserID: row.userID,
      labelCodes: [],
      isForeign: false,
    };
    if (plan.expand.has("insertUser")) result.insertUser = fragment;
    results.set(hitKey({ kind: "user", recordID: row.userID }), result);
  }
  return results;
}

export const userSource: SearchSource = { recordType: "user", hits, present };
