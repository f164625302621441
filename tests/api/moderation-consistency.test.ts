// Moderation rules the interface and the server must agree on, and PATCH /discussions/{id} as one change:
// - a refused move (unknown target 404, a target without permission 403, a category that only groups others 422)
//   sent with a content edit changes nothing — no renamed, unmoved discussion;
// - close is given to discussions.moderate as to discussions.close
//   (docs/reference/permissions.md#category-permissions);
// - on a closed discussion a reply is taken from those who may close discussions (discussions.close or
//   discussions.moderate, docs/reference/permissions.md#category-permissions), not from comments.add alone.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import {
  categories,
  discussions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from "../../src/server/db/schema";
import { invalidateCategoryIndex } from "../../src/server/services/category-index";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { createTestApp, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let db: Db;
let member: string;
let moderator: string;
/** kenji.tanaka: discussions.moderate everywhere (and discussions.edit), but not discussions.close. */
let threadModerator: string;
/** yuki.sato: discussions.close everywhere, nothing else of a moderator's. */
let closer: string;
let general: number;
let grouping: number;
let locked: number;

async function grant(userName: string, roleName: string, permissions: string[]): Promise<void> {
  const [role] = await db
    .insert(roles)
    .values({ name: roleName, type: "member", sort: 20 })
    .returning({ roleID: roles.roleID });
  const [user] = await db.select().from(users).where(eq(users.name, userName));
  if (!role || !user) throw new Error(`${userName} or ${roleName} missing`);
  await db
    .insert(rolePermissions)
    .values(permissions.map((permission) => ({ roleID: role.roleID, permission, categoryID: -1 })));
  await db.insert(userRoles).values({ userID: user.userID, roleID: role.roleID });
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  general = await categoryIDByUrlcode(db, "general");
  const [groupRow] = await db
    .insert(categories)
    .values({
      name: "Regional groups",
      urlcode: "regional-groups",
      parentCategoryID: -1,
      displayAs: "categories",
    })
    .returning({ categoryID: categories.categoryID });
  const [lockedRow] = await db
    .insert(categories)
    .values({
      name: "Read-only room",
      urlcode: "read-only-room",
      parentCategoryID: -1,
      displayAs: "discussions",
    })
    .returning({ categoryID: categories.categoryID });
  if (!groupRow || !lockedRow) throw new Error("categories not inserted");
  grouping = groupRow.categoryID;
  locked = lockedRow.categoryID;
  // The locked room has permissions of its own: everyone may read it, nobody but community moderators edit in it.
  await db.update(categories).set({ permissionCategoryID: locked }).where(eq(categories.categoryID, locked));
  const everyone = await db.select({ roleID: roles.roleID }).from(roles);
  await db
    .insert(rolePermissions)
    .values(everyone.map(({ roleID }) => ({ roleID, permission: "discussions.view", categoryID: locked })));
  invalidateCategoryIndex(db);
  await grant("kenji.tanaka", "Thread moderator", ["discussions.moderate", "discussions.edit"]);
  await grant("yuki.sato", "Closer", ["discussions.close"]);
  [member, moderator, threadModerator, closer] = await Promise.all([
    signIn(t.app, "member"),
    signIn(t.app, "moderator"),
    signIn(t.app, "kenji.tanaka"),
    signIn(t.app, "yuki.sato"),
  ]);
});
afterAll(() => t.close());

function send(
  method: "PATCH" | "POST",
  url: string,
  cookie: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api/v2${url}`, headers: { ...XRW, cookie }, payload });
}

async function newDiscussion(cookie: string, name: string): Promise<number> {
  const response = await send("POST", "/discussions", cookie, {
    name,
    body: `${name}: body`,
    format: "markdown",
    categoryID: general,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response).discussionID;
}

async function row(id: number) {
  const [found] = await db.select().from(discussions).where(eq(discussions.discussionID, id));
  if (!found) throw new Error(`discussion ${id} missing`);
  return found;
}

describe("PATCH /discussions/{id} with a content edit and a refused move", () => {
  const refusals: Array<[string, () => string, () => number, number]> = [
    ["an unknown category", () => moderator, () => 999_999, 404],
    ["a category that only groups others", () => moderator, () => grouping, 422],
    ["a category the moderator may not edit in", () => threadModerator, () => locked, 403],
  ];
  it.each(refusals)("to %s changes nothing", async (_name, who, target, status) => {
    const id = await newDiscussion(member, "Before the refused move");
    const before = await row(id);
    const response = await send("PATCH", `/discussions/${id}`, who(), {
      name: "Renamed with the move",
      body: "A new body",
      categoryID: target(),
    });
    expect(response.statusCode, response.body).toBe(status);
    const after = await row(id);
    expect(after.name).toBe("Before the refused move");
    expect(after.body).toBe(before.body);
    expect(after.categoryID).toBe(general);
    expect(after.dateUpdated).toEqual(before.dateUpdated);
  });

  it("still applies the edit and the move together when both are allowed", async () => {
    const id = await newDiscussion(member, "Moved and renamed");
    const offTopic = await categoryIDByUrlcode(db, "off-topic");
    const response = await send("PATCH", `/discussions/${id}`, moderator, {
      name: "Renamed and moved",
      categoryID: offTopic,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await row(id);
    expect([after.name, after.categoryID]).toEqual(["Renamed and moved", offTopic]);
  });
});

describe("close and replying when closed", () => {
  it("lets discussions.moderate close and reopen a discussion", async () => {
    const id = await newDiscussion(member, "Closed by a thread moderator");
    const closed = await send("PATCH", `/discussions/${id}`, threadModerator, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await row(id)).closed).toBe(true);
    const bulk = await send("PATCH", "/discussions/close", threadModerator, {
      discussionIDs: [id],
      closed: false,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await row(id)).closed).toBe(false);
  });

  it("takes replies on a closed discussion from discussions.close and discussions.moderate only", async () => {
    const id = await newDiscussion(member, "Closed for replies");
    await db.update(discussions).set({ closed: true }).where(eq(discussions.discussionID, id));
    const reply = (cookie: string) =>
      send("POST", "/comments", cookie, { discussionID: id, body: "After closing", format: "text" });
    // The author holds comments.add and discussions.closeOwn, which does not let them close others' threads.
    expect((await reply(member)).statusCode).toBe(403);
    const byCloser = await reply(closer);
    expect(byCloser.statusCode, byCloser.body).toBe(201);
    const byThreadModerator = await reply(threadModerator);
    expect(byThreadModerator.statusCode, byThreadModerator.body).toBe(201);
  });
});
