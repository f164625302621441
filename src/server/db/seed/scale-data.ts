// Generates the scale seed's rows batch by batch as COPY text: discussions with threaded comments, tags and
// reactions, in chronological id order over the configured date range. Pure: same inputs, same rows.
import { CopyBuffer } from "./copy-text";
import type { Random, WeightedPicker } from "./prng";
import type { TextPool } from "./scale-text";

export const scaleColumns = {
  discussions: [
    "discussionID",
    "categoryID",
    "name",
    "body",
    "format",
    "type",
    "statusID",
    "insertUserID",
    "lastCommentUserID",
    "lastCommentID",
    "pinned",
    "pinLocation",
    "closed",
    "score",
    "countViews",
    "countComments",
    "dateInserted",
    "dateLastComment",
  ],
  comments: [
    "commentID",
    "discussionID",
    "parentCommentID",
    "depth",
    "body",
    "format",
    "insertUserID",
    "score",
    "dateInserted",
  ],
  discussion_tags: ["discussionID", "tagID"],
  reactions: ["recordType", "recordID", "userID", "tagID", "dateInserted"],
} as const;

export interface ReactionKind {
  tagID: number;
  value: number;
}

export interface ScaleContext {
  random: Random;
  text: TextPool;
  /** Possible authors and reactors; the first ones post the most. */
  userIDs: readonly number[];
  /** Picks a category that holds discussions, weighted by how busy it is (the private one included). */
  categories: WeightedPicker<number>;
  /** Most popular first. */
  tagIDs: readonly number[];
  reactions: WeightedPicker<ReactionKind>;
  /** Discussions are spread evenly over [startMs, endMs]. */
  startMs: number;
  endMs: number;
  totalDiscussions: number;
  firstDiscussionID: number;
  /** Advances as comments are generated. */
  nextCommentID: number;
}

export interface ScaleBatch {
  discussions: CopyBuffer;
  comments: CopyBuffer;
  discussion_tags: CopyBuffer;
  reactions: CopyBuffer;
}

const HOUR = 3_600_000;
const MAX_DEPTH = 5;

export function newBatch(): ScaleBatch {
  return {
    discussions: new CopyBuffer(),
    comments: new CopyBuffer(),
    discussion_tags: new CopyBuffer(),
    reactions: new CopyBuffer(),
  };
}

function author(ctx: ScaleContext): number {
  return ctx.userIDs[ctx.random.skewedIndex(ctx.userIDs.length)] ?? 0;
}

/** Adds 0–maxCount reactions from distinct users and returns the score they give the record. */
function addReactions(
  ctx: ScaleContext,
  batch: ScaleBatch,
  recordType: "discussion" | "comment",
  recordID: number,
  maxCount: number,
  afterMs: number,
): number {
  const count = Math.floor(ctx.random.next() ** 2 * (maxCount + 1));
  const reactors = new Set<number>();
  let score = 0;
  for (let i = 0; i < count; i++) {
    const userID = author(ctx);
    if (reactors.has(userID)) continue;
    reactors.add(userID);
    const kind = ctx.reactions.pick(ctx.random);
    score += kind.value;
    const when = Math.min(ctx.endMs, afterMs + ctx.random.exponential(24 * HOUR));
    batch.reactions.add([recordType, recordID, userID, kind.tagID, new Date(when)]);
  }
  return score;
}

interface CommentSummary {
  count: number;
  lastCommentID: number | null;
  lastUserID: number | null;
  lastMs: number;
}

function addComments(
  ctx: ScaleContext,
  batch: ScaleBatch,
  discussionID: number,
  startMs: number,
): CommentSummary {
  const { random } = ctx;
  const planned = random.int(0, 20);
  const ids: number[] = [];
  const depths: number[] = [];
  const summary: CommentSummary = { count: 0, lastCommentID: null, lastUserID: null, lastMs: startMs };
  let when = startMs;
  for (let k = 0; k < planned; k++) {
    when += random.exponential(k === 0 ? 4 * HOUR : 10 * HOUR);
    if (when > ctx.endMs) break; // the newest discussions have not collected all their replies yet
    const commentID = ctx.nextCommentID++;
    let parentID: number | null = null;
    let depth = 1;
    if (k > 0 && random.chance(0.35)) {
      const parentIndex = random.int(0, k - 1);
      const parentDepth = depths[parentIndex] ?? 1;
      if (parentDepth < MAX_DEPTH) {
        parentID = ids[parentIndex] ?? null;
        depth = parentDepth + 1;
      }
    }
    const userID = author(ctx);
    const score = random.chance(0.25) ? addReactions(ctx, batch, "comment", commentID, 4, when) : 0;
    batch.comments.add([
      commentID,
      discussionID,
      parentID,
      depth,
      ctx.text.body(random, 1, 2),
      "markdown",
      userID,
      score,
      new Date(when),
    ]);
    ids.push(commentID);
    depths.push(depth);
    summary.count++;
    summary.lastCommentID = commentID;
    summary.lastUserID = userID;
    summary.lastMs = when;
  }
  return summary;
}

function addTags(ctx: ScaleContext, batch: ScaleBatch, discussionID: number): void {
  if (ctx.tagIDs.length === 0) return;
  const roll = ctx.random.next();
  const count = roll < 0.3 ? 0 : roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
  const chosen = new Set<number>();
  for (let i = 0; i < count; i++) {
    const tagID = ctx.tagIDs[ctx.random.skewedIndex(ctx.tagIDs.length, 1.6)];
    if (tagID !== undefined) chosen.add(tagID);
  }
  for (const tagID of chosen) batch.discussion_tags.add([discussionID, tagID]);
}

/** Pins a handful: every 20,000th discussion site-wide ("recent"), every 5,000th within its category. */
function pinLocationFor(index: number): "none" | "category" | "recent" {
  if (index % 20_000 === 19_999) return "recent";
  if (index % 5_000 === 4_321) return "category";
  return "none";
}

/** Appends discussions [fromIndex, fromIndex + count) of the whole run to the batch. */
export function generateDiscussions(
  ctx: ScaleContext,
  batch: ScaleBatch,
  fromIndex: number,
  count: number,
): void {
  const { random } = ctx;
  const span = ctx.endMs - ctx.startMs;
  for (let index = fromIndex; index < fromIndex + count; index++) {
    const discussionID = ctx.firstDiscussionID + index;
    const insertedMs = ctx.startMs + (span * (index + random.next())) / ctx.totalDiscussions;
    const userID = author(ctx);
    const isQuestion = random.chance(0.12);
    const comments = addComments(ctx, batch, discussionID, insertedMs);
    const score = addReactions(ctx, batch, "discussion", discussionID, 6, insertedMs);
    addTags(ctx, batch, discussionID);
    const pinLocation = pinLocationFor(index);
    batch.discussions.add([
      discussionID,
      ctx.categories.pick(random),
      ctx.text.title(random),
      ctx.text.body(random, 1, 4),
      "markdown",
      isQuestion ? "question" : "discussion",
      isQuestion ? (comments.count > 0 ? 2 : 1) : 0,
      userID,
      comments.lastUserID,
      comments.lastCommentID,
      pinLocation !== "none",
      pinLocation,
      random.chance(0.02),
      score,
      comments.count * random.int(5, 40) + random.int(1, 50),
      comments.count,
      new Date(insertedMs),
      new Date(comments.lastMs),
    ]);
  }
}
