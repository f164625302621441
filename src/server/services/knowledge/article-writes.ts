// Writing articles (docs/reference/knowledge-base.md#api), for editors of their knowledge base (articles.add):
// create with a first revision, change (a content change saves a revision in one locale: the knowledge base's own,
// or a translation), publish, schedule, delete and restore. Each write is one transaction.
import { eq } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { ArticlePatch } from "../../../types/generated/api/article-patch";
import type { ArticlePost } from "../../../types/generated/api/article-post";
import type { Tx } from "../../db/client";
import { articles, knowledgeBases } from "../../db/schema-knowledge";
import { renderSource } from "../../format/render";
import { fieldErrors } from "../../http/errors";
import type { ServiceContext } from "../context";
import { bodyErrors } from "../posting/prepare-body";
import { type ArticleContent, currentContent, sameContent, saveRevision } from "./article-content";
import type { Article } from "./article-presenter";
import type { ArticleRow } from "./article-rows";
import { getArticle } from "./articles";
import {
  checkCategoryIn,
  checkScheduled,
  editableArticle,
  nextSortSql,
  requiredName,
  requireEditor,
} from "./guards";
import { knowledgeBaseNotFound } from "./not-found";

/** Where a converted article came from (convert-discussion.ts). */
export interface ArticleSourceRecord {
  discussionID: number;
  commentID: number | null;
}

function checkedContent(content: ArticleContent): ArticleContent {
  const name = requiredName(content.name);
  const errors = bodyErrors(renderSource(content.body, content.format));
  if (errors.length) throw fieldErrors(400, errors);
  return { ...content, name, excerpt: content.excerpt.trim() };
}

/** status and dateScheduled as stored: a schedule only on a draft, in the future. */
function scheduleOf(status: "draft" | "published", dateScheduled: string | null | undefined): Date | null {
  if (dateScheduled === null || dateScheduled === undefined) return null;
  if (status === "published")
    throw fieldErrors(422, [
      {
        field: "dateScheduled",
        code: "published",
        message: msg("Only a draft can be scheduled: save it with status draft."),
      },
    ]);
  return checkScheduled(dateScheduled);
}

export async function createArticle(
  ctx: ServiceContext,
  input: ArticlePost,
  source: ArticleSourceRecord | null = null,
): Promise<Article> {
  await requireEditor(ctx, input.knowledgeBaseID);
  const [base] = await ctx.db
    .select({ locale: knowledgeBases.locale })
    .from(knowledgeBases)
    .where(eq(knowledgeBases.knowledgeBaseID, input.knowledgeBaseID));
  if (!base) throw knowledgeBaseNotFound();
  const content = checkedContent({
    name: input.name,
    body: input.body,
    format: input.format,
    excerpt: input.excerpt ?? "",
  });
  const categoryID = input.knowledgeCategoryID ?? null;
  await checkCategoryIn(ctx.db, input.knowledgeBaseID, categoryID);
  const status = input.status ?? "draft";
  const dateScheduled = scheduleOf(status, input.dateScheduled);
  const userID = ctx.viewer.user.userID;
  const articleID = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(articles)
      .values({
        knowledgeBaseID: input.knowledgeBaseID,
        knowledgeCategoryID: categoryID,
        ...content,
        locale: base.locale,
        status,
        dateScheduled,
        sort: input.sort ?? nextSortSql("articles", input.knowledgeBaseID, "knowledgeCategoryID", categoryID),
        discussionID: source?.discussionID ?? null,
        commentID: source?.commentID ?? null,
        insertUserID: userID,
        dateInserted: now,
        datePublished: status === "published" ? now : null,
      })
      .returning({ articleID: articles.articleID, locale: articles.locale });
    if (!row) throw new Error("The article was not created.");
    await saveRevision(tx, { ...row, status, statusBeforeDelete: null }, content, row.locale, userID);
    return row.articleID;
  });
  return getArticle(ctx, articleID, { expand: ["source"] });
}

/** The content a PATCH asks for in `locale`, or null when it changes nothing there. */
async function patchedContent(tx: Tx, row: ArticleRow, patch: ArticlePatch, locale: string) {
  const touches = ["name", "body", "format", "excerpt"].some((key) => key in patch);
  if (!touches) return null;
  // A first translation starts from the source text for whatever the PATCH leaves out.
  const before = (await currentContent(tx, row, locale)) ?? {
    name: row.name,
    body: row.body,
    format: row.format,
    excerpt: "",
  };
  const after = checkedContent({
    name: patch.name ?? before.name,
    body: patch.body ?? before.body,
    format: patch.format ?? before.format,
    excerpt: patch.excerpt ?? before.excerpt,
  });
  return sameContent(before, after) ? null : after;
}

/** The row fields a PATCH's status, schedule, category and sort change. */
function statusChanges(row: ArticleRow, patch: ArticlePatch): Partial<typeof articles.$inferInsert> {
  const changes: Partial<typeof articles.$inferInsert> = {};
  const status =
    patch.status ?? (row.status === "deleted" ? undefined : (row.status as "draft" | "published"));
  if (patch.status !== undefined) {
    changes.status = patch.status;
    changes.statusBeforeDelete = null;
    if (patch.status === "published") {
      changes.datePublished = row.datePublished ?? new Date();
      changes.dateScheduled = null;
    }
  }
  if (patch.dateScheduled !== undefined) {
    if (status === undefined) {
      throw fieldErrors(422, [
        { field: "status", code: "deleted", message: msg("Restore the article before scheduling it.") },
      ]);
    }
    changes.dateScheduled = scheduleOf(status, patch.dateScheduled);
  }
  if (patch.knowledgeCategoryID !== undefined) changes.knowledgeCategoryID = patch.knowledgeCategoryID;
  if (patch.sort !== undefined) changes.sort = patch.sort;
  return changes;
}

export async function updateArticle(
  ctx: ServiceContext,
  articleID: number,
  patch: ArticlePatch,
): Promise<Article> {
  const row = await editableArticle(ctx, articleID);
  if (patch.knowledgeCategoryID !== undefined)
    await checkCategoryIn(ctx.db, row.knowledgeBaseID, patch.knowledgeCategoryID);
  const locale = patch.locale ?? row.locale;
  const changes = statusChanges(row, patch);
  const userID = ctx.viewer.user.userID;
  await ctx.db.transaction(async (tx) => {
    const content = await patchedContent(tx, row, patch, locale);
    if (Object.keys(changes).length) {
      await tx
        .update(articles)
        .set({ ...changes, updateUserID: userID, dateUpdated: new Date() })
        .where(eq(articles.articleID, articleID));
    }
    if (content) {
      const status = (changes.status as ArticleRow["status"] | undefined) ?? row.status;
      await saveRevision(tx, { ...row, status }, content, locale, userID);
    }
  });
  return getArticle(ctx, articleID, { locale, expand: ["source"] });
}

/** Deleted articles keep everything and come back with PATCH status. */
export async function deleteArticle(ctx: ServiceContext, articleID: number): Promise<void> {
  const row = await editableArticle(ctx, articleID);
  if (row.status === "deleted") return;
  await ctx.db
    .update(articles)
    .set({
      status: "deleted",
      statusBeforeDelete: row.status,
      dateScheduled: null,
      updateUserID: ctx.viewer.user.userID,
      dateUpdated: new Date(),
    })
    .where(eq(articles.articleID, articleID));
}
