// Reports to the moderators: POST /reports (flag.add, the escalations flag, one open report per member and post),
// the queue GET /reports (community.moderate; statuses incl. none = open, recordType, recordID, paging headers),
// PATCH /reports/{id}, and reportMeta.countReports on discussions and comments for moderators only.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Report } from "../../src/types/generated/api/report";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs } from "./support/data";

let t: TestApp;
let member: string;
let other: string;
let moderator: string;
let admin: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  other = await signIn(t.app, DEMO_USERS[3]?.name ?? "");
  moderator = await signIn(t.app, "moderator");
  admin = await signIn(t.app, "admin");
  general = await categoryIDByUrlcode(t.database.db, "general");
});
afterAll(() => t.close());

function send(method: InjectOptions["method"], url: string, payload?: object, cookie?: string) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

async function start(name: string): Promise<Discussion> {
  const response = await send(
    "POST",
    "/discussions",
    { name, body: "Buy cheap watches at example.com", format: "markdown", categoryID: general },
    admin,
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

async function report(cookie: string | undefined, body: object) {
  return send("POST", "/reports", body, cookie);
}

async function queue(cookie: string, query = ""): Promise<{ items: Report[]; total: string | undefined }> {
  const response = await get(t.app, `/api/v2/reports${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { items: json<Report[]>(response), total: response.headers["x-app-page-result-count"] as string };
}

const countOf = async (cookie: string | undefined, discussionID: number) =>
  json<Discussion>(await get(t.app, `/api/v2/discussions/${discussionID}`, cookie)).reportMeta;

describe("POST /reports", () => {
  it("files a report, one open report per member and post", async () => {
    const discussion = await start("Spam to report");
    const first = await report(member, {
      recordType: "discussion",
      recordID: discussion.discussionID,
      reason: "spam",
      noteBody: "  Selling watches.  ",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(json<Report>(first)).toMatchObject({
      recordType: "discussion",
      recordID: discussion.discussionID,
      discussionID: discussion.discussionID,
      categoryID: general,
      reason: "spam",
      noteBody: "Selling watches.",
      status: "new",
      insertUser: { name: "member" },
      record: { name: "Spam to report", url: discussion.url },
    });
    const again = await report(member, {
      recordType: "discussion",
      recordID: discussion.discussionID,
      reason: "abuse",
    });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toBe("You have already reported this post.");
    // Someone else may report it too.
    expect(
      (await report(other, { recordType: "discussion", recordID: discussion.discussionID, reason: "spam" }))
        .statusCode,
    ).toBe(201);
  });

  it("refuses guests, hidden or missing posts, and bad input", async () => {
    const discussion = await start("Report rules");
    const body = { recordType: "discussion", recordID: discussion.discussionID, reason: "spam" };
    expect((await report(undefined, body)).statusCode).toBe(401);
    const [hidden] = await discussionIDsIn(t.database.db, await privateCategoryIDs(t.database.db));
    expect((await report(member, { ...body, recordID: hidden })).statusCode).toBe(404);
    expect((await report(member, { ...body, recordID: 999999 })).statusCode).toBe(404);
    expect((await report(member, { ...body, recordType: "comment", recordID: 999999 })).statusCode).toBe(404);
    const badReason = await report(member, { ...body, reason: "boring" });
    expect(badReason.statusCode).toBe(400);
    expect(json<ErrorBody>(badReason).errors?.reason).toBeDefined();
    expect((await report(member, { ...body, noteBody: "x".repeat(2001) })).statusCode).toBe(400);
    expect((await report(member, { recordType: "user", recordID: 1, reason: "spam" })).statusCode).toBe(400);
  });

  it("is refused while featureFlags.escalations.Enabled is off", async () => {
    const discussion = await start("Reports off");
    const off = await send("PATCH", "/config", { "featureFlags.escalations.Enabled": false }, admin);
    expect(off.statusCode, off.body).toBe(200);
    try {
      const refused = await report(member, {
        recordType: "discussion",
        recordID: discussion.discussionID,
        reason: "spam",
      });
      // The flag is the Reports addon's switch (src/lib/addons.ts): its routes answer 404 while it is off.
      expect(refused.statusCode).toBe(404);
    } finally {
      await send("PATCH", "/config", { "featureFlags.escalations.Enabled": true }, admin);
    }
  });
});

describe("the queue", () => {
  it("lists, filters and resolves reports for moderators only, with reportMeta following", async () => {
    const discussion = await start("Queue walk");
    const commentResponse = await send(
      "POST",
      "/comments",
      { discussionID: discussion.discussionID, body: "Rude reply", format: "markdown" },
      other,
    );
    const comment = json<Comment>(commentResponse);
    const onDiscussion = json<Report>(
      await report(member, { recordType: "discussion", recordID: discussion.discussionID, reason: "spam" }),
    );
    const onComment = json<Report>(
      await report(member, {
        recordType: "comment",
        recordID: comment.commentID,
        reason: "abuse",
        noteBody: "Mean.",
      }),
    );
    expect(onComment.record).toMatchObject({
      name: "Queue walk",
      url: comment.url,
      insertUser: { userID: comment.insertUserID },
    });

    // Members and guests never see the queue nor the counts.
    expect((await get(t.app, "/api/v2/reports", member)).statusCode).toBe(403);
    expect((await get(t.app, "/api/v2/reports")).statusCode).toBe(401);
    expect(await countOf(member, discussion.discussionID)).toBeUndefined();
    expect(await countOf(undefined, discussion.discussionID)).toBeUndefined();
    expect(await countOf(moderator, discussion.discussionID)).toEqual({ countReports: 1 });
    // The thread's comments carry their reactions for everyone and their open reports for moderators.
    const thread = async (cookie: string) =>
      json<Comment[]>(
        await get(t.app, `/api/v2/comments/thread?discussionID=${discussion.discussionID}`, cookie),
      ).find((item) => item.commentID === comment.commentID);
    expect((await thread(moderator))?.reportMeta).toEqual({ countReports: 1 });
    expect((await thread(moderator))?.reactions?.find((r) => r.urlcode === "Up")).toMatchObject({ count: 0 });
    expect((await thread(member))?.reportMeta).toBeUndefined();
    expect((await thread(member))?.reactions?.length).toBeGreaterThan(0);

    const forDiscussion = await queue(
      moderator,
      `?statuses=none&recordType=discussion&recordID=${discussion.discussionID}`,
    );
    expect(forDiscussion.items.map((r) => r.reportID)).toEqual([onDiscussion.reportID]);
    expect(forDiscussion.total).toBe("1");
    const forComment = await queue(moderator, `?recordType=comment&recordID=${comment.commentID}`);
    expect(forComment.items.map((r) => r.reportID)).toEqual([onComment.reportID]);

    const escalated = await send(
      "PATCH",
      `/reports/${onDiscussion.reportID}`,
      { status: "escalated" },
      moderator,
    );
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(json<Report>(escalated)).toMatchObject({ status: "escalated", updateUser: { name: "moderator" } });
    // Escalated is still open.
    expect(await countOf(moderator, discussion.discussionID)).toEqual({ countReports: 1 });
    expect(
      (await queue(moderator, `?statuses=escalated&recordID=${discussion.discussionID}`)).items,
    ).toHaveLength(1);

    await send("PATCH", `/reports/${onDiscussion.reportID}`, { status: "resolved" }, moderator);
    expect(await countOf(moderator, discussion.discussionID)).toEqual({ countReports: 0 });
    const open = await queue(
      moderator,
      `?statuses=none&recordType=discussion&recordID=${discussion.discussionID}`,
    );
    expect(open.items).toEqual([]);
    const resolved = await queue(
      moderator,
      `?statuses=resolved,dismissed&recordID=${discussion.discussionID}`,
    );
    expect(resolved.items.map((r) => r.status)).toEqual(["resolved"]);

    // Resolved, the member may report the post again.
    expect(
      (await report(member, { recordType: "discussion", recordID: discussion.discussionID, reason: "spam" }))
        .statusCode,
    ).toBe(201);
  });

  it("pages with headers and refuses bad filters and statuses", async () => {
    const discussion = await start("Paged reports");
    for (const cookie of [member, other]) {
      await report(cookie, { recordType: "discussion", recordID: discussion.discussionID, reason: "other" });
    }
    const response = await get(
      t.app,
      `/api/v2/reports?recordID=${discussion.discussionID}&limit=1`,
      moderator,
    );
    expect(json<Report[]>(response)).toHaveLength(1);
    expect(response.headers["x-app-page-result-count"]).toBe("2");
    expect(response.headers["x-app-page-next-url"]).toBeDefined();
    expect((await get(t.app, "/api/v2/reports?statuses=maybe", moderator)).statusCode).toBe(400);
    expect((await get(t.app, "/api/v2/reports?recordType=user", moderator)).statusCode).toBe(400);

    const [first] = (await queue(moderator, `?recordID=${discussion.discussionID}`)).items;
    const id = first?.reportID ?? 0;
    expect((await send("PATCH", `/reports/${id}`, { status: "new" }, moderator)).statusCode).toBe(400);
    expect((await send("PATCH", `/reports/${id}`, { status: "dismissed" }, member)).statusCode).toBe(403);
    expect((await send("PATCH", `/reports/${id}`, { status: "dismissed" })).statusCode).toBe(401);
    expect((await send("PATCH", "/reports/999999", { status: "dismissed" }, moderator)).statusCode).toBe(404);
    const dismissed = await send("PATCH", `/reports/${id}`, { status: "dismissed" }, admin);
    expect(json<Report>(dismissed).status).toBe("dismissed");
  });
});
