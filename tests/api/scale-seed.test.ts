// The scale seed (npm run seed -- --scale N) on a small N: consistent rows, threads, restored indexes and foreign
// keys, usable sequences and the same content on every run. Runs on PGlite, or on TEST_DATABASE_URL's server.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client";
import { rawQuery } from "../../src/server/db/seed/bulk";
import { seedScale } from "../../src/server/db/seed/scale";
import { adminQuery } from "./support/server-process";

const DISCUSSIONS = 400;
const opened: Database[] = [];

/** An empty, migrated database: in-memory PGlite, or a database of its own on the test server. */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (serverUrl) {
    const name = `quorum_scale_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ url: url.toString() });
    database = {
      ...inner,
      close: async () => {
        await inner.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  } else {
    database = await openDatabase({});
  }
  opened.push(database);
  await database.migrate();
  return database;
}

async function schemaObjects(database: Database): Promise<string[]> {
  const rows = await rawQuery<{ name: string }>(
    database,
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'
     UNION ALL SELECT conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE n.nspname = 'public' AND c.contype = 'f' ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** A digest of the generated content, to compare two runs. */
async function contentDigest(database: Database): Promise<string | undefined> {
  const rows = await rawQuery<{ digest: string }>(
    database,
    `SELECT md5(
       (SELECT string_agg(concat_ws('|', "discussionID", "categoryID", name, body, "insertUserID",
          extract(epoch FROM "dateInserted")), E'\\n' ORDER BY "discussionID") FROM discussions) ||
       (SELECT string_agg(concat_ws('|', "commentID", "discussionID", "parentCommentID", body, "insertUserID"),
          E'\\n' ORDER BY "commentID") FROM comments) ||
       (SELECT string_agg(concat_ws('|', "recordType", "recordID", "userID", "tagID"), E'\\n'
          ORDER BY "recordType", "recordID", "userID") FROM reactions)) AS digest`,
  );
  return rows[0]?.digest;
}

let database: Database;
let objectsBefore: string[];

beforeAll(async () => {
  database = await emptyDatabase();
  objectsBefore = await schemaObjects(database);
  await seedScale(database, { discussions: DISCUSSIONS, password: "scale-test" });
}, 120_000);

afterAll(async () => {
  for (const db of opened) await db.close();
});

describe("scale seed", () => {
  it("creates the requested discussions with about ten comments each, in every postable category", async () => {
    const [totals] = await rawQuery<{ discussions: number; comments: number; categories: number }>(
      database,
      `SELECT (SELECT count(*)::int FROM discussions) AS discussions, (SELECT count(*)::int FROM comments) AS comments,
              (SELECT count(DISTINCT "categoryID")::int FROM discussions) AS categories`,
    );
    expect(totals?.discussions).toBe(DISCUSSIONS);
    expect(totals?.comments).toBeGreaterThan(DISCUSSIONS * 8);
    expect(totals?.comments).toBeLessThan(DISCUSSIONS * 12);
    const privateUsed = await rawQuery<{ categoryID: number }>(
      database,
      `SELECT DISTINCT c."categoryID" FROM categories c JOIN discussions d ON d."categoryID" = c."categoryID"
       WHERE c."permissionCategoryID" = c."categoryID"`,
    );
    expect(privateUsed.length).toBeGreaterThan(0);
  });

  it("threads replies within their own discussion, one level below the parent", async () => {
    const [threads] = await rawQuery<{ replies: number; misplaced: number }>(
      database,
      `SELECT count(*)::int AS replies,
              count(*) FILTER (WHERE p."discussionID" <> c."discussionID" OR c.depth <> p.depth + 1
                               OR p."dateInserted" > c."dateInserted")::int AS misplaced
       FROM comments c JOIN comments p ON p."commentID" = c."parentCommentID"`,
    );
    expect(threads?.replies).toBeGreaterThan(0);
    expect(threads?.misplaced).toBe(0);
  });

  it("leaves counters in agreement with the rows", async () => {
    const [drift] = await rawQuery<{ discussions: number; categories: number }>(
      database,
      `SELECT (SELECT count(*)::int FROM discussions d WHERE d."countComments" <>
                (SELECT count(*) FROM comments c WHERE c."discussionID" = d."discussionID")) AS discussions,
              (SELECT abs(sum("countDiscussions") - ${DISCUSSIONS})::int FROM categories) AS categories`,
    );
    expect(drift).toEqual({ discussions: 0, categories: 0 });
  });

  it("restores every index and foreign key it dropped for the load", async () => {
    expect(await schemaObjects(database)).toEqual(objectsBefore);
  });

  it("moves the id sequences past the loaded rows, so ordinary inserts still work", async () => {
    const [inserted] = await rawQuery<{ discussionID: number }>(
      database,
      `INSERT INTO discussions ("categoryID", name, body, "insertUserID")
       SELECT "categoryID", 'After the seed', 'Body', 1 FROM discussions LIMIT 1 RETURNING "discussionID"`,
    );
    const [max] = await rawQuery<{ max: number }>(
      database,
      `SELECT max("discussionID")::int AS max FROM discussions`,
    );
    expect(inserted?.discussionID).toBe(max?.max);
    await rawQuery(database, `DELETE FROM discussions WHERE "discussionID" = $1`, [inserted?.discussionID]);
  });

  it("produces the same content on every run", async () => {
    const again = await emptyDatabase();
    await seedScale(again, { discussions: DISCUSSIONS, password: "scale-test" });
    expect(await contentDigest(again)).toBe(await contentDigest(database));
  }, 120_000);
});
