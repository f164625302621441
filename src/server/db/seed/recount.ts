// Recomputes every denormalized counter from the rows, in set-based SQL that stays fast at a million rows:
// discussions (comment count, last comment, score), comments (score), users (post counts), categories (own
// counts, last post, and countAll* rolled up the tree) and tags (discussion counts). Both seeders end with it.
import { sql } from "drizzle-orm";
import { invalidateCategoryIndex } from "../../services/category-index";
import type { Db } from "../client";

const STATEMENTS = [
  // Discussions: comments, the last comment, and the score its reactions give it.
  `WITH stats AS (
     SELECT "discussionID", count(*)::int AS total, max("dateInserted") AS latest FROM comments GROUP BY "discussionID"
   ), last AS (
     SELECT DISTINCT ON ("discussionID") "discussionID", "commentID", "insertUserID"
     FROM comments ORDER BY "discussionID", "dateInserted" DESC, "commentID" DESC
   ), scores AS (
     SELECT r."recordID", sum(t.value)::int AS score FROM reactions r JOIN reaction_types t ON t."tagID" = r."tagID"
     WHERE r."recordType" = 'discussion' GROUP BY r."recordID"
   ), target AS (
     SELECT d."discussionID", coalesce(s.total, 0) AS total, l."commentID", l."insertUserID",
            greatest(d."dateInserted", coalesce(s.latest, d."dateInserted")) AS "lastDate", coalesce(sc.score, 0) AS score
     FROM discussions d
     LEFT JOIN stats s ON s."discussionID" = d."discussionID"
     LEFT JOIN last l ON l."discussionID" = d."discussionID"
     LEFT JOIN scores sc ON sc."recordID" = d."discussionID"
   )
   UPDATE discussions d SET "countComments" = t.total, "lastCommentID" = t."commentID",
     "lastCommentUserID" = t."insertUserID", "dateLastComment" = t."lastDate", score = t.score
   FROM target t
   WHERE t."discussionID" = d."discussionID"
     AND (d."countComments", d."lastCommentID", d."lastCommentUserID", d."dateLastComment", d.score)
         IS DISTINCT FROM (t.total, t."commentID", t."insertUserID", t."lastDate", t.score)`,
  // Comments: scores.
  `WITH scores AS (
     SELECT r."recordID", sum(t.value)::int AS score FROM reactions r JOIN reaction_types t ON t."tagID" = r."tagID"
     WHERE r."recordType" = 'comment' GROUP BY r."recordID"
   )
   UPDATE comments c SET score = coalesce(s.score, 0)
   FROM comments c0 LEFT JOIN scores s ON s."recordID" = c0."commentID"
   WHERE c0."commentID" = c."commentID" AND c.score IS DISTINCT FROM coalesce(s.score, 0)`,
  // Users: what they posted.
  `WITH d AS (SELECT "insertUserID", count(*)::int AS total FROM discussions GROUP BY "insertUserID"),
        c AS (SELECT "insertUserID", count(*)::int AS total FROM comments GROUP BY "insertUserID")
   UPDATE users u SET "countDiscussions" = coalesce(d.total, 0), "countComments" = coalesce(c.total, 0)
   FROM users u0 LEFT JOIN d ON d."insertUserID" = u0."userID" LEFT JOIN c ON c."insertUserID" = u0."userID"
   WHERE u0."userID" = u."userID"
     AND (u."countDiscussions", u."countComments") IS DISTINCT FROM (coalesce(d.total, 0), coalesce(c.total, 0))`,
  // Categories: their own discussions and comments, and their most recently active discussion.
  `WITH stats AS (
     SELECT "categoryID", count(*)::int AS discussions, sum("countComments")::int AS comments
     FROM discussions GROUP BY "categoryID"
   ), last AS (
     SELECT DISTINCT ON ("categoryID") "categoryID", "discussionID", "lastCommentID"
     FROM discussions ORDER BY "categoryID", "dateLastComment" DESC, "discussionID" DESC
   )
   UPDATE categories c SET "countDiscussions" = coalesce(s.discussions, 0), "countComments" = coalesce(s.comments, 0),
     "lastDiscussionID" = l."discussionID", "lastCommentID" = l."lastCommentID"
   FROM categories c0 LEFT JOIN stats s ON s."categoryID" = c0."categoryID" LEFT JOIN last l ON l."categoryID" = c0."categoryID"
   WHERE c0."categoryID" = c."categoryID"`,
  // Categories: totals including every descendant.
  `WITH RECURSIVE tree AS (
     SELECT "categoryID" AS ancestor, "categoryID" AS descendant, 0 AS level FROM categories
     UNION ALL
     SELECT t.ancestor, c."categoryID", t.level + 1 FROM tree t
     JOIN categories c ON c."parentCategoryID" = t.descendant WHERE t.level < 20
   ), totals AS (
     SELECT t.ancestor, sum(c."countDiscussions")::int AS discussions, sum(c."countComments")::int AS comments
     FROM tree t JOIN categories c ON c."categoryID" = t.descendant GROUP BY t.ancestor
   )
   UPDATE categories c SET "countAllDiscussions" = t.discussions, "countAllComments" = t.comments
   FROM totals t WHERE t.ancestor = c."categoryID"`,
  // Tags: how many discussions carry them.
  `WITH counts AS (SELECT "tagID", count(*)::int AS total FROM discussion_tags GROUP BY "tagID")
   UPDATE tags t SET "countDiscussions" = coalesce(c.total, 0)
   FROM tags t0 LEFT JOIN counts c ON c."tagID" = t0."tagID"
   WHERE t0."tagID" = t."tagID" AND t."countDiscussions" IS DISTINCT FROM coalesce(c.total, 0)`,
];

export async function recountAll(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement));
  invalidateCategoryIndex(db);
}
