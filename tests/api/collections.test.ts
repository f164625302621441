// The collections read API: records expand to what the viewer may see, and private records never show.
import { inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionRecords, collections, discussions } from "../../src/server/db/schema";
import type { Collection } from "../../src/types/generated/api/collection";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";

let t: TestApp;
let admin: string;
let collectionID = 0;
let publicDiscussion = 0;
let privateDiscussion = 0;
let publicCategory = 0;
let privateCategory = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  const db = t.database.db;
  const hidden = await privateCategoryIDs(db);
  privateCategory = hidden[0] ?? 0;
  publicCategory = await categoryIDByUrlcode(db, "general");
  const [open] = await db
    .select({ id: discussions.discussionID })
    .from(discussions)
    .where(ne(discussions.categoryID, privateCategory))
    .limit(1);
  const [closed] = await db
    .select({ id: discussions.discussionID })
    .from(discussions)
    .where(inArray(discussions.categoryID, hidden))
    .limit(1);
  publicDiscussion = open?.id ?? 0;
  privateDiscussion = closed?.id ?? 0;
  const [row] = await db.insert(collections).values({ name: "Start here", insertUserID: 1 }).returning();
  collectionID = row?.collectionID ?? 0;
  await db.insert(collectionRecords).values([
    { collectionID, recordType: "discussion", recordID: privateDiscussion, sort: 0 },
    { collectionID, recordType: "discussion", recordID: publicDiscussion, sort: 1 },
    { collectionID, recordType: "category", recordID: publicCategory, sort: 2 },
    { collectionID, recordType: "category", recordID: privateCategory, sort: 3 },
    { collectionID, recordType: "discussion", recordID: 999_999, sort: 4 },
  ]);
  await db.insert(collections).values({ name: "Empty", insertUserID: 1 });
});
afterAll(() => t.close());

const records = (collection: Collection) => (collection.records ?? []).map((r) => [r.recordType, r.recordID]);

describe("collections API", () => {
  it("lists the collections", async () => {
    const list = json<Collection[]>(await get(t.app, "/api/v2/collections"));
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(["Start here", "Empty"]));
    expect(list.map((c) => c.collectionID)).toEqual(
      [...list.map((c) => c.collectionID)].sort((a, b) => a - b),
    );
  });

  it("expands the records a guest may see and drops the others", async () => {
    const response = await get(t.app, `/api/v2/collections/${collectionID}`);
    expect(response.statusCode).toBe(200);
    const collection = json<Collection>(response);
    expect(records(collection)).toEqual([
      ["discussion", publicDiscussion],
      ["category", publicCategory],
    ]);
    const [discussion, category] = collection.records ?? [];
    expect(discussion?.record.url).toMatch(new RegExp(`^/discussion/${publicDiscussion}/`));
    expect(discussion?.record.excerpt?.length).toBeGreaterThan(0);
    expect(category?.record).toMatchObject({ url: "/categories/general" });
  });

  it("shows private records to a viewer who may see them", async () => {
    const collection = json<Collection>(await get(t.app, `/api/v2/collections/${collectionID}`, admin));
    expect(records(collection)).toEqual([
      ["discussion", privateDiscussion],
      ["discussion", publicDiscussion],
      ["category", publicCategory],
      ["category", privateCategory],
    ]);
  });

  it("answers 404 for a missing collection and 400 for a bad id", async () => {
    expect((await get(t.app, "/api/v2/collections/424242")).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/collections/abc")).statusCode).toBe(400);
  });

  it("finds the collections holding a record, but not for a record the viewer may not see", async () => {
    const url = (type: string, id: number) =>
      `/api/v2/collections/by-resource?recordType=${type}&recordID=${id}`;
    const found = json<Collection[]>(await get(t.app, url("discussion", publicDiscussion)));
    expect(found.map((c) => c.collectionID)).toEqual([collectionID]);
    expect(json<Collection[]>(await get(t.app, url("discussion", privateDiscussion)))).toEqual([]);
    const asAdmin = json<Collection[]>(await get(t.app, url("discussion", privateDiscussion), admin));
    expect(asAdmin.map((c) => c.collectionID)).toEqual([collectionID]);
    expect((await get(t.app, "/api/v2/collections/by-resource?recordType=discussion")).statusCode).toBe(400);
  });
});
