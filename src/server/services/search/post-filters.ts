// The WHERE conditions discussions and comments share: the categories searched (the viewer's permissions, in SQL),
// never a redirect left behind by a move, and the discussion filters of the plan. A comment is filtered by its
// discussion (category, type, tags, title) and by its own author and date.
import { type SQL, sql } from "drizzle-orm";
import type { DateRange } from "./date-range";
import { intArray, textList } from "./sql-parts";
import { configLiteral, plainWordsMatch } from "./text-query";
import type { SearchPlan } from "./types";

/** Columns of the discussion (`d`) a post belongs to. */
const d = (column: string) => sql.raw(`d."${column}"`);

export function dateConditions(column: SQL, range: DateRange | null): SQL[] {
  if (!range) return [];
  const conditions: SQL[] = [];
  if (range.from) {
    const operator = sql.raw(range.from.inclusive ? ">=" : ">");
    conditions.push(sql`${column} ${operator} ${range.from.at.toISOString()}::timestamptz`);
  }
  if (range.to) {
    const operator = sql.raw(range.to.inclusive ? "<=" : "<");
    conditions.push(sql`${column} ${operator} ${range.to.at.toISOString()}::timestamptz`);
  }
  return conditions;
}

function tagCondition(tags: NonNullable<SearchPlan["posts"]["tags"]>): SQL {
  const tagged = sql`FROM "discussion_tags" dt WHERE dt."discussionID" = d."discussionID" AND dt."tagID" = ANY(${intArray(tags.tagIDs)})`;
  if (tags.operator === "or") return sql`EXISTS (SELECT 1 ${tagged})`;
  return sql`(SELECT count(*) ${tagged}) = ${sql.raw(String(tags.tagIDs.length))}`;
}

/** Title words: the name filter, matched against the title's part of the vector (weight A) only. */
function titleCondition(name: string): SQL {
  const titleOnly = sql`ts_filter(d."searchVector", '{a}')`;
  // The first test can use the index; the second keeps only hits in the title.
  return sql`(${plainWordsMatch(d("searchVector"), d("searchConfig"), name)} AND ${plainWordsMatch(titleOnly, d("searchConfig"), name)})`;
}

/** `own` names the columns of the record itself: the discussion's, or the comment's. */
export function postConditions(plan: SearchPlan, own: { insertUserID: SQL; dateInserted: SQL }): SQL[] {
  const { posts } = plan;
  if (!posts.categoryIDs.length) return [sql`false`];
  const conditions: SQL[] = [
    sql`d."categoryID" = ANY(${intArray(posts.categoryIDs)})`,
    sql`d."type" <> 'redirect'`,
  ];
  if (posts.types) conditions.push(sql`d."type" IN (${textList(posts.types)})`);
  if (posts.insertUserIDs) conditions.push(sql`${own.insertUserID} = ANY(${intArray(posts.insertUserIDs)})`);
  if (posts.tags) conditions.push(tagCondition(posts.tags));
  if (posts.name) conditions.push(titleCondition(posts.name));
  if (posts.config) conditions.push(sql`d."searchConfig" = ${configLiteral(posts.config)}`);
  conditions.push(...dateConditions(own.dateInserted, plan.dateInserted));
  return conditions;
}
