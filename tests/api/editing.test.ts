// Editing and deleting posts: the edit window (config, -1, closed discussions, editors always), the content log each
// edit and deletion writes, deleted comments' replies and counts, restore, quotes and sources.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { comments, config, discussions, users } from "../../src/server/db/schema";
import type { Comment } from "../../src/types/generated/api/comment";
import type { CommentQuote } from "../../src/types/generated/api/comment-quote";
import type { ContentLogEntry } from "../../src/types/generated/api/content-log-entry";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { PostSource } from "../../src/types/generated/api/post-source";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let db: Db;
let member: string;
let other: string;
let moderator: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  member = await signIn(t.app, "member");
  other = await signIn(t.app, "kenji.tanaka");
  moderator = await signIn(t.app, "moderator");
  general = await categoryIDByUrlcode(db, "general");
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: cookie ? { ...XRW, cookie } : XRW,
    ...(payload ? { payload } : {}),
  });
}

function ok<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.statusCode === 204 ? (undefined as T) : json<T>(response);
}

async function setTimeoutSeconds(seconds: number) {
  await db
    .insert(config)
    .values({ key: "posting.editContentTimeout", value: seconds })
    .onConflictDoUpdate({ target: config.key, set: { value: seconds } });
}

async function newDiscussion(cookie = member, name = "Edit me") {
  return ok<Discussion>(
    await send("POST", "/discussions", cookie, {
      name,
      body: "First text",
      format: "markdown",
      categoryID: general,
    }),
    201,
  );
}

async function newComment(discussionID: number, cookie = member, body = "A reply", parentCommentID?: number) {
  return ok<Comment>(
    await send("POST", "/comments", cookie, { discussionID, body, format: "markdown", parentCommentID }),
    201,
  );
}

/** Moves a comment's posting time back, as if it had been written `seconds` ago. */
async function ageComment(commentID: number, seconds: number) {
  await db
    .update(comments)
    .set({ dateInserted: new Date(Date.now() - seconds * 1000) })
    .where(eq(comments.commentID, commentID));
}

async function ageDiscussion(discussionID: number, seconds: number) {
  await db
    .update(discussions)
    .set({ dateInserted: new Date(Date.now() - seconds * 1000) })
    .where(eq(discussions.discussionID, discussionID));
}

describe("the edit window", () => {
  it("lets the author edit a comment inside the window and refuses them after it", async () => {
    await setTimeoutSeconds(600);
    const discussion = await newDiscussion();
    const comment = await newComment(discussion.discussionID);
    await ageComment(comment.commentID, 590);
    const edited = ok<Comment>(
      await send("PATCH", `/comments/${comment.commentID}`, member, { body: "Fixed typo" }),
    );
    expect(edited.body).toContain("Fixed typo");
    expect(edited.dateUpdated).not.toBeNull();
    await ageComment(comment.commentID, 610);
    const late = await send("PATCH", `/comments/${comment.commentID}`, member, { body: "Too late" });
    expect(late.statusCode).toBe(403);
    expect(json<ErrorBody>(late).message).toBe("The time to edit this post has run out.");
    // An editor may still.
    ok<Comment>(await send("PATCH", `/comments/${comment.commentID}`, moderator, { body: "Moderated" }));
  });

  it("-1 means no limit", async () => {
    await setTimeoutSeconds(-1);
    const discussion = await newDiscussion();
    const comment = await newComment(discussion.discussionID);
    await ageComment(comment.commentID, 10 * 365 * 86400);
    ok<Comment>(await send("PATCH", `/comments/${comment.commentID}`, member, { body: "Years later" }));
    const source = ok<PostSource>(await get(t.app, `/api/v2/comments/${comment.commentID}/edit`, member));
    expect(source.editableUntil).toBeNull();
    await setTimeoutSeconds(3600);
  });

  it("refuses authors in a closed discussion, and others always; editors may", async () => {
    const discussion = await newDiscussion();
    const comment = await newComment(discussion.discussionID);
    expect(
      (await send("PATCH", `/comments/${comment.commentID}`, other, { body: "Not mine" })).statusCode,
    ).toBe(403);
    expect(
      (await send("PATCH", `/comments/${comment.commentID}`, undefined, { body: "Guest" })).statusCode,
    ).toBe(401);
    await db
      .update(discussions)
      .set({ closed: true })
      .where(eq(discussions.discussionID, discussion.discussionID));
    const closed = await send("PATCH", `/comments/${comment.commentID}`, member, { body: "Closed now" });
    expect(closed.statusCode).toBe(403);
    expect(json<ErrorBody>(closed).message).toBe("This discussion has been closed.");
    ok<Comment>(await send("PATCH", `/comments/${comment.commentID}`, moderator, { body: "Moderator fix" }));
  });

  it("answers the source with the end of the window", async () => {
    await setTimeoutSeconds(300);
    const discussion = await newDiscussion();
    const source = ok<PostSource>(
      await get(t.app, `/api/v2/discussions/${discussion.discussionID}/edit`, member),
    );
    expect(source.body).toBe("First text");
    const until = Date.parse(source.editableUntil ?? "");
    expect(until - Date.parse(discussion.dateInserted)).toBe(300_000);
    const asEditor = ok<PostSource>(
      await get(t.app, `/api/v2/discussions/${discussion.discussionID}/edit`, moderator),
    );
    expect(asEditor.editableUntil).toBeNull();
    expect((await get(t.app, `/api/v2/discussions/${discussion.discussionID}/edit`, other)).statusCode).toBe(
      403,
    );
    await setTimeoutSeconds(3600);
  });

  it("rejects bad input with 4xx", async () => {
    const discussion = await newDiscussion();
    const comment = await newComment(discussion.discussionID);
    expect((await send("PATCH", `/comments/${comment.commentID}`, member, { body: "" })).statusCode).toBe(
      400,
    );
    expect(
      (await send("PATCH", `/comments/${comment.commentID}`, member, { body: "x", format: "rtf" }))
        .statusCode,
    ).toBe(400);
    const empty = await send("PATCH", `/comments/${comment.commentID}`, member, {
      body: "<script>x</script>",
      format: "html",
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(json<ErrorBody>(empty).errors ?? {})).toEqual(["body"]);
    expect((await send("PATCH", "/comments/999999", member, { body: "x" })).statusCode).toBe(404);
    expect((await send("PATCH", "/comments/abc", member, { body: "x" })).statusCode).toBe(400);
  });
});

describe("editDiscussionContent (through PATCH /discussions/{id})", () => {
  it("keeps each previous version in the content log, with who and when", async () => {
    const discussion = await newDiscussion(member, "Original title");
    const id = discussion.discussionID;
    await patchDiscussion(id, member, { name: "Second title", body: "Second text" });
    await patchDiscussion(id, moderator, { body: "Third text" });
    const log = ok<ContentLogEntry[]>(
      await get(t.app, `/api/v2/logs?recordType=discussion&recordID=${id}`, moderator),
    );
    expect(log.map((entry) => entry.operation)).toEqual(["edit", "edit"]);
    expect(log[0]?.data).toMatchObject({ name: "Original title", body: "First text", format: "markdown" });
    expect(log[1]?.data).toMatchObject({ name: "Second title", body: "Second text" });
    expect(log[1]?.insertUser?.name).toBe("moderator");
    expect(log[0]?.bodyHtml).toBe("<p>First text</p>");
    const [row] = await db.select().from(discussions).where(eq(discussions.discussionID, id));
    const [mod] = await db.select().from(users).where(eq(users.name, "moderator"));
    expect(row?.updateUserID).toBe(mod?.userID);
    expect(row?.body).toBe("Third text");
    // Members may not read the log.
    expect((await get(t.app, `/api/v2/logs?recordType=discussion&recordID=${id}`, member)).statusCode).toBe(
      403,
    );
    expect((await get(t.app, `/api/v2/logs?recordType=discussion&recordID=${id}`)).statusCode).toBe(401);
  });

  it("refuses the author after the window, 422 on an empty title", async () => {
    const discussion = await newDiscussion();
    await expect(patchDiscussion(discussion.discussionID, member, { name: "  " })).rejects.toMatchObject({
      status: 422,
    });
    await ageDiscussion(discussion.discussionID, 3601);
    await expect(patchDiscussion(discussion.discussionID, member, { name: "Late" })).rejects.toMatchObject({
      status: 403,
    });
    await patchDiscussion(discussion.discussionID, moderator, { name: "Moderated" });
  });
});

/** PATCH /discussions/{id}, which hands name, body and format to editDiscussionContent; rejects with the status. */
async function patchDiscussion(id: number, cookie: string, edit: { name?: string; body?: string }) {
  const response = await send("PATCH", `/discussions/${id}`, cookie, edit);
  if (response.statusCode >= 400) {
    const error = json<ErrorBody>(response);
    throw Object.assign(new Error(error.message), { status: response.statusCode });
  }
}

describe("deleting comments", () => {
  it("lifts the replies, logs the whole comment, keeps the counts right and restores it", async () => {
    const discussion = await newDiscussion();
    const id = discussion.discussionID;
    const parent = await newComment(id, member, "Parent");
    const reply = await newComment(id, other, "Reply", parent.commentID);
    const nested = await newComment(id, member, "Nested", reply.commentID);
    expect((await send("DELETE", `/comments/${parent.commentID}`, member)).statusCode).toBe(403);
    expect((await send("DELETE", `/comments/${parent.commentID}`)).statusCode).toBe(401);
    const [memberBefore] = await db.select().from(users).where(eq(users.name, "member"));
    ok(await send("DELETE", `/comments/${parent.commentID}`, moderator), 204);

    const [after] = await db.select().from(discussions).where(eq(discussions.discussionID, id));
    expect(after?.countComments).toBe(2);
    const [memberAfter] = await db.select().from(users).where(eq(users.name, "member"));
    expect(memberAfter?.countComments).toBe((memberBefore?.countComments ?? 0) - 1);
    const lifted = await db.select().from(comments).where(eq(comments.discussionID, id));
    const byID = new Map(lifted.map((c) => [c.commentID, c]));
    expect(byID.get(reply.commentID)).toMatchObject({ parentCommentID: null, depth: 1 });
    expect(byID.get(nested.commentID)).toMatchObject({ parentCommentID: reply.commentID, depth: 2 });

    const log = ok<ContentLogEntry[]>(
      await get(t.app, `/api/v2/logs?parentRecordID=${id}&recordType=comment&operation=delete`, moderator),
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      recordID: parent.commentID,
      recordExists: false,
      bodyHtml: "<p>Parent</p>",
    });
    expect(log[0]?.recordUser?.name).toBe("member");
    expect((await get(t.app, `/api/v2/comments/${parent.commentID}`)).statusCode).toBe(404);

    const restored = ok<{ commentID: number }>(
      await send("POST", `/logs/${log[0]?.logID}/restore`, moderator),
      201,
    );
    expect(restored.commentID).toBe(parent.commentID);
    const back = await db.select().from(comments).where(eq(comments.discussionID, id));
    const again = new Map(back.map((c) => [c.commentID, c]));
    expect(again.get(reply.commentID)).toMatchObject({ parentCommentID: parent.commentID, depth: 2 });
    expect(again.get(nested.commentID)).toMatchObject({ depth: 3 });
    const [recounted] = await db.select().from(discussions).where(eq(discussions.discussionID, id));
    expect(recounted?.countComments).toBe(3);
    expect((await send("POST", `/logs/${log[0]?.logID}/restore`, moderator)).statusCode).toBe(409);
  });

  it("answers 404 for a comment that does not exist and 400 without a record in the log query", async () => {
    expect((await send("DELETE", "/comments/999999", moderator)).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/logs?operation=delete", moderator)).statusCode).toBe(400);
  });
});

describe("quotes", () => {
  it("quotes a comment as Markdown attributed to its author", async () => {
    const discussion = await newDiscussion();
    const comment = await newComment(discussion.discussionID, member, "Line one\n\n> nested");
    const quote = ok<CommentQuote>(await get(t.app, `/api/v2/comments/${comment.commentID}/quote`));
    expect(quote.markdown).toBe("> @member wrote:\n>\n> Line one\n>\n> > nested\n\n");
  });
});
