// Notification fan-out (issue 15; docs/reference/notifications.md#delivery): a new discussion in a category with
// many followers, in-process (app.inject), on PostgreSQL and on PGlite. Prints the POST's latency without the job
// queue (before this issue: mentions and replies only) and with it (the fan-out queued in the post's transaction),
// the time until every follower's popup notification is stored, and one digest run for every follower.
//
//   npm run bench:fanout                                   # 10,000 followers, both engines
//   npm run bench:fanout -- --engines postgres --followers 2000 --posts 10
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { findPostgresBinDir, startCluster } from "../scripts/pg-cluster.mjs";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { seedDemo } from "../src/server/db/seed/demo";
import { runDueDigests } from "../src/server/services/notifications/digest";
import { POST_FANOUT_JOB } from "../src/server/services/notifications/post-fanout";

const { values } = parseArgs({
  options: {
    engines: { type: "string", default: "postgres,pglite" },
    followers: { type: "string", default: "10000" },
    posts: { type: "string", default: "15" },
  },
});
const followers = Number(values.followers);
const posts = Number(values.posts);
const PASSWORD = "bench-password";
const WRITE = { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" };

type App = Awaited<ReturnType<typeof buildApp>>;

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `followers` members of the member role following General with popups and the digest (emails off: popups only). */
async function seedFollowers(database: Database): Promise<number> {
  const [general] = await rows<{ categoryID: number }>(
    database,
    sql`SELECT "categoryID" FROM categories WHERE urlcode = 'general'`,
  );
  const categoryID = Number(general?.categoryID);
  await database.db.execute(sql`
    INSERT INTO users (name, email, "passwordHash", "emailConfirmed")
    SELECT 'fanout' || g, 'fanout' || g || '@example.com', 'no sign-in', true FROM generate_series(1, ${followers}) g`);
  await database.db.execute(sql`
    INSERT INTO user_roles ("userID", "roleID")
    SELECT u."userID", (SELECT "roleID" FROM roles WHERE type = 'member' ORDER BY sort, "roleID" LIMIT 1)
    FROM users u WHERE u.name LIKE 'fanout%'`);
  await database.db.execute(sql`
    INSERT INTO category_follows ("userID", "categoryID", "popupPosts", "popupComments", digest)
    SELECT u."userID", ${categoryID}, true, true, true FROM users u WHERE u.name LIKE 'fanout%'`);
  await database.db.execute(sql`ANALYZE`);
  return categoryID;
}

async function signIn(app: App, username: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/authenticate/password",
    headers: WRITE,
    payload: { username, password: PASSWORD },
  });
  const cookie = response.headers["set-cookie"];
  const first = Array.isArray(cookie) ? cookie[0] : cookie;
  if (!first) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return first.split(";")[0] ?? "";
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function postOne(
  app: App,
  cookie: string,
  categoryID: number,
  name: string,
): Promise<{ ms: number; id: number }> {
  const began = performance.now();
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...WRITE, cookie },
    payload: { categoryID, name, body: "News for every follower.", format: "text" },
  });
  const ms = performance.now() - began;
  if (response.statusCode !== 201)
    throw new Error(`POST /discussions: ${response.statusCode} ${response.body}`);
  return { ms, id: (response.json() as { discussionID: number }).discussionID };
}

async function storedFor(database: Database, discussionID: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`SELECT count(*)::int AS n FROM notifications WHERE "recordType" = 'discussion' AND "recordID" = ${discussionID}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * POST latency without the fan-out (what posting cost before this issue: mentions and replies only) and with it,
 * alternating post by post on one app so both see the same tables and the same machine; and the time from a POST
 * until every follower's popup is stored. Each post waits for the previous fan-out to finish.
 */
async function measurePosting(database: Database, categoryID: number) {
  const app = await buildApp({ database, rateLimit: false, jobs: { pollingIntervalSeconds: 0.5 } });
  const queue = app.notificationEvents;
  try {
    const cookie = await signIn(app, "moderator");
    const before: number[] = [];
    const after: number[] = [];
    const delivered: number[] = [];
    for (let i = 0; i < posts; i++) {
      app.notificationEvents = null;
      before.push((await postOne(app, cookie, categoryID, `Before ${i}`)).ms);
      app.notificationEvents = queue;
      const began = performance.now();
      const { ms, id } = await postOne(app, cookie, categoryID, `After ${i}`);
      after.push(ms);
      await app.jobQueue?.settled(POST_FANOUT_JOB, 300_000);
      delivered.push(performance.now() - began);
      const stored = await storedFor(database, id);
      if (stored < followers) throw new Error(`only ${stored} of ${followers} followers were told of ${id}`);
    }
    return { before: median(before), after: median(after), delivered: median(delivered) };
  } finally {
    app.notificationEvents = queue;
    await app.close();
  }
}

async function benchEngine(engine: string, location: { dataDir: string } | { url: string }) {
  const database = await openDatabase(location);
  try {
    await database.migrate();
    await seedDemo(database.db, { password: PASSWORD });
    const categoryID = await seedFollowers(database);
    const posting = await measurePosting(database, categoryID);
    const mailDir = mkdtempSync(path.join(os.tmpdir(), "quorum-bench-digest-"));
    const app = await buildApp({ database, rateLimit: false, mail: { dir: mailDir, log: () => undefined } });
    try {
      const began = performance.now();
      const digest = await runDueDigests(database.db, { ...app.mail, siteTitle: "Bench" });
      const digestSeconds = (performance.now() - began) / 1000;
      return { engine, posting, digest, digestSeconds };
    } finally {
      await app.close();
      rmSync(mailDir, { recursive: true, force: true });
    }
  } finally {
    await database.close();
  }
}

function report(result: Awaited<ReturnType<typeof benchEngine>>): void {
  const { posting } = result;
  const growth = ((posting.after - posting.before) / posting.before) * 100;
  console.log(`\n${result.engine} (${followers} followers, median of ${posts} posts)`);
  console.log(
    `  POST /discussions: ${posting.before.toFixed(1)} ms without the fan-out, ${posting.after.toFixed(1)} ms with it (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %; target ≤ +10 %) ${growth <= 10 ? "ok" : "MISSED"}`,
  );
  const seconds = posting.delivered / 1000;
  console.log(
    `  every popup stored: ${seconds.toFixed(2)} s after the POST began (target ≤ 10 s on PostgreSQL) ${seconds <= 10 ? "ok" : "MISSED"}`,
  );
  console.log(
    `  digest run: ${result.digest.subscribers} subscribers, ${result.digest.mailed} mailed in ${result.digestSeconds.toFixed(1)} s`,
  );
}

async function main() {
  const engines = (values.engines ?? "").split(",").map((name) => name.trim());
  console.log(
    `Fan-out bench: ${followers} followers; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (engines.includes("postgres")) {
    if (!findPostgresBinDir()) console.log("\nPostgreSQL: binaries not found, skipped.");
    else {
      const cluster = await startCluster();
      try {
        report(await benchEngine("PostgreSQL", { url: cluster.url }));
      } finally {
        await cluster.stop();
      }
    }
  }
  if (engines.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "quorum-bench-fanout-"));
    try {
      report(await benchEngine("PGlite", { dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nload ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}

await main();
