// An article's revisions (docs/reference/knowledge-base.md#revisions), its editors' only: the list newest first
// (one locale, or all), one revision with its source and rendering, and restoring one — a new revision that copies
// it, so a restore is itself one step the history can undo.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ArticleRevision } from "../../../types/generated/api/article-revision";
import { articleRevisions } from "../../db/schema-knowledge";
import { notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import { loadUserFragments, userFragmentOf } from "../users-batch";
import { renderArticleBodies } from "./article-body";
import { saveRevision } from "./article-content";
import type { Article } from "./article-presenter";
import type { RevisionRow } from "./article-rows";
import { findArticleRow } from "./article-rows";
import { getArticle } from "./articles";
import { editableArticle } from "./guards";

/** The newest revision of each locale is the one the article shows there. */
function currentIDs(rows: readonly RevisionRow[]): Set<number> {
  const newest = new Map<string, number>();
  for (const row of rows)
    newest.set(row.locale, Math.max(newest.get(row.locale) ?? 0, row.articleRevisionID));
  return new Set(newest.values());
}

function presentRevision(row: RevisionRow, current: boolean): ArticleRevision {
  return {
    articleRevisionID: row.articleRevisionID,
    articleID: row.articleID,
    locale: row.locale,
    name: row.name,
    excerpt: row.excerpt,
    format: row.format,
    status: row.status === "published" ? "published" : "draft",
    restoredFromRevisionID: row.restoredFromRevisionID,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    current,
  };
}

async function revisionRows(ctx: ServiceContext, articleID: number, locale?: string): Promise<RevisionRow[]> {
  const conditions: SQL[] = [eq(articleRevisions.articleID, articleID)];
  if (locale) conditions.push(eq(articleRevisions.locale, locale));
  return ctx.db
    .select()
    .from(articleRevisions)
    .where(and(...conditions))
    .orderBy(desc(articleRevisions.articleRevisionID));
}

export async function listArticleRevisions(
  ctx: ServiceContext,
  articleID: number,
  locale?: string,
): Promise<ArticleRevision[]> {
  await editableArticle(ctx, articleID);
  const all = await revisionRows(ctx, articleID);
  const current = currentIDs(all);
  const rows = locale ? all.filter((row) => row.locale === locale) : all;
  const users = await loadUserFragments(
    ctx.db,
    rows.map((row) => row.insertUserID),
  );
  return rows.map((row) => ({
    ...presentRevision(row, current.has(row.articleRevisionID)),
    insertUser: userFragmentOf(users, row.insertUserID),
  }));
}

async function findRevision(ctx: ServiceContext, articleID: number, articleRevisionID: number) {
  const [row] = await ctx.db
    .select()
    .from(articleRevisions)
    .where(
      and(
        eq(articleRevisions.articleID, articleID),
        eq(articleRevisions.articleRevisionID, articleRevisionID),
      ),
    );
  if (!row) throw notFound("Revision");
  return row;
}

export async function getArticleRevision(
  ctx: ServiceContext,
  articleID: number,
  articleRevisionID: number,
): Promise<ArticleRevision> {
  await editableArticle(ctx, articleID);
  const row = await findRevision(ctx, articleID, articleRevisionID);
  const current = currentIDs(await revisionRows(ctx, articleID, row.locale));
  const [users, [body]] = await Promise.all([
    loadUserFragments(ctx.db, [row.insertUserID]),
    renderArticleBodies(ctx.db, [
      { cacheKey: `revision:${row.articleRevisionID}`, body: row.body, format: row.format },
    ]),
  ]);
  return {
    ...presentRevision(row, current.has(row.articleRevisionID)),
    insertUser: userFragmentOf(users, row.insertUserID),
    bodyRaw: row.body,
    body: body ?? "",
  };
}

/** A new revision copying an older one (its locale's text again); answers the article in that locale. */
export async function restoreArticleRevision(
  ctx: ServiceContext,
  articleID: number,
  articleRevisionID: number,
): Promise<Article> {
  await editableArticle(ctx, articleID);
  const revision = await findRevision(ctx, articleID, articleRevisionID);
  await ctx.db.transaction(async (tx) => {
    const row = await findArticleRow({ ...ctx, db: tx }, articleID);
    if (!row) throw notFound("Revision");
    const { name, body, format, excerpt } = revision;
    await saveRevision(
      tx,
      row,
      { name, body, format, excerpt },
      revision.locale,
      ctx.viewer.user.userID,
      revision.articleRevisionID,
    );
  });
  return getArticle(ctx, articleID, { locale: revision.locale });
}
