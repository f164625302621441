// Articles and knowledge bases in collections (spec 000 §3, docs/reference/api-conventions.md#resources): listed with
// name, address and excerpt only when the viewer may read them (a published article of a knowledge base they may
// view, a published knowledge base they may view), and set with PUT /collections/by-resource by community.manage,
// which answers 404 for a record the curator may not see.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionRecords, collections } from "../../src/server/db/schema";
import type { Collection } from "../../src/types/generated/api/collection";
import { type KnowledgeCorpus, seedKnowledgeCorpus } from "./knowledge-corpus";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let kb: KnowledgeCorpus;
let admin: string;
let moderator: string;
let member: string;
let collectionID = 0;

beforeAll(async () => {
  t = await createTestApp();
  kb = await seedKnowledgeCorpus(t.database.db);
  admin = await signIn(t.app, "admin");
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
  const db = t.database.db;
  const [row] = await db.insert(collections).values({ name: "Help picks", insertUserID: 1 }).returning();
  collectionID = row?.collectionID ?? 0;
  await db.insert(collectionRecords).values([
    { collectionID, recordType: "article", recordID: kb.articles.staff, sort: 0 },
    { collectionID, recordType: "article", recordID: kb.articles.export, sort: 1 },
    { collectionID, recordType: "knowledgeBase", recordID: kb.bases.help, sort: 2 },
    { collectionID, recordType: "knowledgeBase", recordID: kb.bases.staff, sort: 3 },
    { collectionID, recordType: "article", recordID: kb.articles.draft, sort: 4 },
    { collectionID, recordType: "knowledgeBase", recordID: kb.bases.gone, sort: 5 },
    { collectionID, recordType: "article", recordID: kb.articles.password, sort: 6 },
  ]);
});
afterAll(() => t.close());

const records = (collection: Collection) => (collection.records ?? []).map((r) => [r.recordType, r.recordID]);

function put(cookie: string | undefined, record: { recordType: string; recordID: number }, ids: number[]) {
  return t.app.inject({
    method: "PUT",
    url: "/api/v2/collections/by-resource",
    headers: { ...XRW, ...(cookie ? { cookie } : {}) },
    payload: { record, collectionIDs: ids },
  }) as Promise<LightMyRequestResponse>;
}

describe("knowledge records in a collection", () => {
  it("expands the articles and knowledge bases a guest may read, with name, address and excerpt", async () => {
    const collection = json<Collection>(await get(t.app, `/api/v2/collections/${collectionID}`));
    expect(records(collection)).toEqual([
      ["article", kb.articles.export],
      ["knowledgeBase", kb.bases.help],
      ["article", kb.articles.password],
    ]);
    const [article, base, password] = collection.records ?? [];
    expect(article?.record).toEqual({
      name: "Quasiflux invoice export",
      url: `/kb/articles/${kb.articles.export}-quasiflux-invoice-export`,
      excerpt: "Export your invoices as a spreadsheet.",
      imageUrl: null,
      dateInserted: "2026-03-01T10:00:00.000Z",
    });
    expect(base?.record).toMatchObject({
      name: "Quorum Help Center",
      url: "/kb/kb-search-help",
      excerpt: "Quorum Help Center description.",
    });
    // No excerpt of its own: the body's first words.
    expect(password?.record.excerpt).toBe("Go to your profile, then Sessions, then choose a new password.");
  });

  it("shows the staff handbook and its article to a moderator, and a draft to nobody", async () => {
    const collection = json<Collection>(await get(t.app, `/api/v2/collections/${collectionID}`, moderator));
    expect(records(collection)).toEqual([
      ["article", kb.articles.staff],
      ["article", kb.articles.export],
      ["knowledgeBase", kb.bases.help],
      ["knowledgeBase", kb.bases.staff],
      ["article", kb.articles.password],
    ]);
  });

  it("finds the collections of an article only for a viewer who may read it", async () => {
    const url = (type: string, id: number) =>
      `/api/v2/collections/by-resource?recordType=${type}&recordID=${id}`;
    const ids = (response: LightMyRequestResponse) => json<Collection[]>(response).map((c) => c.collectionID);
    expect(ids(await get(t.app, url("article", kb.articles.export)))).toEqual([collectionID]);
    expect(ids(await get(t.app, url("article", kb.articles.staff)))).toEqual([]);
    expect(ids(await get(t.app, url("article", kb.articles.staff), moderator))).toEqual([collectionID]);
    expect(ids(await get(t.app, url("knowledgeBase", kb.bases.staff)))).toEqual([]);
  });
});

describe("PUT /collections/by-resource with knowledge records", () => {
  it("puts an article and a knowledge base in collections, for community.manage only", async () => {
    const [row] = await t.database.db
      .insert(collections)
      .values({ name: "KB shelf", insertUserID: 1 })
      .returning();
    const shelf = row?.collectionID ?? 0;
    const article = { recordType: "article", recordID: kb.articles.refunds };
    expect((await put(undefined, article, [shelf])).statusCode).toBe(401);
    expect((await put(member, article, [shelf])).statusCode).toBe(403);
    const response = await put(admin, article, [shelf]);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Collection[]>(response).map((c) => c.name)).toEqual(["KB shelf"]);
    const base = await put(admin, { recordType: "knowledgeBase", recordID: kb.bases.help }, [
      shelf,
      collectionID,
    ]);
    expect(base.statusCode, base.body).toBe(200);
    const collection = json<Collection>(await get(t.app, `/api/v2/collections/${shelf}`));
    expect(records(collection)).toEqual([
      ["article", kb.articles.refunds],
      ["knowledgeBase", kb.bases.help],
    ]);
  });

  it("answers 404 for a draft, a deleted knowledge base or one that does not exist", async () => {
    for (const record of [
      { recordType: "article", recordID: kb.articles.draft },
      { recordType: "article", recordID: 999_999 },
      { recordType: "knowledgeBase", recordID: kb.bases.gone },
      { recordType: "knowledgeBase", recordID: 999_999 },
    ]) {
      const response = await put(admin, record, [collectionID]);
      expect(response.statusCode, JSON.stringify(record)).toBe(404);
    }
    expect((await put(admin, { recordType: "event", recordID: 1 }, [])).statusCode).toBe(400);
  });
});
