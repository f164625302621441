// The scale seed's knowledge base (npm run seed -- --scale N --knowledge-articles M; bench/kb.ts) on a small M, over
// the demo: every article with its one revision mirrored by the row, spread over a help center's categories and a
// guide, indexes and foreign keys restored, usable sequences, and the same articles on every run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { rawQuery } from "../../src/server/db/seed/bulk";
import { type ScaleKnowledgeBases, seedScaleKnowledge } from "../../src/server/db/seed/scale-knowledge";
import { createTestDatabase } from "./support/database";

const ARTICLES = 600;
const opened: Database[] = [];
let database: Database;
let bases: ScaleKnowledgeBases;
let objectsBefore: string[];

async function schemaObjects(db: Database): Promise<string[]> {
  const rows = await rawQuery<{ name: string }>(
    db,
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND tablename LIKE 'article%'
     UNION ALL SELECT conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE n.nspname = 'public' AND c.contype = 'f' AND conrelid::regclass::text LIKE 'article%' ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** The loaded articles' text and places, without their ids (a second database numbers them the same way anyway). */
async function contentDigest(db: Database, helpCenterID: number): Promise<string | undefined> {
  const rows = await rawQuery<{ digest: string }>(
    db,
    `SELECT md5(string_agg(concat_ws('|', a.name, a.body, a.status, a.sort, a.featured, c.name),
              E'\\n' ORDER BY a."articleID")) AS digest
       FROM articles a LEFT JOIN knowledge_categories c USING ("knowledgeCategoryID")
      WHERE a."knowledgeBaseID" >= $1`,
    [helpCenterID],
  );
  return rows[0]?.digest;
}

beforeAll(async () => {
  database = await createTestDatabase();
  opened.push(database);
  objectsBefore = await schemaObjects(database);
  bases = await seedScaleKnowledge(database, { articles: ARTICLES });
}, 120_000);

afterAll(async () => {
  for (const db of opened) await db.close();
});

describe("scale knowledge seed", () => {
  it("loads the articles over a help center's categories and a guide, most of them published", async () => {
    const rows = await rawQuery<{ knowledgeBaseID: number; status: string; total: number }>(
      database,
      `SELECT "knowledgeBaseID", status, count(*)::int AS total FROM articles
        WHERE "knowledgeBaseID" IN ($1, $2) GROUP BY 1, 2`,
      [bases.helpCenterID, bases.guideID],
    );
    const total = (filter: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(filter).reduce((sum, row) => sum + row.total, 0);
    expect(total(() => true)).toBe(ARTICLES);
    expect(total((row) => row.knowledgeBaseID === bases.guideID)).toBeGreaterThan(0);
    expect(total((row) => row.status === "published")).toBeGreaterThan(ARTICLES * 0.9);
    const [busiest] = await rawQuery<{ knowledgeCategoryID: number }>(
      database,
      `SELECT "knowledgeCategoryID" FROM articles WHERE "knowledgeBaseID" = $1
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [bases.helpCenterID],
    );
    expect(busiest?.knowledgeCategoryID).toBe(bases.topCategoryIDs[0]);
  });

  it("gives every article one revision that its row mirrors, and numbers each category's articles in order", async () => {
    const [check] = await rawQuery<{ mismatched: number; revisions: number; unsorted: number }>(
      database,
      `SELECT
         (SELECT count(*)::int FROM articles a LEFT JOIN article_revisions r
             ON r."articleRevisionID" = a."articleRevisionID"
           WHERE a."knowledgeBaseID" >= $1 AND (r."articleID" IS DISTINCT FROM a."articleID"
             OR r.name <> a.name OR r.body <> a.body OR r.excerpt <> a.excerpt)) AS mismatched,
         (SELECT count(*)::int FROM article_revisions r JOIN articles a USING ("articleID")
           WHERE a."knowledgeBaseID" >= $1) AS revisions,
         (SELECT count(*)::int FROM (
            SELECT sort, row_number() OVER (PARTITION BY "knowledgeBaseID", "knowledgeCategoryID" ORDER BY "articleID") AS n
              FROM articles WHERE "knowledgeBaseID" >= $1) s WHERE s.sort <> s.n) AS unsorted`,
      [bases.helpCenterID],
    );
    expect(check).toEqual({ mismatched: 0, revisions: ARTICLES, unsorted: 0 });
  });

  it("indexes the articles for search and restores every index and foreign key it dropped", async () => {
    const [unindexed] = await rawQuery<{ total: number }>(
      database,
      `SELECT count(*)::int AS total FROM articles WHERE "searchVector" IS NULL`,
    );
    expect(unindexed?.total).toBe(0);
    expect(await schemaObjects(database)).toEqual(objectsBefore);
  });

  it("moves the id sequences past the loaded rows", async () => {
    const [inserted] = await rawQuery<{ articleID: number }>(
      database,
      `INSERT INTO articles ("knowledgeBaseID", name, body, "insertUserID") VALUES ($1, 'After', 'Body', 1)
       RETURNING "articleID"`,
      [bases.helpCenterID],
    );
    const [max] = await rawQuery<{ max: number }>(
      database,
      `SELECT max("articleID")::int AS max FROM articles`,
    );
    expect(inserted?.articleID).toBe(max?.max);
    await rawQuery(database, `DELETE FROM articles WHERE "articleID" = $1`, [inserted?.articleID]);
  });

  it("loads the same articles on every run", async () => {
    const again = await createTestDatabase();
    opened.push(again);
    const second = await seedScaleKnowledge(again, { articles: ARTICLES });
    expect(await contentDigest(again, second.helpCenterID)).toBe(
      await contentDigest(database, bases.helpCenterID),
    );
  }, 120_000);
});
