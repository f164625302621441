// The user admin's API: GET /users (search, role filter, paging), PATCH /users/{id} (own profile fields; users.edit:
// anyone's, roles and bans) and DELETE /users/{id} (users.delete, content kept as 'Deleted User'). Refusals and bad
// input change nothing and write no audit entry; every change writes one.
import { readdirSync } from "node:fs";
import { and, count, desc, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, discussions, sessions, userRoles, users } from "../../src/server/db/schema";
import { webPages } from "../../src/server/web/pages";
import type { AuditLogEntry } from "../../src/types/generated/api/audit-log-entry";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Role } from "../../src/types/generated/api/role";
import type { User } from "../../src/types/generated/api/user";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
let moderator: string;
let member: string;
const roleIDs: Record<string, number> = {};

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><!--quorum-state--></body></html>`;

beforeAll(async () => {
  // With the HTML pages mounted, as in production: /dashboard/users answers by the same permissions as the API.
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  admin = await signIn(t.app, "admin");
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
  for (const role of json<Role[]>(await get(t.app, "/api/v2/roles", admin))) roleIDs[role.name] = role.roleID;
});
afterAll(() => t.close());

function send(
  method: "PATCH" | "DELETE" | "POST" | "PUT",
  url: string,
  cookie: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method,
    url,
    headers: { ...XRW, ...headers, ...(cookie ? { cookie } : {}) },
  };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const patch = (userID: number, body: object, cookie: string | undefined = admin) =>
  send("PATCH", `/api/v2/users/${userID}`, cookie, body);

async function userRow(name: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row;
}
const idOf = async (name: string) => (await userRow(name)).userID;
const rowByID = async (userID: number) =>
  (await t.database.db.select().from(users).where(eq(users.userID, userID)))[0];
const rolesOf = async (userID: number) =>
  (
    await t.database.db
      .select({ roleID: userRoles.roleID })
      .from(userRoles)
      .where(eq(userRoles.userID, userID))
      .orderBy(userRoles.roleID)
  ).map((row) => row.roleID);
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const auditEntry = async (response: LightMyRequestResponse) => {
  const id = Number(response.headers["x-audit-log-id"]);
  return (await t.database.db.select().from(auditLog).where(eq(auditLog.auditLogID, id)))[0];
};

/** A user through the public registration, signed in. */
async function registered(name: string): Promise<{ userID: number; cookie: string }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/users",
    headers: XRW,
    payload: { name, email: `${name}@example.org`, password: "long enough password" },
  });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === "quorum_session");
  return { userID: json<User>(response).userID, cookie: `quorum_session=${cookie?.value}` };
}

/** A role holding exactly these global permissions, made through the roles API. */
async function roleWith(name: string, global: string[]): Promise<number> {
  const created = await send("POST", "/api/v2/roles", admin, { name });
  const roleID = json<Role>(created).roleID;
  const put = await send("PUT", `/api/v2/roles/${roleID}/permissions`, admin, {
    global: ["session.valid", "signIn.allow", ...global],
    categories: [],
  });
  expect(put.statusCode).toBe(200);
  return roleID;
}

/** A new member who also holds a role with these permissions, signed in. */
async function staffer(name: string, global: string[]): Promise<{ userID: number; cookie: string }> {
  const roleID = await roleWith(`${name} role`, global);
  const who = await registered(name);
  expect((await patch(who.userID, { roleIDs: [roleIDs.Member ?? 0, roleID] })).statusCode).toBe(200);
  return { userID: who.userID, cookie: await signIn(t.app, name, "long enough password") };
}

describe("GET /users", () => {
  it("answers guests 401 and members and moderators 403", async () => {
    expect((await get(t.app, "/api/v2/users")).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/users", member)).statusCode).toBe(403);
    expect((await get(t.app, "/api/v2/users", moderator)).statusCode).toBe(403);
  });

  it("finds names containing the query, case-insensitively, the exact name first, with roles and emails", async () => {
    const response = await get(t.app, "/api/v2/users?query=MEMB", admin);
    expect(response.statusCode).toBe(200);
    const list = json<User[]>(response);
    expect(list[0]).toMatchObject({ name: "member", email: "member@example.com", roleIDs: [roleIDs.Member] });
    for (const user of list) expect(user.name.toLowerCase()).toContain("memb");
    const exact = json<User[]>(await get(t.app, "/api/v2/users?query=Member", admin));
    expect(exact[0]?.name).toBe("member");
    // Part of a name matches too; LIKE wildcards typed by the viewer match literally.
    expect(json<User[]>(await get(t.app, "/api/v2/users?query=anak", admin)).map((u) => u.name)).toContain(
      "kenji.tanaka",
    );
    expect(json<User[]>(await get(t.app, "/api/v2/users?query=%25", admin))).toEqual([]);
  });

  it("filters by role and pages with the paging headers", async () => {
    const moderators = json<User[]>(await get(t.app, `/api/v2/users?roleID=${roleIDs.Moderator}`, admin));
    expect(moderators.map((u) => u.name)).toEqual(["moderator"]);
    const all = await get(t.app, "/api/v2/users?limit=1000", admin);
    expect(all.statusCode).toBe(400);
    const first = await get(t.app, "/api/v2/users?limit=2", admin);
    expect(json<User[]>(first)).toHaveLength(2);
    const total = Number(first.headers["x-app-page-result-count"]);
    const [active] = await t.database.db.select({ n: count() }).from(users).where(eq(users.deleted, false));
    expect(total).toBe(active?.n);
    expect(first.headers["x-app-page-next-url"]).toBe("/api/v2/users?limit=2&page=2");
    const second = json<User[]>(await get(t.app, "/api/v2/users?limit=2&page=2", admin));
    expect(second.map((u) => u.userID)).not.toContain(json<User[]>(first)[0]?.userID);
  });

  it("answers 400 with field errors for a bad query", async () => {
    for (const url of ["/api/v2/users?page=0", "/api/v2/users?roleID=abc", "/api/v2/users?colour=red"]) {
      const response = await get(t.app, url, admin);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(json<ErrorBody>(response).errors ?? {})).toHaveLength(1);
    }
  });

  it("serves users.edit without personalInfo.view: no emails, and no finding people by email", async () => {
    const editor = await staffer("editor_no_pi", ["users.edit"]);
    const list = json<User[]>(await get(t.app, "/api/v2/users?query=member", editor.cookie));
    expect(list[0]?.name).toBe("member");
    for (const user of list) expect(user.email).toBeUndefined();
    expect(json<User[]>(await get(t.app, "/api/v2/users?query=example.com", editor.cookie))).toEqual([]);
    expect(json<User[]>(await get(t.app, "/api/v2/users?query=moderator@", admin))[0]?.name).toBe(
      "moderator",
    );
    // The roles list serves the user admin's role picker too.
    expect((await get(t.app, "/api/v2/roles", editor.cookie)).statusCode).toBe(200);
    // The page opens for them; the rest of the dashboard stays site.manage's.
    expect((await get(t.app, "/dashboard/users", editor.cookie)).statusCode).toBe(200);
    expect((await get(t.app, "/dashboard/layouts", editor.cookie)).statusCode).toBe(403);
    expect((await get(t.app, "/dashboard/users", member)).statusCode).toBe(403);
  });
});

describe("PATCH /users/{id}: one's own profile", () => {
  it("lets a member change their own name, email, title, photo and privacy, and audits it", async () => {
    const me = await registered("self_editor");
    const before = await auditCount();
    const response = await patch(
      me.userID,
      {
        name: "self.edited",
        email: "edited@example.org",
        title: "  Gardener ",
        photoUrl: "/media/abc.png",
        private: true,
      },
      me.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(json<User>(response)).toMatchObject({
      userID: me.userID,
      name: "self.edited",
      email: "edited@example.org",
      title: "Gardener",
      photoUrl: "/media/abc.png",
      private: true,
    });
    const row = await rowByID(me.userID);
    expect(row).toMatchObject({ name: "self.edited", emailConfirmed: false, private: true });
    expect(await auditCount()).toBe(before + 1);
    const entry = await auditEntry(response);
    expect(entry).toMatchObject({ action: "user.edit", recordType: "user", recordID: me.userID });
    expect(entry?.changes).toMatchObject({
      before: { name: "self_editor", private: false },
      after: { name: "self.edited", private: true },
    });
    // The new address gets a confirmation link; clearing the title and photo takes empty values.
    expect(readdirSync(t.mailDir).length).toBeGreaterThan(0);
    const cleared = await patch(me.userID, { title: "", photoUrl: null }, me.cookie);
    expect(json<User>(cleared)).toMatchObject({ title: null, photoUrl: "" });
  });

  it("refuses others' profiles, roles and bans without users.edit, changing nothing", async () => {
    const adminID = await idOf("admin");
    const memberID = await idOf("member");
    const before = await auditCount();
    expect((await send("PATCH", `/api/v2/users/${memberID}`, undefined, { title: "x" })).statusCode).toBe(
      401,
    );
    expect((await patch(adminID, { title: "Pwned" }, member)).statusCode).toBe(403);
    expect((await patch(memberID, { title: "Pwned" }, moderator)).statusCode).toBe(403);
    const ownRoles = await patch(memberID, { roleIDs: [roleIDs.Administrator ?? 0] }, member);
    expect(ownRoles.statusCode).toBe(403);
    expect((await patch(memberID, { banned: 0 }, member)).statusCode).toBe(403);
    expect(await rolesOf(memberID)).toEqual([roleIDs.Member]);
    expect((await rowByID(adminID))?.title).toBe("Community Manager");
    expect(await auditCount()).toBe(before);
  });

  it("answers 400 with field errors for bad input and changes nothing", async () => {
    const memberID = await idOf("member");
    const before = { row: await rowByID(memberID), audits: await auditCount() };
    const cases: [object, string][] = [
      [{}, "body"],
      [{ name: "ab" }, "name"],
      [{ name: "two words" }, "name"],
      [{ email: "not-an-email" }, "email"],
      [{ photoUrl: "javascript:alert(1)" }, "photoUrl"],
      [{ photoUrl: "//evil.example/x.png" }, "photoUrl"],
      [{ title: "x".repeat(101) }, "title"],
      [{ banned: 2 }, "banned"],
      [{ roleIDs: [] }, "roleIDs"],
      [{ private: "sometimes" }, "private"],
      [{ isAdmin: true }, "isAdmin"],
    ];
    for (const [body, field] of cases) {
      const response = await patch(memberID, body, admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json<ErrorBody>(response).errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await rowByID(memberID)).toEqual(before.row);
    expect(await auditCount()).toBe(before.audits);
  });

  it("refuses a name or email someone else holds, whatever its case, with 422 field errors", async () => {
    const memberID = await idOf("member");
    const response = await patch(memberID, { name: "ADMIN", email: "Moderator@Example.com" }, member);
    expect(response.statusCode).toBe(422);
    const body = json<ErrorBody>(response);
    expect(body.errors?.name?.[0]).toMatchObject({ field: "name", code: "taken" });
    expect(body.errors?.email?.[0]).toMatchObject({ field: "email", code: "taken" });
    expect(await rowByID(memberID)).toMatchObject({ name: "member", email: "member@example.com" });
    // One's own name in another case is no clash.
    const recased = await patch(memberID, { name: "Member" }, member);
    expect(recased.statusCode).toBe(200);
    expect((await patch(memberID, { name: "member" }, member)).statusCode).toBe(200);
  });
});

describe("PATCH /users/{id} with users.edit", () => {
  it("changes another member's fields and roles, answering their roles", async () => {
    const who = await registered("role_changer");
    const response = await patch(who.userID, {
      title: "Helper",
      roleIDs: [roleIDs.Member ?? 0, roleIDs.Moderator ?? 0],
    });
    expect(response.statusCode).toBe(200);
    expect(json<User>(response)).toMatchObject({
      title: "Helper",
      roleIDs: [roleIDs.Member, roleIDs.Moderator].sort((a = 0, b = 0) => a - b),
    });
    expect(await rolesOf(who.userID)).toEqual([roleIDs.Member, roleIDs.Moderator]);
    const me = json<CurrentUser>(await get(t.app, "/api/v2/users/me", who.cookie));
    expect(me.roleIDs).toContain(roleIDs.Moderator);
    const entry = await auditEntry(response);
    expect(entry?.changes).toMatchObject({
      before: { roleIDs: [roleIDs.Member], title: null },
      after: { title: "Helper" },
    });
  });

  it("refuses a role that does not exist with a 422 field error", async () => {
    const memberID = await idOf("member");
    const response = await patch(memberID, { roleIDs: [roleIDs.Member ?? 0, 99999] });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).errors?.roleIDs?.[0]).toMatchObject({ code: "unknownRole" });
    expect(await rolesOf(memberID)).toEqual([roleIDs.Member]);
  });

  it("answers 404 for an account that does not exist", async () => {
    expect((await patch(999999, { title: "Ghost" })).statusCode).toBe(404);
  });

  it("keeps administrators to administrators, and another's email to personalInfo.view", async () => {
    const editor = await staffer("plain_editor", ["users.edit"]);
    const adminID = await idOf("admin");
    const memberID = await idOf("member");
    expect((await patch(adminID, { title: "Demoted" }, editor.cookie)).statusCode).toBe(403);
    const raise = await patch(memberID, { roleIDs: [roleIDs.Administrator ?? 0] }, editor.cookie);
    expect(raise.statusCode).toBe(403);
    expect((await patch(memberID, { email: "moved@example.org" }, editor.cookie)).statusCode).toBe(403);
    expect(await rolesOf(memberID)).toEqual([roleIDs.Member]);
    expect((await patch(memberID, { title: "Regular" }, editor.cookie)).statusCode).toBe(200);
    await patch(memberID, { title: null });
  });

  it("keeps an active administrator and refuses banning oneself", async () => {
    const adminID = await idOf("admin");
    const demote = await patch(adminID, { roleIDs: [roleIDs.Member ?? 0] });
    expect(demote.statusCode).toBe(422);
    expect(json<ErrorBody>(demote).errors?.roleIDs?.[0]).toMatchObject({ code: "lastAdministrator" });
    const selfBan = await patch(adminID, { banned: 1 });
    expect(selfBan.statusCode).toBe(422);
    expect(json<ErrorBody>(selfBan).errors?.banned?.[0]).toMatchObject({ code: "self" });
    expect(await rolesOf(adminID)).toEqual([roleIDs.Administrator]);
    expect((await rowByID(adminID))?.banned).toBe(0);
  });
});

describe("banning", () => {
  it("ends the banned member's sessions, refuses their sign-in, and unbanning lets them back", async () => {
    const who = await registered("to_be_banned");
    const before = await auditCount();
    const ban = await send(
      "PATCH",
      `/api/v2/users/${who.userID}`,
      admin,
      { banned: 1 },
      {
        "X-Parent-Audit-Log-Request-Path": "/dashboard/users",
        "X-Parent-Audit-Log-Request-Method": "GET",
        "X-Parent-Audit-Log-Request-Query": "query=to_be",
      },
    );
    expect(ban.statusCode).toBe(200);
    expect(json<User>(ban).banned).toBe(1);
    expect(await auditCount()).toBe(before + 1);
    expect(await auditEntry(ban)).toMatchObject({
      action: "user.ban",
      recordID: who.userID,
      parentRequestPath: "/dashboard/users",
      parentRequestQuery: { query: "to_be" },
      changes: { before: { banned: 0 }, after: { banned: 1 } },
    });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userID, who.userID))).toEqual([]);
    const me = json<CurrentUser>(await get(t.app, "/api/v2/users/me", who.cookie));
    expect(me.userID).toBe(0);
    const signInAgain = await send("POST", "/api/v2/authenticate/password", undefined, {
      username: "to_be_banned",
      password: "long enough password",
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(json<ErrorBody>(signInAgain).message).toBe("This user has been banned.");
    // Banned accounts stay listed, so they can be unbanned.
    const listed = json<User[]>(await get(t.app, "/api/v2/users?query=to_be_banned", admin));
    expect(listed[0]).toMatchObject({ userID: who.userID, banned: 1 });

    const unban = await patch(who.userID, { banned: 0 });
    expect((await auditEntry(unban))?.action).toBe("user.unban");
    expect((await signIn(t.app, "to_be_banned", "long enough password")).length).toBeGreaterThan(0);
  });
});

describe("DELETE /users/{id}", () => {
  it("is refused to guests, members and moderators", async () => {
    const memberID = await idOf("member");
    expect((await send("DELETE", `/api/v2/users/${memberID}`, undefined)).statusCode).toBe(401);
    expect((await send("DELETE", `/api/v2/users/${memberID}`, member)).statusCode).toBe(403);
    expect((await send("DELETE", `/api/v2/users/${memberID}`, moderator)).statusCode).toBe(403);
    expect((await rowByID(memberID))?.deleted).toBe(false);
  });

  it("deletes the account, keeps its content as 'Deleted User', and frees the name", async () => {
    const [author] = await t.database.db
      .select({ userID: discussions.insertUserID, discussionID: discussions.discussionID })
      .from(discussions)
      .innerJoin(users, eq(users.userID, discussions.insertUserID))
      .where(and(eq(users.name, "oliver_smith")))
      .limit(1);
    if (!author) throw new Error("oliver_smith wrote nothing in the demo seed");
    const cookie = await signIn(t.app, "oliver_smith");
    const posts = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(discussions)
          .where(eq(discussions.insertUserID, author.userID))
      )[0]?.n ?? 0;
    const written = await posts();

    const response = await send("DELETE", `/api/v2/users/${author.userID}`, admin);
    expect(response.statusCode).toBe(204);
    expect(await posts()).toBe(written);
    const discussion = json<Discussion>(
      await get(t.app, `/api/v2/discussions/${author.discussionID}?expand=insertUser`, admin),
    );
    expect(discussion.insertUser).toMatchObject({
      userID: author.userID,
      name: "Deleted User",
      photoUrl: "",
    });
    expect((await get(t.app, `/api/v2/users/${author.userID}`, admin)).statusCode).toBe(404);
    expect(json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookie)).userID).toBe(0);
    const signInAgain = await send("POST", "/api/v2/authenticate/password", undefined, {
      username: "oliver_smith",
      password: "correct horse battery staple",
    });
    expect(signInAgain.statusCode).toBe(400);
    // Personal data is wiped and the name is free again; the list no longer shows the account.
    const row = await rowByID(author.userID);
    expect(row).toMatchObject({ deleted: true, photoUrl: null, title: null });
    expect(row?.email).not.toContain("oliver");
    expect(await rolesOf(author.userID)).toEqual([]);
    expect(json<User[]>(await get(t.app, "/api/v2/users?query=oliver", admin))).toEqual([]);
    await registered("oliver_smith");

    const entry = await auditEntry(response);
    expect(entry).toMatchObject({
      action: "user.delete",
      recordType: "user",
      recordID: author.userID,
      changes: { before: { name: "oliver_smith", roleIDs: [roleIDs.Member] }, after: null },
    });
    expect(JSON.stringify(entry?.changes)).not.toContain("@");
    // Deleting it again: there is nothing left to delete.
    expect((await send("DELETE", `/api/v2/users/${author.userID}`, admin)).statusCode).toBe(404);
  });

  it("refuses deleting oneself and the last administrator; only administrators delete administrators", async () => {
    const adminID = await idOf("admin");
    const audits = await auditCount();
    const last = await send("DELETE", `/api/v2/users/${adminID}`, admin);
    expect(last.statusCode).toBe(422);
    expect(json<ErrorBody>(last).errors?.userID?.[0]).toMatchObject({ code: "lastAdministrator" });

    const second = await registered("second_admin");
    await patch(second.userID, { roleIDs: [roleIDs.Administrator ?? 0] });
    const self = await send("DELETE", `/api/v2/users/${adminID}`, admin);
    expect(self.statusCode).toBe(422);
    expect(json<ErrorBody>(self).errors?.userID?.[0]).toMatchObject({ code: "self" });
    // Of all this, only making the second administrator was written.
    expect(await auditCount()).toBe(audits + 1);

    const deleter = await staffer("plain_deleter", ["users.delete"]);
    const before = await auditCount();
    expect((await send("DELETE", `/api/v2/users/${second.userID}`, deleter.cookie)).statusCode).toBe(403);
    expect((await rowByID(adminID))?.deleted).toBe(false);
    expect((await rowByID(second.userID))?.deleted).toBe(false);
    expect(await auditCount()).toBe(before);
  });

  it("shows a deleted actor in the audit log as 'Deleted User'", async () => {
    const gone = await registered("short_lived");
    const edit = await patch(gone.userID, { title: "Temporary" }, gone.cookie);
    const editID = Number(edit.headers["x-audit-log-id"]);
    expect((await send("DELETE", `/api/v2/users/${gone.userID}`, admin)).statusCode).toBe(204);
    const log = json<AuditLogEntry[]>(await get(t.app, "/api/v2/audit-logs?recordType=user", admin));
    expect(log.find((entry) => entry.auditLogID === editID)?.userName).toBe("Deleted User");
  });
});

describe("placeholder users", () => {
  it("shows an author ID that names no account as 'Unknown User'", async () => {
    const [latest] = await t.database.db
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .orderBy(desc(discussions.discussionID))
      .limit(1);
    const discussionID = latest?.discussionID ?? 0;
    // lastCommentUserID carries no foreign key: an account removed from the database by hand leaves it dangling.
    await t.database.db
      .update(discussions)
      .set({ lastCommentUserID: 987654 })
      .where(eq(discussions.discussionID, discussionID));
    const discussion = json<Discussion>(
      await get(t.app, `/api/v2/discussions/${discussionID}?expand=lastUser`, admin),
    );
    expect(discussion.lastUser).toMatchObject({ userID: 987654, name: "Unknown User", photoUrl: "" });
  });
});
