// Saving an article's text (docs/reference/knowledge-base.md#revisions): every save is a revision in one locale.
// A save in the article's own locale (its knowledge base's) also becomes what the row shows; a save in another locale
// is a translation and leaves the row's text alone.
import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { articleRevisions, articles } from "../../db/schema-knowledge";
import type { ArticleRow, RevisionRow } from "./article-rows";

export interface ArticleContent {
  name: string;
  body: string;
  format: string;
  excerpt: string;
}

/** The current text in a locale: the row's for its own locale, else the newest revision there (null when none). */
export async function currentContent(
  tx: Tx,
  row: ArticleRow,
  locale: string,
): Promise<ArticleContent | null> {
  if (locale === row.locale)
    return { name: row.name, body: row.body, format: row.format, excerpt: row.excerpt };
  const [latest] = await tx
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleID, row.articleID), eq(articleRevisions.locale, locale)))
    .orderBy(desc(articleRevisions.articleRevisionID))
    .limit(1);
  return latest
    ? { name: latest.name, body: latest.body, format: latest.format, excerpt: latest.excerpt }
    : null;
}

export function sameContent(a: ArticleContent, b: ArticleContent): boolean {
  return a.name === b.name && a.body === b.body && a.format === b.format && a.excerpt === b.excerpt;
}

/** Saves one revision; in the article's own locale the row follows it. Returns the revision. */
export async function saveRevision(
  tx: Tx,
  row: Pick<ArticleRow, "articleID" | "locale" | "status" | "statusBeforeDelete">,
  content: ArticleContent,
  locale: string,
  userID: number,
  restoredFromRevisionID: number | null = null,
): Promise<RevisionRow> {
  const now = new Date();
  const shownStatus = row.status === "deleted" ? (row.statusBeforeDelete ?? "draft") : row.status;
  const [revision] = await tx
    .insert(articleRevisions)
    .values({
      articleID: row.articleID,
      locale,
      ...content,
      status: shownStatus === "published" ? "published" : "draft",
      restoredFromRevisionID,
      insertUserID: userID,
      dateInserted: now,
    })
    .returning();
  if (!revision) throw new Error("The article revision was not saved.");
  if (locale === row.locale) {
    await tx
      .update(articles)
      .set({
        ...content,
        articleRevisionID: revision.articleRevisionID,
        updateUserID: userID,
        dateUpdated: now,
      })
      .where(eq(articles.articleID, row.articleID));
  }
  return revision;
}
