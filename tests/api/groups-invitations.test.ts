// Group invitations (docs/reference/groups.md#invitations): one result per invitee (invited, alreadyMember,
// alreadyInvited, banned, unknownUser, invalidEmail, self), a member's notification and accepting or declining, who
// may invite, and the emailed link that registers an outside address and joins the group in one step.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { groupInvitations } from "../../src/server/db/schema-groups";
import type { Group } from "../../src/types/generated/api/group";
import type { GroupInvitationResult } from "../../src/types/generated/api/group-invitation-result";
import type { Notification } from "../../src/types/generated/api/notification";
import { createTestApp, signIn, type TestApp } from "./support/app";
import { userIDByName } from "./support/data";
import { makeGroup, type Send, sender } from "./support/groups";
import { mailsTo, readMails } from "./support/mail";

let t: TestApp;
let send: Send;
const cookies: Record<string, string> = {};
const NAMES = [
  "member",
  "moderator",
  "MariaGarcia",
  "EmmaWilson",
  "ravi.k",
  "Jonas",
  "yuki.sato",
  "sam_taylor",
];
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  for (const name of NAMES) {
    cookies[name] = await signIn(t.app, name);
    ids[name] = await userIDByName(t.database.db, name);
  }
  ids.banned = await userIDByName(t.database.db, "olga.petrova");
  await t.database.db.update(users).set({ banned: 1 }).where(eq(users.userID, ids.banned));
});
afterAll(() => t.close());

const as = (name: string) => cookies[name] ?? "";
const id = (name: string) => ids[name] ?? 0;
const invite = (group: Group, cookie: string, body: object) =>
  send("POST", `/groups/${group.groupID}/invitations`, cookie, body);

/** The token of the latest invitation mailed to the address. */
function mailedToken(address: string): string {
  const mail = mailsTo(t.mailDir, address).at(-1);
  const match = mail?.text.match(/https?:\/\/[^\s/]+\/entry\/register\?invitation=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no invitation mailed to ${address}`);
  return match[1];
}

describe("inviting", () => {
  it("answers each invitee in order, with why nobody was invited where nobody was", async () => {
    const group = await makeGroup(send, as("MariaGarcia"), { name: "Choir", privacy: "secret" });
    await invite(group, as("MariaGarcia"), { userIDs: [id("Jonas")] });
    const response = await invite(group, as("MariaGarcia"), {
      userIDs: [id("EmmaWilson"), id("MariaGarcia"), id("banned"), id("Jonas"), 999999, id("EmmaWilson")],
      emails: ["singer@outside.example", "not an address", "RAVI.K@example.com", " singer@outside.example "],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { invitees } = response.json<GroupInvitationResult>();
    expect(invitees.map((item) => item.status)).toEqual([
      "invited",
      "self",
      "banned",
      "alreadyInvited",
      "unknownUser",
      "alreadyInvited",
      "invited",
      "invalidEmail",
      "invited",
      "alreadyInvited",
    ]);
    expect(invitees[0]).toMatchObject({ userID: id("EmmaWilson"), name: "EmmaWilson" });
    expect(invitees[0]?.invitationID).toEqual(expect.any(Number));
    // An address that belongs to a member is that member.
    expect(invitees[8]).toMatchObject({ email: "RAVI.K@example.com", userID: id("ravi.k"), name: "ravi.k" });
    expect(invitees[6]).toMatchObject({ email: "singer@outside.example", invitationID: expect.any(Number) });
    // Only the outside address got a mail; members got notifications.
    expect(mailsTo(t.mailDir, "ravi.k@example.com")).toEqual([]);
    expect(mailsTo(t.mailDir, "singer@outside.example")).toHaveLength(1);
    // Once the member accepted, they are a member; the address stays invited.
    await send("POST", `/groups/${group.groupID}/join`, as("EmmaWilson"));
    const again = await invite(group, as("MariaGarcia"), {
      userIDs: [id("EmmaWilson")],
      emails: ["singer@outside.example"],
    });
    expect(again.json<GroupInvitationResult>().invitees.map((item) => item.status)).toEqual([
      "alreadyMember",
      "alreadyInvited",
    ]);
  });

  it("notifies an invited member, who then sees the secret group and may accept", async () => {
    const group = await makeGroup(send, as("MariaGarcia"), { name: "Quiet Readers", privacy: "secret" });
    expect((await send("GET", `/groups/${group.groupID}`, as("yuki.sato"))).statusCode).toBe(404);
    await invite(group, as("MariaGarcia"), { userIDs: [id("yuki.sato")] });
    const notifications = (await send("GET", "/notifications", as("yuki.sato"))).json<Notification[]>();
    expect(notifications[0]).toMatchObject({
      headline: "MariaGarcia invited you to join Quiet Readers",
      url: group.url,
      activityUser: { name: "MariaGarcia" },
    });
    const french = await t.app.inject({
      method: "GET",
      url: "/api/v2/notifications",
      headers: { cookie: as("yuki.sato"), "quorum-locale": "fr" },
    });
    expect(french.json<Notification[]>()[0]?.headline).toBe(
      "MariaGarcia vous a invité à rejoindre Quiet Readers",
    );
    const seen = (await send("GET", `/groups/${group.groupID}`, as("yuki.sato"))).json<Group>();
    expect(seen.viewer).toMatchObject({
      membership: "none",
      canJoin: "join",
      invitationID: expect.any(Number),
    });
    expect((await send("GET", `/groups/${group.groupID}/members`, as("yuki.sato"))).statusCode).toBe(403);
    const joined = await send("POST", `/groups/${group.groupID}/join`, as("yuki.sato"));
    expect(joined.json<Group>().viewer).toMatchObject({ membership: "member", invitationID: null });
    const [row] = await t.database.db
      .select()
      .from(groupInvitations)
      .where(and(eq(groupInvitations.groupID, group.groupID), eq(groupInvitations.userID, id("yuki.sato"))));
    expect(row?.status).toBe("accepted");
  });

  it("takes an invitation's notification away when its group is deleted", async () => {
    const group = await makeGroup(send, as("MariaGarcia"), { name: "Short-lived Circle", privacy: "secret" });
    await invite(group, as("MariaGarcia"), { userIDs: [id("yuki.sato")] });
    const urls = async () =>
      (await send("GET", "/notifications", as("yuki.sato"))).json<Notification[]>().map((n) => n.url);
    expect(await urls()).toContain(group.url);
    expect((await send("DELETE", `/groups/${group.groupID}`, as("MariaGarcia"))).statusCode).toBe(204);
    expect(await urls()).not.toContain(group.url);
  });

  it("lets the invitee decline, and nobody else", async () => {
    const group = await makeGroup(send, as("MariaGarcia"), { name: "Night Shift", privacy: "secret" });
    const result = await invite(group, as("MariaGarcia"), { userIDs: [id("sam_taylor")] });
    const invitationID = result.json<GroupInvitationResult>().invitees[0]?.invitationID ?? 0;
    expect((await send("POST", `/groups/invitations/${invitationID}/decline`, as("member"))).statusCode).toBe(
      404,
    );
    expect((await send("POST", `/groups/invitations/${invitationID}/decline`)).statusCode).toBe(401);
    expect(
      (await send("POST", `/groups/invitations/${invitationID}/decline`, as("sam_taylor"))).statusCode,
    ).toBe(204);
    expect(
      (await send("POST", `/groups/invitations/${invitationID}/decline`, as("sam_taylor"))).statusCode,
    ).toBe(404);
    expect((await send("GET", `/groups/${group.groupID}`, as("sam_taylor"))).statusCode).toBe(404);
    expect((await send("POST", "/groups/invitations/0/decline", as("sam_taylor"))).statusCode).toBe(400);
  });

  it("is for leaders, members of a public group and group moderators", async () => {
    const open = await makeGroup(send, as("EmmaWilson"), { name: "Open Mic", privacy: "public" });
    const closed = await makeGroup(send, as("EmmaWilson"), { name: "Closed Door", privacy: "private" });
    const hidden = await makeGroup(send, as("EmmaWilson"), { name: "Hidden Room", privacy: "secret" });
    for (const group of [open, closed]) await send("POST", `/groups/${group.groupID}/join`, as("Jonas"));
    await send("PATCH", `/groups/${closed.groupID}/applicants/${id("Jonas")}`, as("EmmaWilson"), {
      status: "approved",
    });
    const body = { userIDs: [id("ravi.k")] };
    expect((await invite(open, as("Jonas"), body)).statusCode).toBe(201);
    expect((await invite(closed, as("Jonas"), body)).statusCode).toBe(403);
    expect((await invite(closed, as("member"), body)).statusCode).toBe(403);
    expect((await invite(closed, "", body)).statusCode).toBe(401);
    expect((await invite(hidden, as("member"), body)).statusCode).toBe(404);
    expect((await invite(hidden, as("moderator"), body)).statusCode).toBe(201);
  });

  it("refuses bad input with 4xx", async () => {
    const group = await makeGroup(send, as("EmmaWilson"), { name: "Input Checks", privacy: "public" });
    const bodies: object[] = [
      {},
      { userIDs: [], emails: [] },
      { userIDs: Array.from({ length: 101 }, (_, i) => i + 1) },
      { emails: Array.from({ length: 101 }, (_, i) => `p${i}@example.org`) },
      { userIDs: [0] },
      { userIDs: ["x"] },
      { userIDs: [2147483648] },
      { emails: [7] },
      { emails: ["a".repeat(321)] },
      { others: [1] },
    ];
    for (const payload of bodies) {
      expect((await invite(group, as("EmmaWilson"), payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("the emailed link", () => {
  async function invitedAddress(address: string): Promise<{ group: Group; token: string }> {
    const group = await makeGroup(send, as("MariaGarcia"), {
      name: `Invited ${address}`,
      privacy: "private",
    });
    const response = await invite(group, as("MariaGarcia"), { emails: [address] });
    expect(response.json<GroupInvitationResult>().invitees[0]?.status).toBe("invited");
    return { group, token: mailedToken(address) };
  }
  const register = (body: object) => send("POST", "/users", undefined, body);

  it("mails a signed link to the register page, in the site's language", async () => {
    const { group, token } = await invitedAddress("link@outside.example");
    const mail = mailsTo(t.mailDir, "link@outside.example").at(-1);
    expect(mail?.subject.startsWith(`MariaGarcia invited you to join ${group.name} on `)).toBe(true);
    expect(mail?.text).toContain("Create your account with this link to join it in one step");
    expect(mail?.text).toContain(`/entry/register?invitation=${token}`);
    const preview = await send("GET", `/groups/invitations/by-token?token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      groupID: group.groupID,
      groupName: group.name,
      email: "link@outside.example",
    });
    expect(preview.headers["cache-control"]).toBe("private, no-store");
  });

  it("registers the invited address straight into the group, confirmed, without a confirmation mail", async () => {
    const address = "newcomer@outside.example";
    const { group, token } = await invitedAddress(address);
    const mailsBefore = readMails(t.mailDir).length;
    const response = await register({
      name: "newcomer",
      email: address,
      password: "a long password 1",
      invitationToken: token,
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = response.cookies.find((c) => c.name === "quorum_session");
    const session = `quorum_session=${cookie?.value}`;
    const mine = (await send("GET", "/groups?filter=mine", session)).json<Group[]>();
    expect(mine.map((item) => item.groupID)).toEqual([group.groupID]);
    expect(mine[0]?.viewer).toMatchObject({ membership: "member", canPost: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.name, "newcomer"));
    expect(user?.emailConfirmed).toBe(true);
    expect(readMails(t.mailDir).length).toBe(mailsBefore);
    const [invitation] = await t.database.db
      .select()
      .from(groupInvitations)
      .where(eq(groupInvitations.groupID, group.groupID));
    expect(invitation).toMatchObject({ status: "accepted", userID: user?.userID });
    // Spent: the link names nothing any more.
    expect((await send("GET", `/groups/invitations/by-token?token=${token}`)).statusCode).toBe(404);
    const again = await register({
      name: "newcomer2",
      email: address.replace("newcomer", "n2"),
      password: "a long password 1",
      invitationToken: token,
    });
    expect(again.statusCode).toBe(400);
  });

  it("refuses a bad token or another address, and creates nobody", async () => {
    const { token } = await invitedAddress("careful@outside.example");
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, "1-AAAAAAAAAAAAAAAAAAAAAA", "nonsense", "x".repeat(200)]) {
      expect(
        (await send("GET", `/groups/invitations/by-token?token=${encodeURIComponent(bad)}`)).statusCode,
        bad,
      ).toBe(404);
      const response = await register({
        name: "careful",
        email: "careful@outside.example",
        password: "a long password 1",
        invitationToken: bad,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(["invitationToken"]);
    }
    const elsewhere = await register({
      name: "careful",
      email: "other@outside.example",
      password: "a long password 1",
      invitationToken: token,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json<{ errors: object }>().errors)).toEqual(["email"]);
    expect(await t.database.db.select().from(users).where(eq(users.name, "careful"))).toEqual([]);
    expect((await send("GET", `/groups/invitations/by-token?token=${"y".repeat(201)}`)).statusCode).toBe(400);
    expect((await send("GET", "/groups/invitations/by-token")).statusCode).toBe(400);
  });

  it("expires after 14 days", async () => {
    const { group, token } = await invitedAddress("late@outside.example");
    const [row] = await t.database.db
      .select()
      .from(groupInvitations)
      .where(eq(groupInvitations.groupID, group.groupID));
    const days = ((row?.dateExpires.getTime() ?? 0) - (row?.dateInserted.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    await t.database.db
      .update(groupInvitations)
      .set({ dateExpires: new Date(Date.now() - 1000) })
      .where(eq(groupInvitations.groupID, group.groupID));
    expect((await send("GET", `/groups/invitations/by-token?token=${token}`)).statusCode).toBe(404);
  });
});
