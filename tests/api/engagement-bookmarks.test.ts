// Per-viewer discussion fields and bookmarks (docs/reference/ui-behaviour.md#optimistic-updates,
// docs/reference/api-conventions.md#other-call-families, docs/reference/api-conventions.md#resources Discussion): PUT
// /discussions/{id}/bookmark, GET /discussions?bookmarked=true, the unread / countUnread a member's read position
// gives, votes' toggle rules as the score shows them, and that guests get none of the viewer's fields.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs } from "./support/data";

let t: TestApp;
let member: string;
let moderator: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  general = await categoryIDByUrlcode(t.database.db, "general");
});
afterAll(() => t.close());

function send(method: InjectOptions["method"], url: string, payload?: object, cookie?: string) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

async function start(cookie: string, name: string): Promise<Discussion> {
  const response = await send(
    "POST",
    "/discussions",
    { name, body: "Something to read.", format: "markdown", categoryID: general },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

async function comment(cookie: string, discussionID: number, body: string) {
  const response = await send("POST", "/comments", { discussionID, body, format: "markdown" }, cookie);
  expect(response.statusCode, response.body).toBe(201);
}

async function listed(cookie: string | undefined, discussionID: number): Promise<Discussion | undefined> {
  const response = await get(t.app, `/api/v2/discussions?categoryID=${general}&limit=100`, cookie);
  expect(response.statusCode).toBe(200);
  return json<Discussion[]>(response).find((d) => d.discussionID === discussionID);
}

describe("bookmarks", () => {
  it("bookmarks and unbookmarks, answering the stored state and listing the viewer's bookmarks", async () => {
    const discussion = await start(moderator, "Worth keeping");
    const on = await send(
      "PUT",
      `/discussions/${discussion.discussionID}/bookmark`,
      { bookmarked: true },
      member,
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(json(on)).toEqual({ bookmarked: true });
    expect((await listed(member, discussion.discussionID))?.bookmarked).toBe(true);
    // Someone else's view is theirs: the moderator did not bookmark it.
    expect((await listed(moderator, discussion.discussionID))?.bookmarked).toBe(false);

    const mine = await get(t.app, "/api/v2/discussions?bookmarked=true", member);
    expect(json<Discussion[]>(mine).map((d) => d.discussionID)).toEqual([discussion.discussionID]);
    expect(mine.headers["x-app-page-result-count"]).toBe("1");

    const off = await send(
      "PUT",
      `/discussions/${discussion.discussionID}/bookmark`,
      { bookmarked: false },
      member,
    );
    expect(json(off)).toEqual({ bookmarked: false });
    expect((await listed(member, discussion.discussionID))?.bookmarked).toBe(false);
    expect(json<Discussion[]>(await get(t.app, "/api/v2/discussions?bookmarked=true", member))).toEqual([]);
  });

  it("refuses guests (401), hidden discussions (404) and bad bodies (400)", async () => {
    const discussion = await start(moderator, "Bookmark rules");
    const path = `/discussions/${discussion.discussionID}/bookmark`;
    expect((await send("PUT", path, { bookmarked: true })).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/discussions?bookmarked=true")).statusCode).toBe(401);
    const bad = await send("PUT", path, { bookmarked: "yes please" }, member);
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).errors?.bookmarked).toBeDefined();
    expect((await send("PUT", path, {}, member)).statusCode).toBe(400);
    const [hidden] = await discussionIDsIn(t.database.db, await privateCategoryIDs(t.database.db));
    expect(
      (await send("PUT", `/discussions/${hidden}/bookmark`, { bookmarked: true }, member)).statusCode,
    ).toBe(404);
    expect((await send("PUT", "/discussions/999999/bookmark", { bookmarked: true }, member)).statusCode).toBe(
      404,
    );
  });
});

describe("per-viewer fields", () => {
  it("gives guests none of them", async () => {
    const discussion = await start(moderator, "For everyone");
    const guest = await listed(undefined, discussion.discussionID);
    for (const field of ["bookmarked", "muted", "dismissed", "unread", "countUnread", "reportMeta"]) {
      expect(guest).not.toHaveProperty(field);
    }
    const signedIn = await listed(member, discussion.discussionID);
    expect(signedIn).toMatchObject({ bookmarked: false, muted: false, dismissed: false });
  });

  it("is unread until opened, then counts only the comments added after", async () => {
    const discussion = await start(moderator, "Read me");
    await comment(moderator, discussion.discussionID, "First comment.");
    expect(await listed(member, discussion.discussionID)).toMatchObject({ unread: true, countUnread: 0 });

    const opened = await get(t.app, `/api/v2/discussions/${discussion.discussionID}`, member);
    expect(opened.statusCode).toBe(200);
    // The answer shows the state before this visit; the next read shows it after.
    expect(json<Discussion>(opened).unread).toBe(true);
    expect(await listed(member, discussion.discussionID)).toMatchObject({ unread: false, countUnread: 0 });

    await comment(moderator, discussion.discussionID, "Second comment.");
    await comment(moderator, discussion.discussionID, "Third comment.");
    expect(await listed(member, discussion.discussionID)).toMatchObject({ unread: false, countUnread: 2 });

    // Opening the post page (the layout lookup) reads them too.
    const page = await get(
      t.app,
      `/api/v2/layouts/lookup-hydrate?layoutViewType=discussion&recordType=discussion&recordID=${discussion.discussionID}`,
      member,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(await listed(member, discussion.discussionID)).toMatchObject({ unread: false, countUnread: 0 });
  });

  it("counts comments on a discussion the viewer started as unread until they reopen it", async () => {
    const discussion = await start(member, "My own");
    expect(await listed(member, discussion.discussionID)).toMatchObject({ unread: false, countUnread: 0 });
    await comment(moderator, discussion.discussionID, "A reply to you.");
    expect(await listed(member, discussion.discussionID)).toMatchObject({ unread: false, countUnread: 1 });
  });
});

describe("votes", () => {
  it("follow the vote toggle rules in the score", async () => {
    const discussion = await start(moderator, "Vote on me");
    const path = `/discussions/${discussion.discussionID}/reactions`;
    const score = async () =>
      json<Discussion>(
        await get(t.app, `/api/v2/discussions/${discussion.discussionID}?expand=reactions`, member),
      );
    const vote = (reactionType: string) => send("POST", path, { reactionType }, member);

    expect((await vote("Up")).statusCode).toBe(200);
    let now = await score();
    expect(now.score).toBe(1);
    expect(now.reactions?.find((r) => r.urlcode === "Up")).toMatchObject({ count: 1, hasReacted: true });
    // The other direction switches the vote.
    await vote("Down");
    now = await score();
    expect(now.score).toBe(-1);
    expect(now.reactions?.find((r) => r.urlcode === "Up")).toMatchObject({ count: 0, hasReacted: false });
    expect(now.reactions?.find((r) => r.urlcode === "Down")).toMatchObject({ count: 1, hasReacted: true });
    // The same direction again removes it.
    await vote("Down");
    now = await score();
    expect(now.score).toBe(0);
    expect(now.reactions?.every((r) => !r.hasReacted)).toBe(true);
  });
});
