// Writing collections (docs/reference/curation.md#collections): POST /collections, PATCH /collections/{id} (rename,
// the whole ordered list of records), DELETE /collections/{id} and GET/PUT /collections/by-resource for every record
// type, with community.manage; records the curator may not see are neither listed nor lost.
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionRecords, rolePermissions, roles, userRoles } from "../../src/server/db/schema";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import type { Collection } from "../../src/types/generated/api/collection";
import { type KnowledgeCorpus, seedKnowledgeCorpus } from "./knowledge-corpus";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs, userIDByName } from "./support/data";

let t: TestApp;
let kb: KnowledgeCorpus;
let admin: string;
let moderator: string;
let member: string;
let curator: string;
let general = 0;
let publicDiscussions: number[] = [];
let privateDiscussion = 0;

/** A member given community.manage: curates, but does not see the staff category. */
const CURATOR = DEMO_USERS[3]?.name ?? "";

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  kb = await seedKnowledgeCorpus(db);
  general = await categoryIDByUrlcode(db, "general");
  publicDiscussions = (await discussionIDsIn(db, [general])).slice(0, 3);
  [privateDiscussion = 0] = await discussionIDsIn(db, await privateCategoryIDs(db));
  const [role] = await db.insert(roles).values({ name: "Curators", type: "member" }).returning();
  const roleID = role?.roleID ?? 0;
  await db.insert(rolePermissions).values({ roleID, permission: "community.manage", categoryID: null });
  await db.insert(userRoles).values({ userID: await userIDByName(db, CURATOR), roleID });
  admin = await signIn(t.app, "admin");
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
  curator = await signIn(t.app, CURATOR);
});
afterAll(() => t.close());

function send(method: InjectOptions["method"], url: string, cookie?: string, payload?: object) {
  const options: InjectOptions = { method, url, headers: { ...XRW, ...(cookie ? { cookie } : {}) } };
  if (payload) options.payload = payload;
  return t.app.inject(options) as Promise<LightMyRequestResponse>;
}

const discussion = (recordID: number) => ({ recordType: "discussion", recordID });
const eqCollection = (collectionID: number) => eq(collectionRecords.collectionID, collectionID);
const refs = (collection: Collection) => (collection.records ?? []).map((r) => [r.recordType, r.recordID]);

async function create(name: string, records: object[] = [], cookie = admin): Promise<Collection> {
  const response = await send("POST", "/api/v2/collections", cookie, { name, records });
  expect(response.statusCode, response.body).toBe(201);
  return json<Collection>(response);
}

describe("POST /collections", () => {
  it("creates a collection with its records in the order given", async () => {
    const [first = 0, second = 0] = publicDiscussions;
    const response = await send("POST", "/api/v2/collections", admin, {
      name: "  Start here  ",
      records: [
        discussion(second),
        { recordType: "category", recordID: general },
        { recordType: "article", recordID: kb.articles.export },
        { recordType: "knowledgeBase", recordID: kb.bases.help },
        discussion(first),
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["x-audit-log-id"]).toMatch(/^\d+$/);
    const made = json<Collection>(response);
    expect(made.name).toBe("Start here");
    expect(refs(made)).toEqual([
      ["discussion", second],
      ["category", general],
      ["article", kb.articles.export],
      ["knowledgeBase", kb.bases.help],
      ["discussion", first],
    ]);
    expect(made.records?.map((record) => record.sort)).toEqual([0, 1, 2, 3, 4]);
    const listed = json<Collection[]>(await get(t.app, "/api/v2/collections"));
    expect(listed.map((c) => c.collectionID)).toContain(made.collectionID);
  });

  it("answers 401 to guests and 403 without community.manage", async () => {
    expect((await send("POST", "/api/v2/collections", undefined, { name: "x" })).statusCode).toBe(401);
    expect((await send("POST", "/api/v2/collections", member, { name: "x" })).statusCode).toBe(403);
  });

  it.each([
    ["no name", {}],
    ["an empty name", { name: "" }],
    ["a name of spaces", { name: "   " }],
    ["a name too long", { name: "x".repeat(101) }],
    ["an event", { name: "x", records: [{ recordType: "event", recordID: 1 }] }],
    ["a record twice", { name: "x", records: [discussion(1), discussion(1)] }],
    ["a record id out of range", { name: "x", records: [discussion(2147483648)] }],
    ["too many records", { name: "x", records: Array.from({ length: 501 }, (_, i) => discussion(i + 1)) }],
    ["an unknown field", { name: "x", color: "red" }],
  ])("answers 400 to %s", async (_, payload) => {
    expect((await send("POST", "/api/v2/collections", admin, payload)).statusCode).toBe(400);
  });

  it("answers 422 naming a record that does not exist or that the curator may not see", async () => {
    const missing = await send("POST", "/api/v2/collections", admin, {
      name: "x",
      records: [discussion(999_999)],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.records[0].code).toBe("unknownRecord");
    const hidden = await send("POST", "/api/v2/collections", curator, {
      name: "x",
      records: [discussion(privateDiscussion)],
    });
    // The same answer as for a record that does not exist: the private one's existence stays private.
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors.records[0].code).toBe("unknownRecord");
  });
});

describe("PATCH /collections/{id}", () => {
  it("renames, reorders and removes records, each record's sort its index", async () => {
    const [a = 0, b = 0, c = 0] = publicDiscussions;
    const made = await create("Picks", [discussion(a), discussion(b), discussion(c)]);
    const url = `/api/v2/collections/${made.collectionID}`;
    const renamed = await send("PATCH", url, admin, { name: "Best picks" });
    expect(renamed.statusCode).toBe(200);
    expect(json<Collection>(renamed).name).toBe("Best picks");
    expect(refs(json<Collection>(renamed))).toEqual(refs(made));

    const moved = json<Collection>(
      await send("PATCH", url, admin, { records: [discussion(c), discussion(a)] }),
    );
    expect(refs(moved)).toEqual([
      ["discussion", c],
      ["discussion", a],
    ]);
    expect(moved.records?.map((record) => record.sort)).toEqual([0, 1]);
    expect(json<Collection>(await get(t.app, url)).name).toBe("Best picks");
  });

  it("keeps the records the curator may not see, after the ones given", async () => {
    const [a = 0, b = 0] = publicDiscussions;
    const made = await create("Mixed", [discussion(a), discussion(privateDiscussion), discussion(b)]);
    const url = `/api/v2/collections/${made.collectionID}`;
    const seen = json<Collection>(await get(t.app, url, curator));
    expect(refs(seen)).toEqual([
      ["discussion", a],
      ["discussion", b],
    ]);
    const response = await send("PATCH", url, curator, { records: [discussion(b)] });
    expect(response.statusCode).toBe(200);
    expect(refs(json<Collection>(response))).toEqual([["discussion", b]]);
    const stored = await t.database.db
      .select({ recordID: collectionRecords.recordID, sort: collectionRecords.sort })
      .from(collectionRecords)
      .where(eqCollection(made.collectionID));
    expect(stored.sort((x, y) => x.sort - y.sort)).toEqual([
      { recordID: b, sort: 0 },
      { recordID: privateDiscussion, sort: 1 },
    ]);
    expect(refs(json<Collection>(await get(t.app, url, admin)))).toEqual([
      ["discussion", b],
      ["discussion", privateDiscussion],
    ]);
  });

  it("answers 404 for a missing collection, 400 for bad input, 403 without community.manage", async () => {
    const made = await create("Spare");
    const url = `/api/v2/collections/${made.collectionID}`;
    expect((await send("PATCH", "/api/v2/collections/424242", admin, { name: "x" })).statusCode).toBe(404);
    expect((await send("PATCH", url, admin, {})).statusCode).toBe(400);
    expect((await send("PATCH", url, admin, { name: " " })).statusCode).toBe(400);
    expect((await send("PATCH", url, admin, { records: "all" })).statusCode).toBe(400);
    expect((await send("PATCH", "/api/v2/collections/0", admin, { name: "x" })).statusCode).toBe(400);
    expect((await send("PATCH", url, member, { name: "x" })).statusCode).toBe(403);
    expect((await send("PATCH", url, undefined, { name: "x" })).statusCode).toBe(401);
  });
});

describe("DELETE /collections/{id}", () => {
  it("deletes the collection and its records, then answers 404", async () => {
    const made = await create("Short-lived", [discussion(publicDiscussions[0] ?? 0)]);
    const url = `/api/v2/collections/${made.collectionID}`;
    expect((await send("DELETE", url, member)).statusCode).toBe(403);
    const deleted = await send("DELETE", url, admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers["x-audit-log-id"]).toMatch(/^\d+$/);
    expect((await get(t.app, url)).statusCode).toBe(404);
    expect((await send("DELETE", url, admin)).statusCode).toBe(404);
    const left = await t.database.db.select().from(collectionRecords).where(eqCollection(made.collectionID));
    expect(left).toEqual([]);
  });
});

describe("GET/PUT /collections/by-resource for every record type", () => {
  it.each([
    ["discussion", () => publicDiscussions[1] ?? 0],
    ["category", () => general],
    ["article", () => kb.articles.export],
    ["knowledgeBase", () => kb.bases.help],
  ])("puts a %s in collections and finds them", async (recordType, id) => {
    const made = await create(`Of ${recordType}`);
    const record = { recordType, recordID: id() };
    const put = await send("PUT", "/api/v2/collections/by-resource", admin, {
      record,
      collectionIDs: [made.collectionID],
    });
    expect(put.statusCode, put.body).toBe(200);
    const found = json<Collection[]>(
      await get(t.app, `/api/v2/collections/by-resource?recordType=${recordType}&recordID=${id()}`),
    );
    expect(found.map((c) => c.collectionID)).toContain(made.collectionID);
  });

  it("answers 400 for events, which this site does not have", async () => {
    const response = await get(t.app, "/api/v2/collections/by-resource?recordType=event&recordID=1");
    expect(response.statusCode).toBe(400);
    const put = await send("PUT", "/api/v2/collections/by-resource", admin, {
      record: { recordType: "event", recordID: 1 },
      collectionIDs: [],
    });
    expect(put.statusCode).toBe(400);
  });

  it("lists a public group to everyone and a secret one only to those who may see it", async () => {
    const group = async (name: string, privacy: string) => {
      const response = await send("POST", "/api/v2/groups", curator, { name, privacy });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ groupID: number }>().groupID;
    };
    const open = await group("Curated runners", "public");
    const hidden = await group("Curated hideout", "secret");
    const made = await create("Groups to join", [
      { recordType: "groups", recordID: hidden },
      { recordType: "groups", recordID: open },
    ]);
    const url = `/api/v2/collections/${made.collectionID}`;
    expect(refs(json<Collection>(await get(t.app, url)))).toEqual([["groups", open]]);
    expect(refs(json<Collection>(await get(t.app, url, curator)))).toEqual([
      ["groups", hidden],
      ["groups", open],
    ]);
    const byResource = (recordID: number, cookie?: string) =>
      get(t.app, `/api/v2/collections/by-resource?recordType=groups&recordID=${recordID}`, cookie);
    expect(json<Collection[]>(await byResource(hidden))).toEqual([]);
    expect(json<Collection[]>(await byResource(open)).map((c) => c.collectionID)).toContain(
      made.collectionID,
    );
    // Group moderators see every group.
    const asModerator = json<Collection[]>(await byResource(hidden, moderator));
    expect(asModerator.map((c) => c.collectionID)).toContain(made.collectionID);
  });

  it("answers a group the viewer may not see as not found", async () => {
    const response = await send("PUT", "/api/v2/collections/by-resource", admin, {
      record: { recordType: "groups", recordID: 424242 },
      collectionIDs: [],
    });
    expect(response.statusCode).toBe(404);
  });
});
