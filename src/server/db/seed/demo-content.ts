// The demo's content: 300 discussions and 3,000 threaded comments spread over the postable categories, with
// tags, announcements, answered questions and reactions. Counters are left to recountAll.
import type { Db } from "../client";
import { comments, discussions, discussionTags, reactions } from "../schema";
import type { BaseSeed, SeededCategory } from "./base";
import { discussionBody, discussionTitle, replyBody, topicType } from "./demo-text";
import { type Random, WeightedPicker } from "./prng";
import { insertChunked } from "./sequences";

const DEMO_DISCUSSIONS = 300;
const DEMO_COMMENTS = 3000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// As deep as the post page's thread nests (posting/create-comment.ts): about a third of the replies answer an earlier
// comment, so busy threads grow chains four and five deep and the thread's collapsed replies show. (Raising the cap
// changes only depths, not the random draws: the rest of the demo stays the same.)
const MAX_COMMENT_DEPTH = 5;

type DiscussionInsert = typeof discussions.$inferInsert;
type CommentInsert = typeof comments.$inferInsert;
type ReactionInsert = typeof reactions.$inferInsert;

interface Draft {
  category: SeededCategory;
  row: DiscussionInsert & { dateInserted: Date };
}

/** Authors are drawn skewed towards the start of the list: members first, so staff are not the busiest posters. */
function postingOrder(base: BaseSeed): number[] {
  const staff = new Set(base.staffUserIDs);
  const ids = [...base.userIDs.values()];
  return [...ids.filter((id) => !staff.has(id)).reverse(), ...ids.filter((id) => staff.has(id))];
}

function authorFrom(random: Random, pool: readonly number[]): number {
  return pool[random.skewedIndex(pool.length, 1.6)] ?? 1;
}

function draftDiscussions(random: Random, base: BaseSeed, now: Date): Draft[] {
  const picker = new WeightedPicker(
    base.postable.map((category) => ({ item: category, weight: category.weight })),
  );
  const everyone = postingOrder(base);
  const drafts: Draft[] = [];
  for (let i = 0; i < DEMO_DISCUSSIONS; i++) {
    const category = picker.pick(random);
    const authors = category.topic === "news" || category.staffOnly ? base.staffUserIDs : everyone;
    const name = discussionTitle(random, category.topic);
    const ageMs = random.next() ** 2 * 180 * DAY_MS + random.int(1, 120) * 60_000;
    drafts.push({
      category,
      row: {
        categoryID: category.categoryID,
        name,
        body: discussionBody(random, category.topic, name),
        format: "markdown",
        type: topicType(category.topic),
        insertUserID: authorFrom(random, authors),
        closed: random.chance(0.04),
        dateInserted: new Date(now.getTime() - ageMs),
      },
    });
  }
  // Oldest first, so discussion IDs grow with time like in a real forum.
  drafts.sort((a, b) => a.row.dateInserted.getTime() - b.row.dateInserted.getTime());
  drafts.forEach((draft, i) => {
    draft.row.discussionID = i + 1;
  });
  return drafts;
}

/** Comment counts per discussion: a long tail (many quiet threads, a few busy ones) summing to DEMO_COMMENTS. */
function commentCounts(random: Random, count: number): number[] {
  const weights = Array.from({ length: count }, () => random.exponential(1) ** 1.5);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const counts = weights.map((w) => Math.floor((w / total) * DEMO_COMMENTS));
  let missing = DEMO_COMMENTS - counts.reduce((sum, c) => sum + c, 0);
  for (let i = 0; missing > 0; i = (i + 1) % count) {
    if ((weights[i] ?? 0) > 0.5) {
      counts[i] = (counts[i] ?? 0) + 1;
      missing--;
    }
  }
  return counts;
}

function threadComments(
  random: Random,
  draft: Draft,
  count: number,
  authors: readonly number[],
  now: Date,
  firstID: number,
) {
  const start = draft.row.dateInserted.getTime();
  const span = Math.min(now.getTime() - start, random.int(1, 21) * DAY_MS);
  const gaps = Array.from({ length: count }, () => random.exponential(1));
  const scale = span / (gaps.reduce((sum, g) => sum + g, 0) + 1);
  const rows: (CommentInsert & { commentID: number; depth: number; dateInserted: Date })[] = [];
  let time = start;
  for (let i = 0; i < count; i++) {
    time += Math.max(60_000, (gaps[i] ?? 1) * scale);
    const parent = rows.length && random.chance(0.35) ? random.pick(rows) : undefined;
    const depth = parent && parent.depth < MAX_COMMENT_DEPTH ? parent.depth + 1 : 1;
    rows.push({
      commentID: firstID + i,
      discussionID: draft.row.discussionID ?? 0,
      parentCommentID: depth > 1 ? (parent?.commentID ?? null) : null,
      depth,
      body: replyBody(random),
      format: "markdown",
      insertUserID: authorFrom(random, authors),
      dateInserted: new Date(Math.min(time, now.getTime() - 60_000)),
    });
  }
  return rows;
}

function reactionsOn(
  random: Random,
  base: BaseSeed,
  record: { type: "discussion" | "comment"; id: number; date: Date },
  authors: readonly number[],
  max: number,
): ReactionInsert[] {
  const picker = new WeightedPicker(
    base.reactionTypes.map((type) => ({
      item: type.tagID,
      weight: type.class === "Positive" ? 6 : type.class === "Flag" ? 0.2 : 1,
    })),
  );
  const count = Math.floor(random.next() ** 2 * (max + 1));
  const reactors = new Set<number>();
  for (let i = 0; i < count; i++) reactors.add(authorFrom(random, authors));
  return [...reactors].map((userID) => ({
    recordType: record.type,
    recordID: record.id,
    userID,
    tagID: picker.pick(random),
    dateInserted: new Date(record.date.getTime() + random.int(1, 48) * HOUR_MS),
  }));
}

/** `checkpoint` runs between the chunks of the bulk inserts: it throws to stop an interrupted seed (seed/demo.ts). */
export async function seedDemoContent(
  db: Db,
  base: BaseSeed,
  random: Random,
  now: Date,
  checkpoint?: () => Promise<void>,
): Promise<void> {
  const drafts = draftDiscussions(random, base, now);
  const counts = commentCounts(random, drafts.length);
  const everyone = postingOrder(base);
  const allComments: CommentInsert[] = [];
  const allReactions: ReactionInsert[] = [];
  const allTags: { discussionID: number; tagID: number }[] = [];
  drafts.forEach((draft, i) => {
    const authors = draft.category.staffOnly ? base.staffUserIDs : everyone;
    const thread = threadComments(random, draft, counts[i] ?? 0, authors, now, allComments.length + 1);
    allComments.push(...thread);
    const discussionID = draft.row.discussionID ?? 0;
    if (draft.row.type === "question") draft.row.statusID = thread.length ? random.pick([2, 3, 3]) : 1;
    draft.row.countViews = thread.length * random.int(3, 12) + random.int(5, 200);
    allReactions.push(
      ...reactionsOn(
        random,
        base,
        { type: "discussion", id: discussionID, date: draft.row.dateInserted },
        authors,
        8,
      ),
    );
    for (const comment of thread) {
      allReactions.push(
        ...reactionsOn(
          random,
          base,
          { type: "comment", id: comment.commentID, date: comment.dateInserted },
          authors,
          4,
        ),
      );
    }
    const tagCount = random.int(0, 3);
    const tagIDs = new Set(
      Array.from({ length: tagCount }, () => base.tagIDs[random.skewedIndex(base.tagIDs.length, 1.4)] ?? 1),
    );
    for (const tagID of tagIDs) allTags.push({ discussionID, tagID });
  });
  markAnnouncements(drafts);
  await insertChunked(
    drafts.map((draft) => draft.row),
    (chunk) => db.insert(discussions).values(chunk),
    200,
    checkpoint,
  );
  await insertChunked(allComments, (chunk) => db.insert(comments).values(chunk), 500, checkpoint);
  await insertChunked(allTags, (chunk) => db.insert(discussionTags).values(chunk), 500, checkpoint);
  await insertChunked(allReactions, (chunk) => db.insert(reactions).values(chunk), 500, checkpoint);
}

/** The three newest news posts are announced site-wide; the first Getting Started thread in its category. */
function markAnnouncements(drafts: Draft[]): void {
  const news = drafts.filter((draft) => draft.category.topic === "news").slice(-3);
  for (const draft of news) Object.assign(draft.row, { pinned: true, pinLocation: "recent" });
  const support = drafts.find((draft) => draft.category.topic === "support");
  if (support)
    Object.assign(support.row, {
      pinned: true,
      pinLocation: "category",
      name: "Read this first: how to ask a good question",
    });
}
