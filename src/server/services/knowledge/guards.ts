// The checks every knowledge-base write starts with (docs/reference/knowledge-base.md#permissions): a record the
// viewer may not see is missing (404); one they see but may not change answers 401 to guests and 403 to members.
import { and, eq, sql } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { Db } from "../../db/client";
import { knowledgeCategories } from "../../db/schema-knowledge";
import { type FieldErrorInput, fieldErrors, permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import { type KnowledgeAccess, knowledgeAccess } from "./access";
import { type ArticleRow, canSeeArticle, findArticleRow } from "./article-rows";
import { articleNotFound, knowledgeBaseNotFound } from "./not-found";

export function refuse(ctx: ServiceContext): never {
  throw isSignedIn(ctx.viewer) ? permissionDenied() : signInRequired();
}

/** The viewer holds articles.add in the knowledge base; 404 when they may not even read it. */
export async function requireEditor(ctx: ServiceContext, knowledgeBaseID: number): Promise<KnowledgeAccess> {
  const access = await knowledgeAccess(ctx);
  if (access.canEdit(knowledgeBaseID)) return access;
  if (!access.canView(knowledgeBaseID)) throw knowledgeBaseNotFound();
  return refuse(ctx);
}

/** An article the viewer may change. */
export async function editableArticle(ctx: ServiceContext, articleID: number): Promise<ArticleRow> {
  const access = await knowledgeAccess(ctx);
  const row = await findArticleRow(ctx, articleID);
  if (!row || !canSeeArticle(access, row)) throw articleNotFound();
  if (!access.canEdit(row.knowledgeBaseID)) refuse(ctx);
  return row;
}

/** The trimmed name, or a 400 naming the field. */
export function requiredName(name: string, field = "name"): string {
  const trimmed = name.trim();
  if (!trimmed)
    throw fieldErrors(400, [{ field, code: "empty", message: msg("name must contain some text.") }]);
  return trimmed;
}

/** A category must belong to the knowledge base the record is in. */
export async function checkCategoryIn(
  db: Db,
  knowledgeBaseID: number,
  knowledgeCategoryID: number | null | undefined,
  field = "knowledgeCategoryID",
): Promise<void> {
  if (knowledgeCategoryID === null || knowledgeCategoryID === undefined) return;
  const [found] = await db
    .select({ id: knowledgeCategories.knowledgeCategoryID })
    .from(knowledgeCategories)
    .where(
      and(
        eq(knowledgeCategories.knowledgeCategoryID, knowledgeCategoryID),
        eq(knowledgeCategories.knowledgeBaseID, knowledgeBaseID),
      ),
    );
  if (!found)
    throw fieldErrors(422, [
      { field, code: "notInKnowledgeBase", message: msg("That category is not in this knowledge base.") },
    ]);
}

/** A schedule must lie ahead. */
export function checkScheduled(dateScheduled: string, now = new Date()): Date {
  const when = new Date(dateScheduled);
  const errors: FieldErrorInput[] = [];
  if (Number.isNaN(when.getTime()) || when.getTime() <= now.getTime())
    errors.push({
      field: "dateScheduled",
      code: "past",
      message: msg("The publication date must be in the future."),
    });
  if (errors.length) throw fieldErrors(422, errors);
  return when;
}

/** The next free sort position at the end of a category (or the top level): new articles read last. */
export function nextSortSql(
  table: "articles" | "knowledge_categories",
  knowledgeBaseID: number,
  column: string,
  value: number | null,
) {
  const parent = sql.identifier(column);
  return sql`(SELECT coalesce(max("sort"), -1) + 1 FROM ${sql.identifier(table)}
    WHERE "knowledgeBaseID" = ${knowledgeBaseID} AND ${value === null ? sql`${parent} IS NULL` : sql`${parent} = ${value}`})`;
}
