// Full-text search at scale (issue 14; docs/reference/search.md): GET /search and its autocomplete, as a guest,
// in-process (app.inject: no HTTP noise), on PostgreSQL and on PGlite. Prints p50 / p95 per query kind, the search
// indexes' size on disk, what indexing adds to the seed, and posting throughput with and without it.
//
//   npm run bench:search                                   # 100,000 discussions, 1,000,000 comments, both engines
//   npm run bench:search -- --engines postgres --discussions 20000 --comments 200000 --runs 50
//
// The bulk text is drawn from a fixed vocabulary (bench/search-corpus.ts), so a common word matches a large share of
// the rows and a rare one a handful, at any scale.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { findPostgresBinDir, startCluster } from "../scripts/pg-cluster.mjs";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { seedDemo } from "../src/server/db/seed/demo";
import { searchQueries, seedBulkText } from "./search-corpus";
import { type Figures, measure, printFigures } from "./search-measure";

const { values } = parseArgs({
  options: {
    engines: { type: "string", default: "postgres,pglite" },
    discussions: { type: "string", default: "100000" },
    comments: { type: "string", default: "1000000" },
    runs: { type: "string", default: "100" },
    posts: { type: "string", default: "200" },
  },
});
const scale = { discussions: Number(values.discussions), comments: Number(values.comments) };
const runs = Number(values.runs);
const posts = Number(values.posts);

type App = Awaited<ReturnType<typeof buildApp>>;
const WRITE = { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" };

/** The triggers that keep the search vectors in step (named *search*): off, the database writes no vector. */
async function setSearchTriggers(database: Database, enabled: boolean): Promise<number> {
  const result = await database.db.execute(
    sql`SELECT tgrelid::regclass::text AS "table", tgname AS name FROM pg_trigger
        WHERE NOT tgisinternal AND tgname ILIKE '%search%'`,
  );
  const rows = (result as unknown as { rows: { table: string; name: string }[] }).rows;
  for (const { table, name } of rows) {
    const action = enabled ? sql.raw("ENABLE") : sql.raw("DISABLE");
    await database.db.execute(sql`ALTER TABLE ${sql.raw(table)} ${action} TRIGGER ${sql.identifier(name)}`);
  }
  return rows.length;
}

async function searchIndexBytes(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`SELECT coalesce(sum(pg_relation_size(indexrelid)), 0)::bigint AS bytes FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid
        WHERE c.relname ILIKE '%search%' OR c.relname ILIKE '%trgm%'`,
  );
  return Number((result as unknown as { rows: { bytes: string }[] }).rows[0]?.bytes ?? 0);
}

/** Seconds to seed the bulk text, with the search triggers on or off. */
async function timedSeed(database: Database, indexing: boolean, offset: number): Promise<number> {
  await setSearchTriggers(database, indexing);
  const began = performance.now();
  await seedBulkText(database, {
    discussions: Math.round(scale.discussions / 10),
    comments: Math.round(scale.comments / 10),
    offset,
  });
  await setSearchTriggers(database, true);
  return (performance.now() - began) / 1000;
}

/** Discussions posted per second through POST /discussions as the administrator. */
async function postingRate(app: App, cookie: string, categoryID: number, label: string): Promise<number> {
  const began = performance.now();
  for (let i = 0; i < posts; i++) {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...WRITE, cookie },
      payload: {
        categoryID,
        name: `${label} ${i} upgrade question`,
        body: "Posting rate check.",
        format: "text",
      },
    });
    if (response.statusCode !== 201)
      throw new Error(`POST /discussions: ${response.statusCode} ${response.body}`);
  }
  return posts / ((performance.now() - began) / 1000);
}

async function signInAdmin(app: App): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/authenticate/password",
    headers: WRITE,
    payload: { username: "admin", password: "bench-password" },
  });
  const cookie = response.headers["set-cookie"];
  const first = Array.isArray(cookie) ? cookie[0] : cookie;
  if (!first) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return first.split(";")[0] ?? "";
}

async function benchEngine(engine: string, location: { dataDir: string } | { url: string }) {
  const database = await openDatabase(location);
  await database.migrate();
  await seedDemo(database.db, { password: "bench-password" });
  const seedBegan = performance.now();
  await seedBulkText(database, { ...scale, offset: 0 });
  await database.db.execute(sql`ANALYZE`);
  console.log(`  ${engine}: bulk text seeded in ${((performance.now() - seedBegan) / 1000).toFixed(1)} s`);
  const triggers = await setSearchTriggers(database, true);
  const extraSeed =
    triggers > 0
      ? { with: await timedSeed(database, true, 1), without: await timedSeed(database, false, 2) }
      : undefined;
  const app = await buildApp({ database, rateLimit: false });
  try {
    const rows: Record<string, Figures> = {};
    const general = await database.db.execute(
      sql`SELECT "categoryID" FROM categories WHERE urlcode = 'general'`,
    );
    const categoryID = Number((general as unknown as { rows: { categoryID: number }[] }).rows[0]?.categoryID);
    for (const [name, url] of Object.entries(searchQueries(categoryID))) {
      rows[name] = await measure(name, runs, () => app.inject({ method: "GET", url }));
    }
    const cookie = await signInAdmin(app);
    const withIndex = await postingRate(app, cookie, categoryID, "indexed");
    await setSearchTriggers(database, false);
    const withoutIndex = await postingRate(app, cookie, categoryID, "unindexed");
    await setSearchTriggers(database, true);
    return {
      rows,
      indexBytes: await searchIndexBytes(database),
      extraSeed,
      withIndex,
      withoutIndex,
      triggers,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

function report(engine: string, result: Awaited<ReturnType<typeof benchEngine>>): void {
  printFigures(
    `${engine} (${runs} runs each; ms; targets on PostgreSQL: search p95 ≤ 50, autocomplete p95 ≤ 20)`,
    result.rows,
  );
  console.log(`  search indexes on disk: ${(result.indexBytes / 1024 / 1024).toFixed(1)} MiB`);
  if (result.extraSeed) {
    const { with: on, without: off } = result.extraSeed;
    console.log(
      `  a tenth more bulk text: ${on.toFixed(1)} s indexed, ${off.toFixed(1)} s not (+${(((on - off) / off) * 100).toFixed(0)} %)`,
    );
  } else {
    console.log("  no *search* trigger found: seed and posting costs with indexing off not measured");
  }
  const cost = ((result.withoutIndex - result.withIndex) / result.withoutIndex) * 100;
  console.log(
    `  posting: ${result.withIndex.toFixed(1)}/s indexed, ${result.withoutIndex.toFixed(1)}/s not (${cost.toFixed(1)} % slower; target ≤ 10 %)`,
  );
}

async function main() {
  const engines = (values.engines ?? "").split(",").map((name) => name.trim());
  console.log(
    `Search bench: ${scale.discussions} discussions, ${scale.comments} comments; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (engines.includes("postgres")) {
    if (!findPostgresBinDir()) console.log("\nPostgreSQL: binaries not found, skipped.");
    else {
      const cluster = await startCluster();
      try {
        report("PostgreSQL", await benchEngine("postgres", { url: cluster.url }));
      } finally {
        await cluster.stop();
      }
    }
  }
  if (engines.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "quorum-bench-search-"));
    try {
      report("PGlite", await benchEngine("pglite", { dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
