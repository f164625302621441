// "Was this helpful?" (docs/reference/knowledge-base.md#helpful-votes): one answer per voter and article — a member
// votes as 'u:{userID}', a guest as 'g:{uuid}' from the httpOnly visitor cookie the route sets. Answering the same
// again takes the answer back; the other answer replaces it. The article row is locked and its counts recounted in
// the same transaction, so they always equal its votes.
import { and, eq, sql } from "drizzle-orm";
import type { ArticleReactionResult } from "../../../types/generated/api/article-reaction-result";
import type { Tx } from "../../db/client";
import { articleReactions, articles } from "../../db/schema-knowledge";
import { isSignedIn, type ServiceContext } from "../context";
import { knowledgeAccess } from "./access";
import { canSeeArticle, findArticleRow } from "./article-rows";
import { articleNotFound } from "./not-found";

const GUEST_KEY = /^g:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The viewer's voter key: their user ID, or the guest's visitor ID (a UUID from the cookie). */
export function voterKeyOf(ctx: ServiceContext, visitorID: string | null): string | null {
  if (isSignedIn(ctx.viewer)) return `u:${ctx.viewer.user.userID}`;
  const key = visitorID ? `g:${visitorID.toLowerCase()}` : null;
  return key && GUEST_KEY.test(key) ? key : null;
}

/** 404 unless the viewer may read the article. */
export async function requireReadableArticle(ctx: ServiceContext, articleID: number): Promise<void> {
  const row = await findArticleRow(ctx, articleID);
  if (!row || !canSeeArticle(await knowledgeAccess(ctx), row)) throw articleNotFound();
}

/** Locks the article, runs the change, and recounts its votes. */
async function withRecount(
  ctx: ServiceContext,
  articleID: number,
  voterKey: string,
  change: (tx: Tx, existing: boolean | null) => Promise<void>,
): Promise<ArticleReactionResult> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM articles WHERE "articleID" = ${articleID} FOR UPDATE`);
    const mine = and(eq(articleReactions.articleID, articleID), eq(articleReactions.voterKey, voterKey));
    const [existing] = await tx
      .select({ helpful: articleReactions.helpful })
      .from(articleReactions)
      .where(mine);
    await change(tx, existing ? existing.helpful : null);
    const [counts] = await tx
      .update(articles)
      .set({
        countHelpful: sql`(SELECT count(*) FROM article_reactions WHERE "articleID" = ${articleID} AND helpful)`,
        countNotHelpful: sql`(SELECT count(*) FROM article_reactions WHERE "articleID" = ${articleID} AND NOT helpful)`,
      })
      .where(eq(articles.articleID, articleID))
      .returning({ countHelpful: articles.countHelpful, countNotHelpful: articles.countNotHelpful });
    const [after] = await tx.select({ helpful: articleReactions.helpful }).from(articleReactions).where(mine);
    return {
      countHelpful: counts?.countHelpful ?? 0,
      countNotHelpful: counts?.countNotHelpful ?? 0,
      viewerReaction: after ? (after.helpful ? "helpful" : "notHelpful") : null,
    };
  });
}

export async function voteHelpful(
  ctx: ServiceContext,
  articleID: number,
  voterKey: string,
  helpful: boolean,
): Promise<ArticleReactionResult> {
  await requireReadableArticle(ctx, articleID);
  const mine = and(eq(articleReactions.articleID, articleID), eq(articleReactions.voterKey, voterKey));
  return withRecount(ctx, articleID, voterKey, async (tx, existing) => {
    if (existing === helpful) {
      await tx.delete(articleReactions).where(mine);
    } else if (existing !== null) {
      await tx.update(articleReactions).set({ helpful, dateInserted: new Date() }).where(mine);
    } else {
      const userID = isSignedIn(ctx.viewer) ? ctx.viewer.user.userID : null;
      await tx.insert(articleReactions).values({ articleID, voterKey, userID, helpful });
    }
  });
}

export async function removeHelpfulVote(
  ctx: ServiceContext,
  articleID: number,
  voterKey: string | null,
): Promise<ArticleReactionResult> {
  await requireReadableArticle(ctx, articleID);
  if (!voterKey) {
    const [row] = await ctx.db
      .select({ countHelpful: articles.countHelpful, countNotHelpful: articles.countNotHelpful })
      .from(articles)
      .where(eq(articles.articleID, articleID));
    return {
      countHelpful: row?.countHelpful ?? 0,
      countNotHelpful: row?.countNotHelpful ?? 0,
      viewerReaction: null,
    };
  }
  return withRecount(ctx, articleID, voterKey, async (tx) => {
    await tx
      .delete(articleReactions)
      .where(and(eq(articleReactions.articleID, articleID), eq(articleReactions.voterKey, voterKey)));
  });
}
