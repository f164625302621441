// The services the post page's widget loaders read through (the loaders query no table themselves): answers by
// status, suggested answers, a discussion's tags, attachments, last editor and attributes, the post form's tags.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerForUser } from "../../src/server/auth/viewer";
import type { Db } from "../../src/server/db/client";
import { comments, discussions, discussionTags, media, tags, users } from "../../src/server/db/schema";
import { listAnswersWithStatus } from "../../src/server/services/comment-thread/answer-lists";
import { findSuggestedAnswers, titleWords } from "../../src/server/services/comment-thread/suggested-answers";
import type { ServiceContext } from "../../src/server/services/context";
import {
  readDiscussionAttributes,
  readDiscussionForEdit,
  readLastEditorID,
} from "../../src/server/services/discussion-reads";
import { listDiscussionAttachments } from "../../src/server/services/post-attachments/list-attachments";
import { listDiscussionTags, listPickableTags } from "../../src/server/services/tags";
import { createTestApp, type TestApp } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let db: Db;
let admin: ServiceContext;
let adminID: number;
let general: number;

async function newQuestion(name: string): Promise<number> {
  const [row] = await db
    .insert(discussions)
    .values({ categoryID: general, name, body: `${name} body`, insertUserID: adminID, type: "question" })
    .returning({ discussionID: discussions.discussionID });
  if (!row) throw new Error("no discussion");
  return row.discussionID;
}

async function answer(discussionID: number, body: string, answerStatus: string | null, minutes: number) {
  const [row] = await db
    .insert(comments)
    .values({
      discussionID,
      body,
      insertUserID: adminID,
      answerStatus,
      dateInserted: new Date(Date.parse("2026-10-01T00:00:00Z") + minutes * 60_000),
    })
    .returning({ commentID: comments.commentID });
  if (!row) throw new Error("no comment");
  return row.commentID;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.name, "admin"));
  if (!user) throw new Error("no admin");
  adminID = user.userID;
  admin = { db, viewer: await viewerForUser(db, user) };
  general = await categoryIDByUrlcode(db, "general");
});
afterAll(() => t.close());

describe("answers and suggestions", () => {
  it("lists a question's answers of one status, oldest first, as top-level comments without replies", async () => {
    const question = await newQuestion("Configuring quorum widgets");
    const late = await answer(question, "late accepted", "accepted", 20);
    const early = await answer(question, "early accepted", "accepted", 10);
    const rejected = await answer(question, "rejected", "rejected", 15);
    await answer(question, "plain comment", null, 5);
    const accepted = await listAnswersWithStatus(admin, question, general, "accepted");
    expect(accepted.map((c) => c.commentID)).toEqual([early, late]);
    expect(accepted.every((c) => c.depth === 1 && c.countReplies === 0 && c.children?.length === 0)).toBe(
      true,
    );
    const refused = await listAnswersWithStatus(admin, question, general, "rejected");
    expect(refused.map((c) => c.commentID)).toEqual([rejected]);
  });

  it("suggests accepted answers to other questions sharing a title word, never the question itself", async () => {
    const asked = await newQuestion("Spotlight ordering puzzle");
    await answer(asked, "own accepted answer", "accepted", 1);
    const other = await newQuestion("Why is spotlight empty");
    const accepted = await answer(other, "Enable the **role** first.", "accepted", 2);
    await answer(other, "not accepted", null, 3);
    expect(titleWords("Spotlight ordering puzzle, spotlight")).toEqual(["spotlight", "ordering", "puzzle"]);
    const found = await findSuggestedAnswers(admin, asked, titleWords("Spotlight ordering puzzle"));
    expect(found.map((s) => s.commentID)).toEqual([accepted]);
    expect(found[0]).toMatchObject({ discussionID: other, discussionName: "Why is spotlight empty" });
    expect(found[0]?.url).toContain(String(accepted));
    expect(await findSuggestedAnswers(admin, asked, [])).toEqual([]);
  });
});

describe("a discussion's rows", () => {
  it("reads the last editor, the attributes and the fields the edit form needs", async () => {
    const id = await newQuestion("Edited question");
    expect(await readLastEditorID(db, id)).toBeNull();
    await db
      .update(discussions)
      .set({ updateUserID: adminID, attributes: { postFields: [{ label: "Size", value: 3 }] } })
      .where(eq(discussions.discussionID, id));
    expect(await readLastEditorID(db, id)).toBe(adminID);
    expect((await readDiscussionAttributes(db, id))?.postFields).toEqual([{ label: "Size", value: 3 }]);
    expect(await readDiscussionAttributes(db, 99_999_999)).toBeUndefined();
    expect(await readDiscussionForEdit(db, id)).toMatchObject({
      discussionID: id,
      name: "Edited question",
      categoryID: general,
      insertUserID: adminID,
    });
    expect(await readDiscussionForEdit(db, 99_999_999)).toBeUndefined();
  });

  it("lists its tags by name, the pickable tags by name, and its attachments oldest first", async () => {
    const id = await newQuestion("Tagged question");
    const made = await db
      .insert(tags)
      .values([
        { name: "zeta-svc", urlcode: "zeta-svc" },
        { name: "alpha-svc", urlcode: "alpha-svc" },
        { name: "member-svc", urlcode: "member-svc", type: "User" },
      ])
      .returning({ tagID: tags.tagID, name: tags.name });
    await db.insert(discussionTags).values(made.map((tag) => ({ discussionID: id, tagID: tag.tagID })));
    expect((await listDiscussionTags(db, id)).map((tag) => tag.name)).toEqual([
      "alpha-svc",
      "member-svc",
      "zeta-svc",
    ]);
    const pickable = (await listPickableTags(db, 200)).map((tag) => tag.name);
    expect(pickable).toEqual(expect.arrayContaining(["alpha-svc", "zeta-svc"]));
    expect(pickable).not.toContain("member-svc");
    expect(pickable.indexOf("alpha-svc")).toBeLessThan(pickable.indexOf("zeta-svc"));
    expect(await listPickableTags(db, 1)).toHaveLength(1);

    const file = {
      type: "image/png",
      size: 10,
      insertUserID: adminID,
      foreignType: "discussion",
      foreignID: id,
    };
    await db.insert(media).values([
      { ...file, name: "b.png", storageKey: `${"b".repeat(32)}.png`, width: 2, height: 3 },
      { ...file, name: "c.png", storageKey: `${"c".repeat(32)}.png`, foreignID: id + 1 },
    ]);
    const attachments = await listDiscussionAttachments(db, id);
    expect(attachments).toEqual([
      expect.objectContaining({
        name: "b.png",
        size: 10,
        width: 2,
        height: 3,
        url: expect.stringMatching(/b{32}\.png$/),
      }),
    ]);
  });
});
