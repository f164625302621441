// Private conversations: start one, reply, read, the unread counts, and who may do what — guests 401, a conversation
// you are not in 404, conversations.add missing 403, banned or deleted recipients 422 with field errors — every
// refusal writing nothing. With the site's conversationsEnabled off the API answers 404.
import { count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { rolePermissions, roles, users } from "../../src/server/db/schema";
import { conversationMessages, conversations } from "../../src/server/db/schema-activity";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import { webPages } from "../../src/server/web/pages";
import type { Conversation } from "../../src/types/generated/api/conversation";
import type { ConversationMessage } from "../../src/types/generated/api/conversation-message";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { UnreadCounts } from "../../src/types/generated/api/unread-counts";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const withPages = {
  extraPlugins: [(app: Parameters<typeof webPages>[0]) => webPages(app, { indexHtml: SHELL })],
};

let t: TestApp;
let db: Db;
let member: string;
let other: string;
let third: string;
const ids: Record<string, number> = {};
const names = () => [DEMO_USERS[3]?.name ?? "", DEMO_USERS[4]?.name ?? "", DEMO_USERS[5]?.name ?? ""];

beforeAll(async () => {
  t = await createTestApp(withPages);
  db = t.database.db;
  const [otherName = "", thirdName = ""] = names();
  member = await signIn(t.app, "member");
  other = await signIn(t.app, otherName);
  third = await signIn(t.app, thirdName);
  for (const row of await db.select({ userID: users.userID, name: users.name }).from(users))
    ids[row.name] = row.userID;
  ids.other = ids[otherName] ?? 0;
  ids.third = ids[thirdName] ?? 0;
});
afterAll(() => t.close());

function send(method: "POST" | "PUT", url: string, payload: object | undefined, cookie?: string) {
  const options: InjectOptions = { method, url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

async function counts(cookie: string): Promise<UnreadCounts> {
  return json<UnreadCounts>(await get(t.app, "/api/v2/users/me-counts", cookie));
}

async function totals() {
  const [c] = await db.select({ n: count() }).from(conversations);
  const [m] = await db.select({ n: count() }).from(conversationMessages);
  return { conversations: c?.n ?? 0, messages: m?.n ?? 0 };
}

let conversationID = 0;

describe("starting and replying", () => {
  it("POST /conversations: 201 with both participants, the message rendered, the recipient's count up", async () => {
    const before = await counts(other);
    const response = await send(
      "POST",
      "/conversations",
      {
        participantUserIDs: [ids.other],
        body: '<p onclick="steal()">Hello <strong>there</strong></p><script>alert(1)</script>',
        format: "html",
      },
      member,
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Conversation>(response);
    conversationID = created.conversationID;
    expect(created.participants.map((p) => p.userID).sort()).toEqual([ids.member, ids.other].sort());
    expect(created).toMatchObject({ countMessages: 1, countUnread: 0, insertUserID: ids.member });
    expect(created.lastMessage?.excerpt).toBe("Hello there");
    expect((await counts(other)).countUnreadConversations).toBe(before.countUnreadConversations + 1);
    expect((await counts(member)).countUnreadConversations).toBe(0);

    const messages = json<ConversationMessage[]>(
      await get(t.app, `/api/v2/conversations/${conversationID}/messages`, other),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toBe("<p>Hello <strong>there</strong></p>");
    expect(messages[0]?.insertUser.userID).toBe(ids.member);
  });

  it("lists the viewer's conversations newest activity first, with the unread count", async () => {
    const second = json<Conversation>(
      await send(
        "POST",
        "/conversations",
        { participantUserIDs: [ids.third], body: "Later", format: "text" },
        other,
      ),
    );
    const list = await get(t.app, "/api/v2/conversations", other);
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-app-page-result-count"]).toBe("2");
    const items = json<Conversation[]>(list);
    expect(items.map((c) => c.conversationID)).toEqual([second.conversationID, conversationID]);
    expect(items[1]?.countUnread).toBe(1);
    // member is not in the second one.
    expect(
      json<Conversation[]>(await get(t.app, "/api/v2/conversations", member)).map((c) => c.conversationID),
    ).toEqual([conversationID]);
  });

  it("a reply moves the conversation up and is unread for the others until PUT …/read", async () => {
    const reply = await send(
      "POST",
      `/conversations/${conversationID}/messages`,
      { body: "Hi back", format: "text" },
      other,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(json<ConversationMessage>(reply)).toMatchObject({
      body: "<p>Hi back</p>",
      insertUserID: ids.other,
    });
    // Writing a reply reads everything before it.
    expect(
      json<Conversation>(await get(t.app, `/api/v2/conversations/${conversationID}`, other)).countUnread,
    ).toBe(0);
    expect(json<Conversation[]>(await get(t.app, "/api/v2/conversations", other))[0]?.conversationID).toBe(
      conversationID,
    );

    const mine = json<Conversation>(await get(t.app, `/api/v2/conversations/${conversationID}`, member));
    expect(mine).toMatchObject({ countMessages: 2, countUnread: 1 });
    expect(mine.lastMessage?.excerpt).toBe("Hi back");
    expect((await counts(member)).countUnreadConversations).toBe(1);
    const read = await send("PUT", `/conversations/${conversationID}/read`, undefined, member);
    expect(read.statusCode, read.body).toBe(204);
    expect((await counts(member)).countUnreadConversations).toBe(0);
    expect(
      json<Conversation>(await get(t.app, `/api/v2/conversations/${conversationID}`, member)).countUnread,
    ).toBe(0);
  });
});

describe("who may do what", () => {
  it("GET /conversations/recipient names who /messages/add/{name} writes to", async () => {
    const [otherName = ""] = names();
    const found = await get(
      t.app,
      `/api/v2/conversations/recipient?name=${encodeURIComponent(otherName.toUpperCase())}`,
      member,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ userID: ids.other, name: otherName, photoUrl: expect.any(String) });
    expect((await get(t.app, "/api/v2/conversations/recipient?name=nobody-here", member)).statusCode).toBe(
      404,
    );
    expect((await get(t.app, "/api/v2/conversations/recipient", member)).statusCode).toBe(400);
    expect((await get(t.app, `/api/v2/conversations/recipient?name=${otherName}`)).statusCode).toBe(401);
  });

  it("guests get 401 everywhere", async () => {
    expect((await get(t.app, "/api/v2/conversations")).statusCode).toBe(401);
    expect((await get(t.app, `/api/v2/conversations/${conversationID}`)).statusCode).toBe(401);
    expect(
      (await send("POST", "/conversations", { participantUserIDs: [ids.member], body: "x", format: "text" }))
        .statusCode,
    ).toBe(401);
  });

  it("a conversation the viewer is not in answers 404 on every route, and nothing is written", async () => {
    const before = await totals();
    expect((await get(t.app, `/api/v2/conversations/${conversationID}`, third)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v2/conversations/${conversationID}/messages`, third)).statusCode).toBe(
      404,
    );
    expect(
      (
        await send(
          "POST",
          `/conversations/${conversationID}/messages`,
          { body: "sneak", format: "text" },
          third,
        )
      ).statusCode,
    ).toBe(404);
    expect((await send("PUT", `/conversations/${conversationID}/read`, undefined, third)).statusCode).toBe(
      404,
    );
    expect((await get(t.app, "/api/v2/conversations/999999", member)).statusCode).toBe(404);
    expect(await totals()).toEqual(before);
  });

  it("bad input: 400 or 422 with field errors, nothing written", async () => {
    const before = await totals();
    const cases: Array<[object, number, string]> = [
      [{ participantUserIDs: [], body: "x", format: "text" }, 400, "participantUserIDs"],
      [{ participantUserIDs: [ids.other], body: "", format: "text" }, 400, "body"],
      [{ participantUserIDs: [ids.other], body: "x", format: "rich" }, 400, "format"],
      [{ participantUserIDs: [ids.other], body: "<script>x()</script>", format: "html" }, 400, "body"],
      [{ participantUserIDs: [ids.member], body: "to myself", format: "text" }, 422, "participantUserIDs"],
      [{ participantUserIDs: [999999], body: "nobody", format: "text" }, 422, "participantUserIDs"],
    ];
    for (const [payload, status, field] of cases) {
      const response = await send("POST", "/conversations", payload, member);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(Object.keys(json<ErrorBody>(response).errors ?? {}), JSON.stringify(payload)).toEqual([field]);
    }
    const emptyReply = await send(
      "POST",
      `/conversations/${conversationID}/messages`,
      { body: " ", format: "text" },
      member,
    );
    expect(emptyReply.statusCode).toBe(400);
    expect(await totals()).toEqual(before);
  });

  it("banned and deleted members cannot be messaged (422 naming the field)", async () => {
    const [, , bannedName = ""] = names();
    const bannedID = ids[bannedName] ?? 0;
    await db.update(users).set({ banned: 1 }).where(eq(users.userID, bannedID));
    const before = await totals();
    const banned = await send(
      "POST",
      "/conversations",
      { participantUserIDs: [bannedID], body: "hi", format: "text" },
      member,
    );
    expect(banned.statusCode).toBe(422);
    expect(json<ErrorBody>(banned).errors?.participantUserIDs?.[0]?.code).toBe("banned");
    const recipient = await get(
      t.app,
      `/api/v2/conversations/recipient?name=${encodeURIComponent(bannedName)}`,
      member,
    );
    expect(recipient.statusCode).toBe(422);
    expect(json<ErrorBody>(recipient).errors?.name?.[0]?.code).toBe("banned");
    await db.update(users).set({ banned: 0, deleted: true }).where(eq(users.userID, bannedID));
    const deleted = await send(
      "POST",
      "/conversations",
      { participantUserIDs: [bannedID], body: "hi", format: "text" },
      member,
    );
    expect(deleted.statusCode).toBe(422);
    expect(json<ErrorBody>(deleted).errors?.participantUserIDs?.[0]?.code).toBe("notFound");
    expect(await totals()).toEqual(before);
  });

  it("without conversations.add, starting one answers 403 and writes nothing", async () => {
    const [memberRole] = await db.select().from(roles).where(eq(roles.type, "member"));
    if (!memberRole) throw new Error("no member role");
    const removed = await db
      .delete(rolePermissions)
      .where(eq(rolePermissions.roleID, memberRole.roleID))
      .returning();
    try {
      const kept = removed.filter((row) => row.permission !== "conversations.add");
      if (kept.length) await db.insert(rolePermissions).values(kept);
      const before = await totals();
      const response = await send(
        "POST",
        "/conversations",
        { participantUserIDs: [ids.other], body: "hi", format: "text" },
        member,
      );
      expect(response.statusCode, response.body).toBe(403);
      expect((await get(t.app, "/api/v2/conversations/recipient?name=admin", member)).statusCode).toBe(403);
      expect(await totals()).toEqual(before);
    } finally {
      await db.delete(rolePermissions).where(eq(rolePermissions.roleID, memberRole.roleID));
      await db.insert(rolePermissions).values(removed);
    }
  });
});

describe("the pages", () => {
  it("inline the member's unread counts in the current user", async () => {
    const expected = await counts(third);
    expect(expected.countUnreadConversations).toBe(1);
    const body = (await get(t.app, "/messages", third)).body;
    expect(body).toContain(`"countUnreadConversations":${expected.countUnreadConversations}`);
  });

  it("answer 200 with the app shell to members, and 403 to guests (a member's own pages)", async () => {
    for (const url of ["/notifications", "/messages", "/messages/add/alice", `/messages/${conversationID}`]) {
      const response = await get(t.app, url, member);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('"conversationsEnabled":true');
      expect((await get(t.app, url)).statusCode, url).toBe(403);
    }
  });
});

describe("with conversations off", () => {
  it("every route answers 404 and no unread conversation is counted", async () => {
    const off = await createTestApp({ ...withPages, siteConfig: { conversationsEnabled: false } });
    try {
      const cookie = await signIn(off.app, "member");
      expect((await get(off.app, "/api/v2/conversations", cookie)).statusCode).toBe(404);
      expect((await get(off.app, "/api/v2/conversations/1", cookie)).statusCode).toBe(404);
      const post = await off.app.inject({
        method: "POST",
        url: "/api/v2/conversations",
        headers: { ...XRW, cookie },
        payload: { participantUserIDs: [1], body: "x", format: "text" },
      });
      expect(post.statusCode).toBe(404);
      expect(
        json<UnreadCounts>(await get(off.app, "/api/v2/users/me-counts", cookie)).countUnreadConversations,
      ).toBe(0);
    } finally {
      await off.close();
    }
  });
});
