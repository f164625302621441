import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { hoursAgo } from "./clock";
import { cycle, rngFor } from "./random";
import { makeUser, USER_COUNT } from "./users";

/** Replies as members write them: thanks, follow-up questions, workarounds, a bit of code. */
const COMMENT_BODIES = [
  "<p>Thanks, that fixed it for me. Clearing the cache after the upgrade was the missing step.</p>",
  "<p>Same here on 4.2. Did you try turning off the <code>strict</code> option in the config?</p>",
  "<p>We hit this last quarter. The workaround is to run the migration twice: the first run builds the index, the second fills it.</p>",
  "<p>Could you share the exact error message? The log usually says which step failed.</p>",
  "<p>+1, this would save our team a lot of clicks every week.</p>",
  '<p>Here is what worked for us:</p><pre tabindex="0"><code>npm run build -- --clean\nnpm start</code></pre>',
  "<p>I think the docs are out of date on this one — the setting moved to <strong>Advanced</strong> in the last release.</p>",
  "<p>Good question. As far as I know there is no bulk endpoint yet, but paging with <code>limit=100</code> is fast enough.</p>",
  "<p>That makes sense. I will try it tomorrow and report back.</p>",
  "<p>Marking this as the answer for anyone who finds the thread later: restart the worker after changing the queue size.</p>",
] as const;

export interface CommentOverrides extends Partial<Comment> {
  /** Minutes after the discussion started (higher is newer). */
  minutesAfter?: number;
}

/** A comment as GET /comments/thread returns it with expand=insertUser (no replies). */
export function makeComment(
  discussion: Discussion,
  commentID: number,
  overrides: CommentOverrides = {},
): Comment {
  const rng = rngFor("comment", commentID);
  const { minutesAfter, ...rest } = overrides;
  const insertUser = makeUser({ userID: rng.int(1, USER_COUNT) });
  const started = (Date.parse("2026-11-01T12:00:00Z") - Date.parse(discussion.dateInserted)) / 3_600_000;
  const hours = Math.max(0.1, started - (minutesAfter ?? commentID * 17) / 60);
  return {
    commentID,
    discussionID: discussion.discussionID,
    categoryID: discussion.categoryID,
    parentCommentID: null,
    depth: 1,
    body: cycle(COMMENT_BODIES, commentID),
    insertUserID: insertUser.userID,
    insertUser,
    updateUserID: null,
    dateInserted: hoursAgo(hours),
    dateUpdated: null,
    score: rng.int(0, 12),
    answerStatus: null,
    url: `/discussion/comment/${commentID}`,
    countReplies: 0,
    children: [],
    ...rest,
  };
}

export interface ThreadShape {
  /** Top-level comments on the page. */
  topLevel: number;
  /** How deep the replies go (1 = none). */
  depth: number;
  /** The first comment's ID (pages after the first start later). */
  firstID?: number;
}

/**
 * A page of a nested thread: `topLevel` comments, every other one (the 1st, 3rd…) with a chain of replies down to
 * `depth` (the first reply by the discussion's author, so the OP tag shows), counts of replies filled in.
 */
export function makeCommentThread(discussion: Discussion, shape: ThreadShape): Comment[] {
  let id = shape.firstID ?? 1;
  const make = (depth: number, parent: Comment | null, minutes: number, branches: boolean): Comment => {
    const commentID = id++;
    const comment = makeComment(discussion, commentID, {
      depth,
      parentCommentID: parent?.commentID ?? null,
      minutesAfter: minutes,
      ...(depth === 2 && discussion.insertUser
        ? { insertUserID: discussion.insertUserID, insertUser: discussion.insertUser }
        : {}),
    });
    const replies = branches && depth < shape.depth ? [make(depth + 1, comment, minutes + 30, true)] : [];
    return {
      ...comment,
      children: replies,
      countReplies: replies.reduce((sum, reply) => sum + 1 + (reply.countReplies ?? 0), 0),
    };
  };
  return Array.from({ length: shape.topLevel }, (_, index) =>
    make(1, null, 20 + index * 45, index % 2 === 0),
  );
}
