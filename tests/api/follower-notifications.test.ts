// Delivery of a new post through the job queue (docs/reference/notifications.md#delivery): followers of its category
// are told by popup and email per their preferences; the rules of delivery-rules.ts one by one (the actor never, a
// follower who may no longer see the category never, muted, paused, one notification per event and person); the
// email's one-click unsubscribe; and a retried fan-out that repeats nothing.
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationEmails, notifications } from "../../src/server/db/schema-activity";
import { categoryFollows } from "../../src/server/db/schema-site";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import { runDueDigests } from "../../src/server/services/notifications/digest";
import { EVENT_EMAIL_JOB } from "../../src/server/services/notifications/event-emails";
import { POST_FANOUT_JOB, runPostFanout } from "../../src/server/services/notifications/post-fanout";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { NotificationPreferences } from "../../src/types/generated/api/notification-preferences";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs, userIDByName } from "./support/data";
import { mailsTo, readMails } from "./support/mail";

const OTHER = DEMO_USERS[3]?.name ?? "";
const THIRD = DEMO_USERS[4]?.name ?? "";

let t: TestApp;
let member: string;
let other: string;
let third: string;
let moderator: string;
let memberID: number;
let thirdID: number;
let general: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5 } });
  member = await signIn(t.app, "member");
  other = await signIn(t.app, OTHER);
  third = await signIn(t.app, THIRD);
  moderator = await signIn(t.app, "moderator");
  memberID = await userIDByName(t.database.db, "member");
  thirdID = await userIDByName(t.database.db, THIRD);
  general = await categoryIDByUrlcode(t.database.db, "general");
  hidden = (await privateCategoryIDs(t.database.db))[0] ?? 0;
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH" | "PUT", url: string, payload: object, cookie: string) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: { ...XRW, cookie }, payload };
  return t.app.inject(options);
}

async function follow(
  cookie: string,
  userID: number,
  categoryID: number,
  preferences: Record<string, boolean>,
) {
  const response = await send(
    "PATCH",
    `/categories/${categoryID}/preferences/${userID}`,
    preferences,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function postDiscussion(cookie: string, categoryID: number, name: string, body = "Hello followers.") {
  const response = await send("POST", "/discussions", { categoryID, name, body, format: "markdown" }, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

async function postComment(cookie: string, discussionID: number, body: string) {
  const response = await send("POST", "/comments", { discussionID, body, format: "markdown" }, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return json<Comment>(response);
}

/** Waits until the queue has run every fan-out (the POST answered before it ran). */
const settled = () => t.app.jobQueue?.settled(POST_FANOUT_JOB) ?? Promise.reject(new Error("no job queue"));

async function toldOf(userID: number, recordType: string, recordID: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userID, userID),
        eq(notifications.recordType, recordType),
        eq(notifications.recordID, recordID),
      ),
    );
}

describe("followers hear of new posts", () => {
  it("a new discussion and a new comment reach a follower by popup, never the author", async () => {
    await follow(member, memberID, general, { "preferences.followed": true });
    const discussion = await postDiscussion(other, general, "Fan-out: a new discussion");
    await settled();
    const told = await toldOf(memberID, "discussion", discussion.discussionID);
    expect(told.map((row) => [row.reason, row.headline])).toEqual([
      ["newDiscussion", `${OTHER} started a discussion in General Discussion: Fan-out: a new discussion`],
    ]);
    const authorID = await userIDByName(t.database.db, OTHER);
    expect(await toldOf(authorID, "discussion", discussion.discussionID)).toEqual([]);
    const comment = await postComment(third, discussion.discussionID, "A comment followers hear of.");
    await settled();
    expect((await toldOf(memberID, "comment", comment.commentID)).map((row) => row.reason)).toEqual([
      "newComment",
    ]);
    // The discussion's author hears of it as a reply, once.
    expect((await toldOf(authorID, "comment", comment.commentID)).map((row) => row.reason)).toEqual([
      "reply",
    ]);
  });

  it("a follower who is also mentioned gets one notification, the mention", async () => {
    const discussion = await postDiscussion(
      other,
      general,
      "Fan-out: mention and follow",
      "Hello @member, look.",
    );
    await settled();
    expect((await toldOf(memberID, "discussion", discussion.discussionID)).map((row) => row.reason)).toEqual([
      "mention",
    ]);
  });

  it("emails a follower who asked for it, with a one-click unsubscribe that turns those emails off", async () => {
    await follow(member, memberID, general, { "preferences.email.comments": true });
    const discussion = await postDiscussion(moderator, general, "Fan-out: emails");
    const comment = await postComment(other, discussion.discussionID, "Mail me this comment, please.");
    await settled();
    const mails = mailsTo(t.mailDir, "member@example.com").filter((mail) =>
      mail.subject.includes("Fan-out: emails"),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `[Quorum Community] ${OTHER} commented on Fan-out: emails in General Discussion`,
    ]);
    const [mail] = mails;
    expect(mail?.text).toContain("Mail me this comment, please.");
    expect(mail?.text).toContain(`/discussion/comment/${comment.commentID}`);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = mail?.raw.match(/^List-Unsubscribe: <https?:\/\/[^/]+(\/unsubscribe\/([^>]+))>$/m);
    expect(link, mail?.raw).toBeTruthy();
    const [, path = "", token = ""] = link ?? [];
    // The page's API describes it without a sign-in.
    const described = await get(t.app, `/api/v2/unsubscribe/${token}`);
    expect(described.json()).toEqual({
      name: "member",
      what: "emails about new comments in General Discussion",
      done: false,
    });
    // What a mail program sends: a form POST to the link itself, no cookie, no custom header.
    const clicked = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toMatchObject({ done: true });
    const [row] = await t.database.db
      .select()
      .from(categoryFollows)
      .where(and(eq(categoryFollows.userID, memberID), eq(categoryFollows.categoryID, general)));
    expect(row?.emailComments).toBe(false);
    expect(row?.popupComments).toBe(true);
    // An altered token is refused.
    const forged = await get(t.app, `/api/v2/unsubscribe/${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(404);
  });

  it("tells nobody who muted the discussion, paused notifications, or may no longer see the category", async () => {
    const discussion = await postDiscussion(other, general, "Fan-out: the rules");
    await settled();
    expect(
      (await send("PUT", `/discussions/${discussion.discussionID}/mute`, { muted: true }, member)).statusCode,
    ).toBe(200);
    await follow(third, thirdID, general, { "preferences.followed": true });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const paused = await send("PATCH", `/notification-preferences/${thirdID}`, { PausedUntil: until }, third);
    expect(json<NotificationPreferences>(paused).PausedUntil).toBe(until);
    const comment = await postComment(moderator, discussion.discussionID, "Nobody hears of this one.");
    await settled();
    expect(await toldOf(memberID, "comment", comment.commentID)).toEqual([]);
    expect(await toldOf(thirdID, "comment", comment.commentID)).toEqual([]);
    await send("PATCH", `/notification-preferences/${thirdID}`, { PausedUntil: null }, third);
    // A follow row left in a category the member may not see (permissions changed after they followed).
    await t.database.db
      .insert(categoryFollows)
      .values({ userID: memberID, categoryID: hidden, popupPosts: true, emailPosts: true });
    const secret = await postDiscussion(moderator, hidden, "Fan-out: staff only");
    await settled();
    expect(await toldOf(memberID, "discussion", secret.discussionID)).toEqual([]);
    expect(mailsTo(t.mailDir, "member@example.com").some((mail) => mail.subject.includes("staff only"))).toBe(
      false,
    );
  });

  it("a fan-out run again (a retried job) writes and mails nothing twice", async () => {
    await follow(member, memberID, general, { "preferences.email.posts": true });
    const discussion = await postDiscussion(other, general, "Fan-out: retried");
    await settled();
    const before = readMails(t.mailDir).length;
    const job = { recordType: "discussion" as const, recordID: discussion.discussionID, mentionIDs: [] };
    const again = await runPostFanout(t.database.db, { ...t.app.mail, siteTitle: "Quorum" }, job);
    expect(again).toEqual({ popups: 0, emails: 0 });
    expect(readMails(t.mailDir).length).toBe(before);
    expect(await toldOf(memberID, "discussion", discussion.discussionID)).toHaveLength(1);
    const claims = await t.database.db
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.userID, memberID));
    expect(claims.some((claim) => claim.eventKey === `post:discussion:${discussion.discussionID}`)).toBe(
      true,
    );
  });
});

describe("the digest", () => {
  it("mails a subscriber the top new discussions they may see, once a period, and nothing when there is nothing", async () => {
    const db = t.database.db;
    const mail = { ...t.app.mail, siteTitle: "Quorum Community" };
    // The member follows General with the digest on; a follow row in a category they may not see must not leak.
    await follow(member, memberID, general, { "preferences.email.digest": true });
    await db
      .insert(categoryFollows)
      .values({ userID: memberID, categoryID: hidden, digest: true })
      .onConflictDoUpdate({
        target: [categoryFollows.userID, categoryFollows.categoryID],
        set: { digest: true },
      });
    const visible = await postDiscussion(other, general, "Digest: worth reading");
    await postDiscussion(moderator, hidden, "Digest: staff only");
    await settled();
    const first = new Date(Date.now() + 60_000);
    await runDueDigests(db, mail, first);
    const digests = mailsTo(t.mailDir, "member@example.com").filter((m) => m.subject.includes("Your digest"));
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest?.text).toContain("Digest: worth reading");
    expect(digest?.text).toContain(`/discussion/${visible.discussionID}/`);
    expect(digest?.text).not.toContain("staff only");
    expect(digest?.raw).toMatch(/^List-Unsubscribe: <https?:\/\/[^/]+\/unsubscribe\/[^>]+>$/m);
    // Run again within the period (another process, or the next hour): nothing more.
    await runDueDigests(db, mail, new Date(first.getTime() + 3_600_000));
    expect(
      mailsTo(t.mailDir, "member@example.com").filter((m) => m.subject.includes("Your digest")),
    ).toHaveLength(1);
    // A period later with nothing new: no email either.
    await runDueDigests(db, mail, new Date(first.getTime() + 8 * 86_400_000));
    expect(
      mailsTo(t.mailDir, "member@example.com").filter((m) => m.subject.includes("Your digest")),
    ).toHaveLength(1);
  });
});

describe("grouped comments", () => {
  it("new comments in one followed discussion share one unread notification, counted; once read, a new one starts", async () => {
    await follow(member, memberID, general, { "preferences.popup.comments": true });
    const discussion = await postDiscussion(moderator, general, "Grouped: a busy thread");
    await settled();
    await postComment(other, discussion.discussionID, "The first new comment.");
    await postComment(third, discussion.discussionID, "The second new comment.");
    await postComment(other, discussion.discussionID, "The third new comment.");
    await settled();
    const grouped = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userID, memberID),
          eq(notifications.groupKey, `comments:discussion:${discussion.discussionID}`),
        ),
      );
    expect(grouped.map((row) => [row.groupCount, row.headline, row.read])).toEqual([
      [3, "3 new comments in Grouped: a busy thread", false],
    ]);
    const listed = json<{ notificationID: number; count?: number; headline: string }[]>(
      await get(t.app, "/api/v2/notifications?limit=5", member),
    );
    expect(listed[0]).toMatchObject({ headline: "3 new comments in Grouped: a busy thread", count: 3 });
    await send("PATCH", `/notifications/${grouped[0]?.notificationID}`, { read: true }, member);
    await postComment(third, discussion.discussionID, "A comment after reading.");
    await settled();
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userID, memberID),
          eq(notifications.groupKey, `comments:discussion:${discussion.discussionID}`),
        ),
      );
    expect(after.map((row) => [row.groupCount, row.read]).sort()).toEqual([
      [1, false],
      [3, true],
    ]);
  });
});

describe("emails of reactions and private messages", () => {
  const emailSettled = () =>
    t.app.jobQueue?.settled(EVENT_EMAIL_JOB) ?? Promise.reject(new Error("no job queue"));

  it("a reaction mails its author once, if they asked (Reaction email is off by default)", async () => {
    const discussion = await postDiscussion(member, general, "Reactions: mail me");
    await settled();
    const react = (cookie: string, reactionType: string) =>
      send("POST", `/discussions/${discussion.discussionID}/reactions`, { reactionType }, cookie);
    expect((await react(other, "Like")).statusCode).toBe(200);
    await emailSettled();
    const about = () =>
      mailsTo(t.mailDir, "member@example.com").filter((mail) =>
        mail.subject.includes("reacted to your discussion"),
      );
    expect(about()).toEqual([]);
    await send("PATCH", `/notification-preferences/${memberID}`, { Reaction: { email: true } }, member);
    expect((await react(third, "Like")).statusCode).toBe(200);
    // Another type, then off and on again: still one email about this reactor and this discussion.
    await react(third, "Insightful");
    await react(third, "Insightful");
    await react(third, "Insightful");
    await emailSettled();
    expect(about().map((mail) => mail.subject)).toEqual([
      `[Quorum Community] ${THIRD} reacted to your discussion Reactions: mail me`,
    ]);
    expect(about()[0]?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    await send("PATCH", `/notification-preferences/${memberID}`, { Reaction: { email: false } }, member);
  });

  it("a private message mails the other participants who want it, not a paused one", async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await send("PATCH", `/notification-preferences/${thirdID}`, { PausedUntil: until }, third);
    const created = await send(
      "POST",
      "/conversations",
      { participantUserIDs: [memberID, thirdID], body: "A word in private, both of you.", format: "text" },
      other,
    );
    expect(created.statusCode, created.body).toBe(201);
    await emailSettled();
    const toMember = mailsTo(t.mailDir, "member@example.com").filter((mail) =>
      mail.subject.includes("sent you a message"),
    );
    expect(toMember.map((mail) => mail.subject)).toEqual([`[Quorum Community] ${OTHER} sent you a message`]);
    expect(toMember[0]?.text).toContain("A word in private, both of you.");
    const thirdEmail = DEMO_USERS[4]?.email ?? "";
    expect(mailsTo(t.mailDir, thirdEmail).some((mail) => mail.subject.includes("sent you a message"))).toBe(
      false,
    );
    await send("PATCH", `/notification-preferences/${thirdID}`, { PausedUntil: null }, third);
  });
});

describe("the recipient's language", () => {
  it("writes a follower's email in their notification language", async () => {
    await send("PATCH", `/notification-preferences/${memberID}`, { NotificationLanguage: "fr" }, member);
    await follow(member, memberID, general, { "preferences.email.posts": true });
    await postDiscussion(other, general, "Langue : en français");
    await settled();
    const [mail] = mailsTo(t.mailDir, "member@example.com").filter((m) =>
      m.subject.includes("Langue : en français"),
    );
    expect(mail?.subject).toBe(
      `[Quorum Community] ${OTHER} a lancé une discussion dans General Discussion : Langue : en français`,
    );
    expect(mail?.text).toContain("Bonjour member,");
    expect(mail?.text).toContain(
      "Ne plus recevoir les e-mails sur les nouvelles discussions de General Discussion",
    );
    // The stored popup stays in English until notifications themselves are localised.
    await send("PATCH", `/notification-preferences/${memberID}`, { NotificationLanguage: "en" }, member);
  });
});
