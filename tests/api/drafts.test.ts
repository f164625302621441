// The drafts API (docs/reference/ui-behaviour.md#drafts, docs/reference/errors.md#drafts-and-follows,
// docs/reference/api-conventions.md#other-call-families): a member's own drafts (CRUD, filters, paging headers), the
// draft rules, ownership (404 for anyone else), scheduling and cancelling, and the scheduler: it publishes due drafts
// as their author with permissions asked again, records a refusal, sends no notifications when silent, and survives a
// restart because its state is the drafts table.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import type { Db } from "../../src/server/db/client";
import { discussions, discussionTags, tags, users } from "../../src/server/db/schema";
import { notifications } from "../../src/server/db/schema-activity";
import { drafts } from "../../src/server/db/schema-posts";
import { publishDueDrafts } from "../../src/server/services/drafts/publish-draft";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { Draft } from "../../src/types/generated/api/draft";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";
import { createTestDatabase } from "./support/database";

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
let general: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  general = await categoryIDByUrlcode(db, "general");
  hidden = (await privateCategoryIDs(db))[0] ?? 0;
});
afterAll(() => t.close());

function send(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  payload: object | undefined,
  cookie?: string,
) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const discussionDraft = (name: string, body = `${name} body`, categoryID = general) => ({
  recordType: "discussion",
  parentRecordType: "category",
  parentRecordID: categoryID,
  attributes: { body, format: "markdown", draftMeta: { name, categoryID, postTypeID: "discussion" } },
});

const commentDraft = (discussionID: number, body: string) => ({
  recordType: "comment",
  parentRecordType: "discussion",
  parentRecordID: discussionID,
  attributes: { body, format: "markdown", draftMeta: {} },
});

async function created(payload: object, cookie = member): Promise<Draft> {
  const response = await send("POST", "/drafts", payload, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return json<Draft>(response);
}

async function startDiscussion(cookie: string, name: string): Promise<Discussion> {
  const response = await send(
    "POST",
    "/discussions",
    { name, body: `${name}.`, format: "markdown", categoryID: general },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

/** Makes a scheduled draft due now, as if its time had come. */
async function makeDue(draftID: number): Promise<void> {
  await db
    .update(drafts)
    .set({ dateScheduled: new Date(Date.now() - 1000) })
    .where(eq(drafts.draftID, draftID));
}

async function userID(name: string): Promise<number> {
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  return row?.userID ?? 0;
}

describe("drafts CRUD", () => {
  it("creates, reads, lists with paging headers, updates and deletes the member's own draft", async () => {
    const draft = await created(discussionDraft("Draft about gardening"));
    expect(draft).toMatchObject({
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: general,
      draftStatus: "draft",
      editUrl: `/post/editdiscussion/0/${draft.draftID}`,
    });
    expect(draft.attributes.lastSaved).toBeTruthy();

    const one = await get(t.app, `/api/v2/drafts/${draft.draftID}`, member);
    expect(json<Draft>(one).attributes.draftMeta?.name).toBe("Draft about gardening");
    const edit = await get(t.app, `/api/v2/drafts/${draft.draftID}/edit`, member);
    expect(edit.statusCode).toBe(200);

    const list = await get(t.app, "/api/v2/drafts?limit=1", member);
    expect(list.statusCode).toBe(200);
    expect(json<Draft[]>(list)).toHaveLength(1);
    expect(Number(list.headers["x-app-page-result-count"])).toBeGreaterThanOrEqual(1);
    expect(list.headers["x-app-page-limit"]).toBe("1");

    const patched = await send(
      "PATCH",
      `/drafts/${draft.draftID}`,
      {
        attributes: {
          body: "Changed",
          format: "markdown",
          draftMeta: { name: "Renamed", categoryID: general },
        },
      },
      member,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json<Draft>(patched).attributes).toMatchObject({
      body: "Changed",
      draftMeta: { name: "Renamed" },
    });

    expect((await send("DELETE", `/drafts/${draft.draftID}`, undefined, member)).statusCode).toBe(204);
    expect((await get(t.app, `/api/v2/drafts/${draft.draftID}`, member)).statusCode).toBe(404);
  });

  it("filters by recordType, parentRecordID and draftStatus", async () => {
    const discussion = await startDiscussion(moderator, "A thread to reply to");
    const comment = await created(commentDraft(discussion.discussionID, "My half-written reply"));
    await created(discussionDraft("Another idea"));
    const comments = json<Draft[]>(await get(t.app, "/api/v2/drafts?recordType=comment", member));
    expect(comments.map((d) => d.draftID)).toContain(comment.draftID);
    expect(comments.every((d) => d.recordType === "comment")).toBe(true);
    const forDiscussion = json<Draft[]>(
      await get(t.app, `/api/v2/drafts?parentRecordID=${discussion.discussionID}`, member),
    );
    expect(forDiscussion.map((d) => d.draftID)).toEqual([comment.draftID]);
    const scheduled = json<Draft[]>(await get(t.app, "/api/v2/drafts?draftStatus=scheduled", member));
    expect(scheduled.some((d) => d.draftID === comment.draftID)).toBe(false);
  });
});

describe("draft rules", () => {
  it("rejects a comment draft without a body", async () => {
    const discussion = await startDiscussion(moderator, "Rules thread");
    const response = await send("POST", "/drafts", commentDraft(discussion.discussionID, "  "), member);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.body?.[0]?.code).toBe("missingField");
  });

  it("rejects a discussion draft whose draftMeta holds none of name, postMeta, tags, tagIDs, pinLocation", async () => {
    const response = await send(
      "POST",
      "/drafts",
      { recordType: "discussion", attributes: { body: "Only a body", draftMeta: { categoryID: general } } },
      member,
    );
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.draftMeta).toBeTruthy();
    const withTags = await send(
      "POST",
      "/drafts",
      { recordType: "discussion", attributes: { body: "", draftMeta: { tagIDs: [1] } } },
      member,
    );
    expect(withTags.statusCode, withTags.body).toBe(201);
  });

  it("answers 404 for a draft under a discussion or category the member cannot see", async () => {
    const [privateDiscussion] = await db
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .where(eq(discussions.categoryID, hidden))
      .limit(1);
    const onDiscussion = await send(
      "POST",
      "/drafts",
      commentDraft(privateDiscussion?.discussionID ?? 0, "Sneaky"),
      member,
    );
    expect(onDiscussion.statusCode).toBe(404);
    const inCategory = await send("POST", "/drafts", discussionDraft("Sneaky", "x", hidden), member);
    expect(inCategory.statusCode).toBe(404);
  });
});

describe("ownership", () => {
  it("shows and changes a draft for its author only", async () => {
    const draft = await created(discussionDraft("Private thoughts"));
    for (const [method, url, payload] of [
      ["GET", `/drafts/${draft.draftID}`, undefined],
      ["GET", `/drafts/${draft.draftID}/edit`, undefined],
      ["PATCH", `/drafts/${draft.draftID}`, { attributes: { body: "x", draftMeta: { name: "x" } } }],
      ["PATCH", `/drafts/schedule/${draft.draftID}`, { dateScheduled: inAMinute() }],
      ["PATCH", `/drafts/cancel-schedule/${draft.draftID}`, undefined],
      ["DELETE", `/drafts/${draft.draftID}`, undefined],
    ] as const) {
      const response =
        method === "GET"
          ? await get(t.app, `/api/v2${url}`, moderator)
          : await send(method, url, payload, moderator);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = json<Draft[]>(await get(t.app, "/api/v2/drafts?limit=100", moderator));
    expect(theirs.some((d) => d.draftID === draft.draftID)).toBe(false);
    expect((await get(t.app, "/api/v2/drafts")).statusCode).toBe(401);
    expect((await get(t.app, `/api/v2/drafts/${draft.draftID}`, member)).statusCode).toBe(200);
  });
});

describe("scheduling", () => {
  it("schedules a complete draft for a future date, and cancels it", async () => {
    const draft = await created(discussionDraft("Scheduled announcement"));
    const past = await send(
      "PATCH",
      `/drafts/schedule/${draft.draftID}`,
      { dateScheduled: new Date(Date.now() - 60_000).toISOString() },
      member,
    );
    expect(past.statusCode).toBe(400);
    expect(json<ErrorBody>(past).errors?.dateScheduled).toBeTruthy();

    const when = inAMinute();
    const scheduled = await send(
      "PATCH",
      `/drafts/schedule/${draft.draftID}`,
      { dateScheduled: when },
      member,
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(json<Draft>(scheduled)).toMatchObject({ draftStatus: "scheduled", publishedSilently: false });
    expect(Date.parse(json<Draft>(scheduled).dateScheduled ?? "")).toBe(Date.parse(when));

    const cancelled = await send("PATCH", `/drafts/cancel-schedule/${draft.draftID}`, undefined, member);
    expect(json<Draft>(cancelled)).toMatchObject({ draftStatus: "draft", dateScheduled: null });
  });

  it("refuses an incomplete draft, silent publishing for a member, and a category they cannot post in", async () => {
    const untitled = await created({
      recordType: "discussion",
      attributes: { body: "", draftMeta: { name: "No body yet", categoryID: general } },
    });
    const incomplete = await send(
      "PATCH",
      `/drafts/schedule/${untitled.draftID}`,
      { dateScheduled: inAMinute() },
      member,
    );
    expect(incomplete.statusCode).toBe(400);
    expect(json<ErrorBody>(incomplete).errors?.body).toBeTruthy();

    const complete = await created(discussionDraft("Quiet post"));
    const silent = await send(
      "PATCH",
      `/drafts/schedule/${complete.draftID}`,
      { dateScheduled: inAMinute(), publishedSilently: true },
      member,
    );
    expect(silent.statusCode).toBe(403);

    const byMod = await created(discussionDraft("Mod silent post"), moderator);
    const modSilent = await send(
      "PATCH",
      `/drafts/schedule/${byMod.draftID}`,
      { dateScheduled: inAMinute(), publishedSilently: true },
      moderator,
    );
    expect(modSilent.statusCode, modSilent.body).toBe(200);
    expect(json<Draft>(modSilent).publishedSilently).toBe(true);
  });
});

describe("the scheduler", () => {
  it("publishes a due draft as its author and deletes the draft", async () => {
    const draft = await created(discussionDraft("Published by the scheduler"));
    await send("PATCH", `/drafts/schedule/${draft.draftID}`, { dateScheduled: inAMinute() }, member);
    expect(await publishDueDrafts(db)).toBe(0);
    await makeDue(draft.draftID);
    expect(await publishDueDrafts(db)).toBe(1);
    const [posted] = await db
      .select({ insertUserID: discussions.insertUserID, categoryID: discussions.categoryID })
      .from(discussions)
      .where(eq(discussions.name, "Published by the scheduler"));
    expect(posted).toEqual({ insertUserID: await userID("member"), categoryID: general });
    expect((await get(t.app, `/api/v2/drafts/${draft.draftID}`, member)).statusCode).toBe(404);
  });

  it("publishes a moderator's scheduled question with its tags and announcement", async () => {
    const [tag] = await db.select({ tagID: tags.tagID }).from(tags).where(eq(tags.type, "")).limit(1);
    const draft = await created(
      {
        recordType: "discussion",
        attributes: {
          body: "Read this first.",
          format: "markdown",
          draftMeta: {
            name: "Scheduled pinned question",
            categoryID: general,
            postTypeID: "question",
            tagIDs: [tag?.tagID ?? 0],
            pinLocation: "recent",
          },
        },
      },
      moderator,
    );
    await send("PATCH", `/drafts/schedule/${draft.draftID}`, { dateScheduled: inAMinute() }, moderator);
    await makeDue(draft.draftID);
    expect(await publishDueDrafts(db)).toBe(1);
    const [posted] = await db
      .select({
        discussionID: discussions.discussionID,
        type: discussions.type,
        pinned: discussions.pinned,
        pinLocation: discussions.pinLocation,
      })
      .from(discussions)
      .where(eq(discussions.name, "Scheduled pinned question"));
    expect(posted).toMatchObject({ type: "question", pinned: true, pinLocation: "recent" });
    const filed = await db
      .select({ tagID: discussionTags.tagID })
      .from(discussionTags)
      .where(eq(discussionTags.discussionID, posted?.discussionID ?? 0));
    expect(filed).toEqual([{ tagID: tag?.tagID }]);
  });

  it("asks the permissions again at publish time and records the reason of a refusal", async () => {
    const discussion = await startDiscussion(moderator, "Soon closed");
    const draft = await created(commentDraft(discussion.discussionID, "A reply for later"));
    await send("PATCH", `/drafts/schedule/${draft.draftID}`, { dateScheduled: inAMinute() }, member);
    await db
      .update(discussions)
      .set({ closed: true })
      .where(eq(discussions.discussionID, discussion.discussionID));
    await makeDue(draft.draftID);
    expect(await publishDueDrafts(db, new Date(), () => undefined)).toBe(0);
    const failed = json<Draft>(await get(t.app, `/api/v2/drafts/${draft.draftID}`, member));
    expect(failed.draftStatus).toBe("error");
    expect(failed.error).toMatch(/closed/i);
    // The author can take it back to a plain draft (the error goes with the schedule).
    const cancelled = await send("PATCH", `/drafts/cancel-schedule/${draft.draftID}`, undefined, member);
    expect(json<Draft>(cancelled)).toMatchObject({ draftStatus: "draft", error: null });
  });

  it("sends no notifications for a silently published post, and the usual ones otherwise", async () => {
    const memberID = await userID("member");
    const discussion = await startDiscussion(moderator, "Mentions ahead");
    const silent = await created(commentDraft(discussion.discussionID, "Quiet @member hello"), moderator);
    const loud = await created(commentDraft(discussion.discussionID, "Loud @member hello"), moderator);
    const before = (await db.select().from(notifications).where(eq(notifications.userID, memberID))).length;
    await send(
      "PATCH",
      `/drafts/schedule/${silent.draftID}`,
      { dateScheduled: inAMinute(), publishedSilently: true },
      moderator,
    );
    await makeDue(silent.draftID);
    expect(await publishDueDrafts(db)).toBe(1);
    const afterSilent = (await db.select().from(notifications).where(eq(notifications.userID, memberID)))
      .length;
    expect(afterSilent).toBe(before);

    await send("PATCH", `/drafts/schedule/${loud.draftID}`, { dateScheduled: inAMinute() }, moderator);
    await makeDue(loud.draftID);
    expect(await publishDueDrafts(db)).toBe(1);
    const afterLoud = (await db.select().from(notifications).where(eq(notifications.userID, memberID)))
      .length;
    expect(afterLoud).toBe(before + 1);
  });

  it("survives a restart: a draft scheduled before the app closed is published by the next one", async () => {
    const database = await createTestDatabase();
    try {
      const first = await buildApp({ database, rateLimit: false, draftScheduler: { intervalMs: 60_000 } });
      const cookie = await signIn(first, "member");
      const post = await first.inject({
        method: "POST",
        url: "/api/v2/drafts",
        headers: { ...XRW, cookie },
        payload: discussionDraft(
          "Outlived a restart",
          "Body",
          await categoryIDByUrlcode(database.db, "general"),
        ),
      });
      const draft = json<Draft>(post);
      const due = new Date(Date.now() + 400).toISOString();
      const scheduled = await first.inject({
        method: "PATCH",
        url: `/api/v2/drafts/schedule/${draft.draftID}`,
        headers: { ...XRW, cookie },
        payload: { dateScheduled: due },
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      await first.close();

      const second = await buildApp({ database, rateLimit: false, draftScheduler: { intervalMs: 50 } });
      try {
        await expect
          .poll(
            async () =>
              (
                await database.db
                  .select({ id: discussions.discussionID })
                  .from(discussions)
                  .where(eq(discussions.name, "Outlived a restart"))
              ).length,
            { timeout: 5000, interval: 100 },
          )
          .toBe(1);
        const left = await database.db.select().from(drafts).where(eq(drafts.draftID, draft.draftID));
        expect(left).toHaveLength(0);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });
});
