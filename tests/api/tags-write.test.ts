// Writing tags (docs/reference/curation.md#tags): PUT /discussions/{id}/tags by the author or an editor of the
// category, new names only with tags.add (a member's are user tags, a community manager's ordinary ones), the
// discussion counts kept, the tag administration (create, rename, merge, delete) for community.manage, and every
// one of these gone (404) while tagging is switched off.
import { and, eq, isNull } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discussionTags, rolePermissions, roles, tags } from "../../src/server/db/schema";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import type { Tag } from "../../src/types/generated/api/tag";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs } from "./support/data";

let t: TestApp;
let admin: string;
let moderator: string;
let member: string;
let otherMember: string;
let general = 0;
let privateDiscussion = 0;

beforeAll(async () => {
  t = await createTestApp();
  general = await categoryIDByUrlcode(t.database.db, "general");
  [privateDiscussion = 0] = await discussionIDsIn(t.database.db, await privateCategoryIDs(t.database.db));
  admin = await signIn(t.app, "admin");
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
  otherMember = await signIn(t.app, DEMO_USERS[3]?.name ?? "");
});
afterAll(() => t.close());

function send(method: InjectOptions["method"], url: string, cookie?: string, payload?: object) {
  const options: InjectOptions = { method, url, headers: { ...XRW, ...(cookie ? { cookie } : {}) } };
  if (payload) options.payload = payload;
  return t.app.inject(options) as Promise<LightMyRequestResponse>;
}

/** A discussion the member wrote in General. */
async function membersDiscussion(title: string): Promise<number> {
  const response = await send("POST", "/api/v2/discussions", member, {
    name: title,
    body: `${title}, the body.`,
    format: "markdown",
    categoryID: general,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ discussionID: number }>().discussionID;
}

const retag = (discussionID: number, cookie: string | undefined, payload: object) =>
  send("PUT", `/api/v2/discussions/${discussionID}/tags`, cookie, payload);

async function tagRow(tagID: number) {
  const [row] = await t.database.db.select().from(tags).where(eq(tags.tagID, tagID));
  return row;
}

async function tagOf(discussionID: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ tagID: discussionTags.tagID })
    .from(discussionTags)
    .where(eq(discussionTags.discussionID, discussionID));
  return rows.map((row) => row.tagID).sort((a, b) => a - b);
}

async function newTag(name: string): Promise<Tag> {
  const response = await send("POST", "/api/v2/tags", admin, { name });
  expect(response.statusCode, response.body).toBe(201);
  return json<Tag>(response);
}

describe("PUT /discussions/{id}/tags", () => {
  it("lets the author retag, creating a user tag for a new name and keeping the counts", async () => {
    const discussionID = await membersDiscussion("Retag me");
    const existing = await newTag("Existing topic");
    const response = await retag(discussionID, member, {
      tagIDs: [existing.tagID],
      names: ["Fresh  idea", "fresh idea!"],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = json<Tag[]>(response);
    expect(answer.map((tag) => [tag.name, tag.type, tag.countDiscussions])).toEqual([
      ["Existing topic", "", 1],
      ["Fresh idea", "User", 1],
    ]);
    expect(answer[1]?.urlcode).toBe("fresh-idea");
    // Lists carry the user tag, which list items show (at most 3, docs/reference/curation.md#user-tags-in-lists).
    const listed = await get(t.app, `/api/v2/discussions?categoryID=${general}&expand=tags&limit=100`);
    const item = listed
      .json<{ discussionID: number; tags?: Tag[] }[]>()
      .find((d) => d.discussionID === discussionID);
    expect(item?.tags?.map((tag) => [tag.name, tag.type])).toEqual([
      ["Existing topic", ""],
      ["Fresh idea", "User"],
    ]);
    // Replaced: the tag left behind counts one discussion less.
    const again = json<Tag[]>(await retag(discussionID, member, { names: ["fresh-idea"] }));
    expect(again.map((tag) => tag.name)).toEqual(["Fresh idea"]);
    expect((await tagRow(existing.tagID))?.countDiscussions).toBe(0);
    expect(json<Tag[]>(await retag(discussionID, member, { tagIDs: [] }))).toEqual([]);
    expect(await tagOf(discussionID)).toEqual([]);
  });

  it("lets an editor of the category retag someone else's discussion", async () => {
    const discussionID = await membersDiscussion("Moderated tags");
    // Moderators manage the community: their new tag is an ordinary one, like an administrator's.
    const byModerator = json<Tag[]>(await retag(discussionID, moderator, { names: ["Needs triage"] }));
    expect(byModerator.map((tag) => [tag.name, tag.type])).toEqual([["Needs triage", ""]]);
    const byAdmin = json<Tag[]>(await retag(discussionID, admin, { names: ["Roadmap"] }));
    expect(byAdmin.map((tag) => [tag.name, tag.type])).toEqual([["Roadmap", ""]]);
    expect((await retag(privateDiscussion, moderator, { names: ["Staff only"] })).statusCode).toBe(200);
  });

  it("refuses everyone else", async () => {
    const discussionID = await membersDiscussion("Not yours");
    expect((await retag(discussionID, undefined, { tagIDs: [1] })).statusCode).toBe(401);
    expect((await retag(discussionID, otherMember, { tagIDs: [1] })).statusCode).toBe(403);
    expect((await retag(privateDiscussion, member, { tagIDs: [1] })).statusCode).toBe(404);
    expect((await retag(424242, admin, { tagIDs: [1] })).statusCode).toBe(404);
    expect(await tagOf(discussionID)).toEqual([]);
  });

  it("takes existing tags by name but creates none without tags.add", async () => {
    const discussionID = await membersDiscussion("No new tags");
    const known = await newTag("Known Tag");
    const [memberRole] = await t.database.db.select().from(roles).where(eq(roles.type, "member"));
    const grant = and(
      eq(rolePermissions.roleID, memberRole?.roleID ?? 0),
      eq(rolePermissions.permission, "tags.add"),
      isNull(rolePermissions.categoryID),
    );
    await t.database.db.delete(rolePermissions).where(grant);
    try {
      const refused = await retag(discussionID, member, { names: ["Known tag", "Invented here"] });
      expect(refused.statusCode).toBe(403);
      expect(await tagOf(discussionID)).toEqual([]);
      const [invented] = await t.database.db.select().from(tags).where(eq(tags.urlcode, "invented-here"));
      expect(invented).toBeUndefined();
      const allowed = await retag(discussionID, member, { names: ["known-tag"] });
      expect(allowed.statusCode).toBe(200);
      expect(await tagOf(discussionID)).toEqual([known.tagID]);
    } finally {
      await t.database.db
        .insert(rolePermissions)
        .values({ roleID: memberRole?.roleID ?? 0, permission: "tags.add", categoryID: null });
    }
  });

  it.each([
    ["an empty body", {}],
    ["too many ids", { tagIDs: Array.from({ length: 21 }, (_, i) => i + 1) }],
    ["too many names", { names: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }],
    ["an empty name", { names: [""] }],
    ["a name of spaces", { names: ["   "] }],
    ["a name without letters or digits", { names: ["!!!"] }],
    ["a name too long", { names: ["x".repeat(51)] }],
    ["an id that is not a number", { tagIDs: ["one"] }],
    ["an id of 0", { tagIDs: [0] }],
    ["an unknown field", { tags: ["x"] }],
  ])("answers 400 to %s", async (_, payload) => {
    const discussionID = await membersDiscussion("Bad input");
    expect((await retag(discussionID, member, payload)).statusCode).toBe(400);
  });

  it("answers 422 to an id no tag has and 400 to a bad discussion id", async () => {
    const discussionID = await membersDiscussion("Unknown tag");
    const response = await retag(discussionID, member, { tagIDs: [999_999] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.tagIDs[0].code).toBe("unknownTag");
    expect((await send("PUT", "/api/v2/discussions/abc/tags", member, { tagIDs: [] })).statusCode).toBe(400);
  });
});

describe("the tag administration", () => {
  it("creates tags, ordinary by default, refusing a name another tag has", async () => {
    const response = await send("POST", "/api/v2/tags", admin, { name: " Release  notes " });
    expect(response.statusCode).toBe(201);
    expect(response.headers["x-audit-log-id"]).toMatch(/^\d+$/);
    expect(json<Tag>(response)).toMatchObject({ name: "Release notes", urlcode: "release-notes", type: "" });
    const user = await send("POST", "/api/v2/tags", admin, { name: "Fan art", type: "User" });
    expect(json<Tag>(user).type).toBe("User");
    const duplicate = await send("POST", "/api/v2/tags", admin, { name: "release-notes" });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.name[0].code).toBe("duplicateTag");
  });

  it.each([
    ["no name", {}],
    ["an empty name", { name: "" }],
    ["a name without letters or digits", { name: "?!" }],
    ["a name too long", { name: "x".repeat(51) }],
    ["an unknown type", { name: "x", type: "Staff" }],
  ])("answers 400 to %s", async (_, payload) => {
    expect((await send("POST", "/api/v2/tags", admin, payload)).statusCode).toBe(400);
  });

  it("renames a tag, its urlcode following", async () => {
    const tag = await newTag("Colour");
    const response = await send("PATCH", `/api/v2/tags/${tag.tagID}`, admin, { name: "Colour schemes" });
    expect(response.statusCode).toBe(200);
    expect(json<Tag>(response)).toMatchObject({ name: "Colour schemes", urlcode: "colour-schemes" });
    expect(
      (await send("PATCH", `/api/v2/tags/${tag.tagID}`, admin, { name: "COLOUR schemes" })).statusCode,
    ).toBe(200);
    const other = await newTag("Palette");
    const taken = await send("PATCH", `/api/v2/tags/${other.tagID}`, admin, { name: "colour schemes" });
    expect(taken.statusCode).toBe(422);
    expect((await send("PATCH", "/api/v2/tags/424242", admin, { name: "x" })).statusCode).toBe(404);
    expect((await send("PATCH", `/api/v2/tags/${tag.tagID}`, admin, { name: "" })).statusCode).toBe(400);
  });

  it("merges a tag into another: its discussions get the target, counts recomputed, the tag gone", async () => {
    const [one, two, three] = [
      await membersDiscussion("Merge one"),
      await membersDiscussion("Merge two"),
      await membersDiscussion("Merge three"),
    ];
    const source = await newTag("Dark theme");
    const target = await newTag("Dark mode");
    await retag(one, admin, { tagIDs: [source.tagID] });
    await retag(two, admin, { tagIDs: [source.tagID, target.tagID] });
    await retag(three, admin, { tagIDs: [target.tagID] });
    const response = await send("POST", `/api/v2/tags/${source.tagID}/merge`, admin, {
      targetTagID: target.tagID,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Tag>(response)).toMatchObject({ tagID: target.tagID, countDiscussions: 3 });
    expect(await tagRow(source.tagID)).toBeUndefined();
    for (const discussionID of [one, two, three]) expect(await tagOf(discussionID)).toEqual([target.tagID]);
    const listed = json<Tag[]>(await get(t.app, "/api/v2/tags?query=Dark"));
    expect(listed.map((tag) => tag.name)).toEqual(["Dark mode"]);
  });

  it("refuses a merge into itself, into nothing, or of nothing", async () => {
    const tag = await newTag("Lonely");
    const url = `/api/v2/tags/${tag.tagID}/merge`;
    expect((await send("POST", url, admin, { targetTagID: tag.tagID })).statusCode).toBe(422);
    expect((await send("POST", url, admin, { targetTagID: 999_999 })).statusCode).toBe(422);
    expect((await send("POST", url, admin, {})).statusCode).toBe(400);
    expect(
      (await send("POST", "/api/v2/tags/999999/merge", admin, { targetTagID: tag.tagID })).statusCode,
    ).toBe(404);
  });

  it("deletes a tag, its discussions losing it", async () => {
    const discussionID = await membersDiscussion("Loses a tag");
    const tag = await newTag("Temporary");
    await retag(discussionID, admin, { tagIDs: [tag.tagID] });
    expect((await send("DELETE", `/api/v2/tags/${tag.tagID}`, admin)).statusCode).toBe(204);
    expect(await tagOf(discussionID)).toEqual([]);
    expect((await send("DELETE", `/api/v2/tags/${tag.tagID}`, admin)).statusCode).toBe(404);
  });

  it("is for community managers only", async () => {
    const tag = await newTag("Guarded");
    for (const [cookie, status] of [
      [undefined, 401],
      [member, 403],
      [otherMember, 403],
    ] as const) {
      expect((await send("POST", "/api/v2/tags", cookie, { name: "Nope" })).statusCode).toBe(status);
      expect((await send("PATCH", `/api/v2/tags/${tag.tagID}`, cookie, { name: "Nope" })).statusCode).toBe(
        status,
      );
      expect((await send("DELETE", `/api/v2/tags/${tag.tagID}`, cookie)).statusCode).toBe(status);
    }
  });

  it("lists tags a page at a time with paging headers", async () => {
    const response = await get(t.app, "/api/v2/tags?limit=2&page=2");
    expect(response.statusCode).toBe(200);
    expect(json<Tag[]>(response)).toHaveLength(2);
    expect(response.headers["x-app-page-current"]).toBe("2");
    expect(Number(response.headers["x-app-page-result-count"])).toBeGreaterThan(4);
  });
});

describe("with tagging switched off", () => {
  it("answers 404 to every tag write, and writes nothing", async () => {
    const discussionID = await membersDiscussion("Tagging off");
    const tag = await newTag("While on");
    expect((await send("PATCH", "/api/v2/addons/tagging", admin, { enabled: false })).statusCode).toBe(200);
    try {
      const calls: [InjectOptions["method"], string, object | undefined][] = [
        ["PUT", `/api/v2/discussions/${discussionID}/tags`, { tagIDs: [tag.tagID] }],
        ["POST", "/api/v2/tags", { name: "While off" }],
        ["PATCH", `/api/v2/tags/${tag.tagID}`, { name: "Renamed while off" }],
        ["POST", `/api/v2/tags/${tag.tagID}/merge`, { targetTagID: 1 }],
        ["DELETE", `/api/v2/tags/${tag.tagID}`, undefined],
      ];
      for (const [method, url, payload] of calls) {
        expect((await send(method, url, admin, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      expect(await tagOf(discussionID)).toEqual([]);
      expect((await tagRow(tag.tagID))?.name).toBe("While on");
    } finally {
      await send("PATCH", "/api/v2/addons/tagging", admin, { enabled: true });
    }
    expect((await retag(discussionID, member, { tagIDs: [tag.tagID] })).statusCode).toBe(200);
  });
});
