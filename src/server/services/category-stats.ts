// Category counters and last posts as one viewer sees them. Stored countAll* columns include every descendant;
// here the roll-up covers only descendants the viewer may see, so hidden categories leak neither counts nor
// their latest post.
import { inArray } from "drizzle-orm";
import type { Category } from "../../types/generated/api/category";
import type { Db } from "../db/client";
import { categories, comments, discussions } from "../db/schema";
import type { CategoryIndex } from "./category-index";
import { commentUrl, discussionUrl } from "./urls";
import { loadUserFragments } from "./users-batch";

type LastPost = NonNullable<Category["lastPost"]>;

export interface CategoryStats {
  countDiscussions: number;
  countComments: number;
  countAllDiscussions: number;
  countAllComments: number;
  countFollowers: number;
  lastPost: LastPost | null;
}

interface CounterRow {
  categoryID: number;
  countDiscussions: number;
  countComments: number;
  countFollowers: number;
  lastDiscussionID: number | null;
  lastCommentID: number | null;
}

async function loadCounters(db: Db, ids: number[]): Promise<Map<number, CounterRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      categoryID: categories.categoryID,
      countDiscussions: categories.countDiscussions,
      countComments: categories.countComments,
      countFollowers: categories.countFollowers,
      lastDiscussionID: categories.lastDiscussionID,
      lastCommentID: categories.lastCommentID,
    })
    .from(categories)
    .where(inArray(categories.categoryID, ids));
  return new Map(rows.map((row) => [row.categoryID, row]));
}

/** Each category's own latest post: its last discussion, or that discussion's last comment. Three queries. */
async function loadOwnLastPosts(db: Db, counters: Iterable<CounterRow>): Promise<Map<number, LastPost>> {
  const rows = [...counters].filter((row) => row.lastDiscussionID !== null);
  const discussionIDs = rows.map((row) => row.lastDiscussionID as number);
  const commentIDs = rows.flatMap((row) => (row.lastCommentID === null ? [] : [row.lastCommentID]));
  if (!discussionIDs.length) return new Map();
  const [posts, replies] = await Promise.all([
    db
      .select({
        discussionID: discussions.discussionID,
        name: discussions.name,
        dateInserted: discussions.dateInserted,
        insertUserID: discussions.insertUserID,
      })
      .from(discussions)
      .where(inArray(discussions.discussionID, discussionIDs)),
    commentIDs.length
      ? db
          .select({
            commentID: comments.commentID,
            dateInserted: comments.dateInserted,
            insertUserID: comments.insertUserID,
          })
          .from(comments)
          .where(inArray(comments.commentID, commentIDs))
      : Promise.resolve([]),
  ]);
  const postByID = new Map(posts.map((post) => [post.discussionID, post]));
  const replyByID = new Map(replies.map((reply) => [reply.commentID, reply]));
  const authors = await loadUserFragments(db, [
    ...posts.map((post) => post.insertUserID),
    ...replies.map((reply) => reply.insertUserID),
  ]);
  const result = new Map<number, LastPost>();
  for (const row of rows) {
    const post = postByID.get(row.lastDiscussionID as number);
    if (!post) continue;
    const reply = row.lastCommentID === null ? undefined : replyByID.get(row.lastCommentID);
    const author = authors.get(reply?.insertUserID ?? post.insertUserID);
    const lastPost: LastPost = {
      discussionID: post.discussionID,
      name: post.name,
      url: reply ? commentUrl(reply.commentID) : discussionUrl(post.discussionID, post.name),
      dateInserted: (reply?.dateInserted ?? post.dateInserted).toISOString(),
    };
    if (reply) lastPost.commentID = reply.commentID;
    if (author) lastPost.insertUser = author;
    result.set(row.categoryID, lastPost);
  }
  return result;
}

function newer(a: LastPost | null, b: LastPost | null): LastPost | null {
  if (!a) return b;
  if (!b) return a;
  return b.dateInserted > a.dateInserted ? b : a;
}

/** Stats of every visible category, rolled up over visible descendants. */
export async function loadCategoryStats(
  db: Db,
  index: CategoryIndex,
  visible: ReadonlySet<number>,
  withLastPost: boolean,
): Promise<Map<number, CategoryStats>> {
  const counters = await loadCounters(db, [...visible]);
  const ownLastPosts = withLastPost
    ? await loadOwnLastPosts(db, counters.values())
    : new Map<number, LastPost>();
  const stats = new Map<number, CategoryStats>();
  const rollUp = (categoryID: number): CategoryStats => {
    const own = counters.get(categoryID);
    const result: CategoryStats = {
      countDiscussions: own?.countDiscussions ?? 0,
      countComments: own?.countComments ?? 0,
      countAllDiscussions: own?.countDiscussions ?? 0,
      countAllComments: own?.countComments ?? 0,
      countFollowers: own?.countFollowers ?? 0,
      lastPost: ownLastPosts.get(categoryID) ?? null,
    };
    for (const child of index.childrenOf.get(categoryID) ?? []) {
      if (!visible.has(child.categoryID)) continue;
      const sub = rollUp(child.categoryID);
      result.countAllDiscussions += sub.countAllDiscussions;
      result.countAllComments += sub.countAllComments;
      result.lastPost = newer(result.lastPost, sub.lastPost);
    }
    stats.set(categoryID, result);
    return result;
  };
  for (const top of index.childrenOf.get(-1) ?? []) if (visible.has(top.categoryID)) rollUp(top.categoryID);
  return stats;
}
