// The post page at depth: lookup-hydrate of page 500 of a discussion with 10,000 comments (keyset pagination of
// the thread, services/comment-thread/keyset.ts), as a guest, in-process (app.inject: no HTTP or client noise),
// on PGlite and — when PostgreSQL's binaries are available — on a throwaway PostgreSQL cluster.
//
//   npm run bench:post-page                       # both engines
//   npm run bench:post-page -- --engines pglite   # one engine
//   npm run bench:post-page -- --runs 300
//
// The thread: 8,000 top-level comments and 2,000 replies under them (chains up to 5 deep). A discussion layout
// applied to the discussion's category sets the thread's page size to 16, so page 500 is the last page. Page 1
// and the thread API's page 500 are measured alongside for comparison. Prints p50 / p99 / mean in milliseconds.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { findPostgresBinDir, startCluster } from "../scripts/pg-cluster.mjs";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { categories, discussions, layouts, layoutViews } from "../src/server/db/schema";
import { seedDemo } from "../src/server/db/seed/demo";

const TOP_LEVEL = 8_000;
const REPLIES = 2_000;
const LIMIT = 16;
const PAGE = TOP_LEVEL / LIMIT; // 500

const { values } = parseArgs({
  options: {
    engines: { type: "string", default: "pglite,postgres" },
    runs: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);

/** The bench discussion and its 10,000 comments, written in three set-based statements. */
async function seedThread(database: Database): Promise<{ discussionID: number; categoryID: number }> {
  const { db } = database;
  const [category] = await db
    .select({ categoryID: categories.categoryID })
    .from(categories)
    .where(eq(categories.urlcode, "general"));
  if (!category) throw new Error("The demo seed has no general category.");
  const [discussion] = await db
    .insert(discussions)
    .values({
      categoryID: category.categoryID,
      name: "A very long thread",
      body: "Ten thousand comments and counting.",
      insertUserID: 1,
      dateInserted: new Date("2026-01-01T00:00:00Z"),
    })
    .returning({ discussionID: discussions.discussionID });
  if (!discussion) throw new Error("The bench discussion was not inserted.");
  const { discussionID } = discussion;
  // Top-level comments a minute apart, scores spread 0..49, authors cycling through the demo's members.
  await db.execute(sql`
    INSERT INTO comments ("discussionID", "parentCommentID", depth, body, format, "insertUserID", score, "dateInserted")
    SELECT ${discussionID}, NULL, 1, 'Comment number ' || n || ': the same problem here after the upgrade.',
           'markdown', 1 + n % 20, (n * 7919) % 50, timestamp '2026-01-01' + n * interval '1 minute'
    FROM generate_series(1, ${TOP_LEVEL}) AS n`);
  // Replies in chains of five under every 20th top-level comment: each reply answers the one before it.
  await db.execute(sql`
    WITH tops AS (
      SELECT "commentID", row_number() OVER (ORDER BY "commentID") AS i FROM comments
      WHERE "discussionID" = ${discussionID} AND "parentCommentID" IS NULL
    )
    INSERT INTO comments ("discussionID", "parentCommentID", depth, body, format, "insertUserID", score, "dateInserted")
    SELECT ${discussionID}, t."commentID", 2, 'A reply.', 'markdown', 2, 0, timestamp '2026-06-01' + t.i * interval '1 second'
    FROM tops t WHERE t.i % 20 = 0 AND t.i <= ${(REPLIES / 5) * 20}`);
  for (let depth = 3; depth <= 6; depth++) {
    await db.execute(sql`
      INSERT INTO comments ("discussionID", "parentCommentID", depth, body, format, "insertUserID", score, "dateInserted")
      SELECT ${discussionID}, c."commentID", ${depth}, 'A deeper reply.', 'markdown', 3, 0,
             c."dateInserted" + interval '1 minute'
      FROM comments c WHERE c."discussionID" = ${discussionID} AND c.depth = ${depth - 1}
        AND c."parentCommentID" IS NOT NULL`);
  }
  await db.execute(sql`
    UPDATE discussions SET "countComments" = (SELECT count(*) FROM comments WHERE "discussionID" = ${discussionID})
    WHERE "discussionID" = ${discussionID}`);
  // The thread's page size: a discussion layout with the comment thread at 16 a page, on the category.
  const [layout] = await db
    .insert(layouts)
    .values({
      name: "Bench discussion",
      layoutViewType: "discussion",
      insertUserID: 1,
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            { $hydrate: "react.asset.originalPost" },
            { $hydrate: "react.asset.postCommentThread", apiParams: { limit: LIMIT } },
          ],
        },
      ],
    })
    .returning({ layoutID: layouts.layoutID });
  await db.insert(layoutViews).values({
    layoutID: String(layout?.layoutID),
    layoutViewType: "discussion",
    recordType: "category",
    recordID: category.categoryID,
    insertUserID: 1,
  });
  // Index-only scans need the visibility map a VACUUM writes (autovacuum would, on a live site).
  await db.execute(sql`VACUUM ANALYZE comments`);
  return { discussionID, categoryID: category.categoryID };
}

interface Figures {
  p50: number;
  p99: number;
  mean: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(
  label: string,
  request: () => Promise<{ statusCode: number; body: string }>,
): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await request();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    const response = await request();
    times.push(performance.now() - began);
    if (response.statusCode !== 200)
      throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
  };
}

async function benchEngine(engine: string, location: { dataDir: string } | { url: string }) {
  const database = await openDatabase(location);
  await database.migrate();
  const seedBegan = performance.now();
  await seedDemo(database.db, { password: "bench-password" });
  const { discussionID } = await seedThread(database);
  console.log(`  ${engine}: seeded in ${((performance.now() - seedBegan) / 1000).toFixed(1)} s`);
  // Limits off: the load comes from one address, far past the per-address request limit.
  const app = await buildApp({ database, rateLimit: false });
  try {
    const lookup = (page: number) =>
      `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${discussionID}` +
      `&params[discussionID]=${discussionID}&params[page]=${page}`;
    // The page must hold the thread's last 16 top-level comments: check once before measuring.
    const check = await app.inject({ method: "GET", url: lookup(PAGE) });
    const thread = JSON.stringify(check.json()).match(
      /"paging":\{"page":(\d+),"limit":(\d+),"total":(\d+)\}/,
    );
    if (check.statusCode !== 200 || !thread || thread[1] !== String(PAGE) || thread[2] !== String(LIMIT)) {
      throw new Error(`Page ${PAGE} was not served as expected: ${check.body.slice(0, 300)}`);
    }
    const rows: Record<string, Figures> = {};
    rows[`lookup-hydrate page ${PAGE}`] = await measure("page 500", () =>
      app.inject({ method: "GET", url: lookup(PAGE) }),
    );
    rows["lookup-hydrate page 1"] = await measure("page 1", () =>
      app.inject({ method: "GET", url: lookup(1) }),
    );
    rows[`GET /comments/thread page ${PAGE}`] = await measure("thread api", () =>
      app.inject({
        method: "GET",
        url: `/api/v2/comments/thread?discussionID=${discussionID}&page=${PAGE}&limit=${LIMIT}&expand=insertUser`,
      }),
    );
    rows[`GET /comments/thread page ${PAGE} -score`] = await measure("thread api top", () =>
      app.inject({
        method: "GET",
        url: `/api/v2/comments/thread?discussionID=${discussionID}&page=${PAGE}&limit=${LIMIT}&sort=-score`,
      }),
    );
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

function print(engine: string, rows: Record<string, Figures>) {
  console.log(`\n${engine} (${runs} runs each after ${warmup} warm-up; ms)`);
  console.log(`${"".padEnd(40)}${"p50".padStart(9)}${"p99".padStart(9)}${"mean".padStart(9)}`);
  for (const [name, f] of Object.entries(rows)) {
    console.log(
      `${name.padEnd(40)}${f.p50.toFixed(1).padStart(9)}${f.p99.toFixed(1).padStart(9)}${f.mean.toFixed(1).padStart(9)}`,
    );
  }
}

async function main() {
  const engines = (values.engines ?? "").split(",").map((name) => name.trim());
  console.log(
    `Post page bench: ${TOP_LEVEL + REPLIES} comments, page ${PAGE} at ${LIMIT} a page; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (engines.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "quorum-bench-post-"));
    try {
      print("PGlite", await benchEngine("pglite", { dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes("postgres")) {
    if (!findPostgresBinDir()) {
      console.log("\nPostgreSQL: binaries not found, skipped.");
    } else {
      const cluster = await startCluster();
      try {
        print("PostgreSQL", await benchEngine("postgres", { url: cluster.url }));
      } finally {
        await cluster.stop();
      }
    }
  }
}

await main();
