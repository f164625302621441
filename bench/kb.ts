// The knowledge base at scale (issue 18): lookup-hydrate of the knowledge home (/kb), a help-center category page
// and an article page with 10,000 articles, as a guest, in-process (app.inject: no HTTP or client noise), on
// PostgreSQL (a throwaway cluster, when its binaries are found) and on PGlite.
//
//   npm run bench:kb                                   # both engines, 10,000 articles
//   npm run bench:kb -- --engines pglite --articles 20000 --runs 300
//
// The database: the demo (its Help Center of 12 articles and its 4-article guide), then the scale seed's knowledge
// base (src/server/db/seed/scale-knowledge.ts, the code of `npm run seed -- --scale N --knowledge-articles M`): a help
// center of 8 categories with 4 subcategories each, and a guide, sharing the articles. Floor: the same view types
// over the demo's knowledge bases alone, measured in the same run on the same engine before the articles are
// loaded: what the page costs without the data. Prints p50 / p99 / mean in milliseconds (bench/README.md).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { findPostgresBinDir, startCluster } from "../scripts/pg-cluster.mjs";
import { matchLayoutRoute } from "../src/lib/layout-routes";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { rawQuery } from "../src/server/db/seed/bulk";
import { seedDemo } from "../src/server/db/seed/demo";
import { seedScaleKnowledge } from "../src/server/db/seed/scale-knowledge";
import { cachedRouteState } from "../src/server/services/route-state";

const { values } = parseArgs({
  options: {
    engines: { type: "string", default: "postgres,pglite" },
    articles: { type: "string", default: "10000" },
    runs: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
  },
});
const articleCount = Number(values.articles);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

interface Figures {
  p50: number;
  p99: number;
  mean: number;
}

/** A page to load: its address and a text its hydrated layout must hold (so a wrong page is never timed). */
interface BenchPage {
  path: string;
  expect: string;
}

type PageSet = Record<
  "knowledge home" | "help-center category" | "help-center article" | "guide article",
  BenchPage
>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** The lookup-hydrate query a page address makes, from the route table the client and the server share. */
async function lookupUrl(database: Database, page: string): Promise<string> {
  const { table } = await cachedRouteState(database.db);
  const [pathname = "/", search = ""] = page.split("?");
  const query = matchLayoutRoute(pathname, search, table);
  if (!query) throw new Error(`No layout route for ${page}`);
  const params = Object.entries(query.params ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `&params[${key}]=${encodeURIComponent(String(value))}`)
    .join("");
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${query.layoutViewType}&recordType=${query.recordType}&recordID=${encodeURIComponent(String(query.recordID))}${params}`;
}

async function measure(app: App, label: string, url: string, expect: string): Promise<Figures> {
  const check = await app.inject({ method: "GET", url });
  if (check.statusCode !== 200 || !check.body.includes(expect))
    throw new Error(`${label}: ${check.statusCode}, expected "${expect}" in ${check.body.slice(0, 400)}`);
  for (let i = 0; i < warmup; i++) await app.inject({ method: "GET", url });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    const response = await app.inject({ method: "GET", url });
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

async function measurePages(database: Database, pages: PageSet): Promise<Record<string, Figures>> {
  // Limits off: every request comes from one address, far past the per-address request limit.
  const app = await buildApp({ database, rateLimit: false });
  try {
    const rows: Record<string, Figures> = {};
    for (const [label, page] of Object.entries(pages)) {
      rows[label] = await measure(app, label, await lookupUrl(database, page.path), page.expect);
    }
    return rows;
  } finally {
    await app.close();
  }
}

/** The pages of one help center and one guide: a category with articles, the middle one of them, a guide article. */
async function pagesOf(database: Database, helpCenterCode: string, guideCode: string): Promise<PageSet> {
  const [category] = await rawQuery<{ id: number; name: string; articles: number }>(
    database,
    `SELECT c."knowledgeCategoryID" AS id, c.name, count(a."articleID")::int AS articles
       FROM knowledge_categories c JOIN knowledge_bases b USING ("knowledgeBaseID")
       JOIN articles a ON a."knowledgeCategoryID" = c."knowledgeCategoryID" AND a.status = 'published'
      WHERE b."urlCode" = $1 AND c."parentID" IS NULL
      GROUP BY c."knowledgeCategoryID" ORDER BY articles DESC, c."knowledgeCategoryID" LIMIT 1`,
    [helpCenterCode],
  );
  if (!category) throw new Error(`The help center ${helpCenterCode} has no category with articles.`);
  const [article] = await rawQuery<{ id: number; name: string }>(
    database,
    `SELECT "articleID" AS id, name FROM articles WHERE "knowledgeCategoryID" = $1 AND status = 'published'
      ORDER BY sort, "articleID" OFFSET $2 LIMIT 1`,
    [category.id, Math.floor(category.articles / 2)],
  );
  const [guideArticle] = await rawQuery<{ id: number; name: string }>(
    database,
    `SELECT a."articleID" AS id, a.name FROM articles a JOIN knowledge_bases b USING ("knowledgeBaseID")
      WHERE b."urlCode" = $1 AND a.status = 'published' ORDER BY a."articleID" DESC LIMIT 1`,
    [guideCode],
  );
  if (!article || !guideArticle)
    throw new Error(`No published article in ${helpCenterCode} or ${guideCode}.`);
  const [home] = await rawQuery<{ name: string }>(
    database,
    `SELECT name FROM knowledge_bases WHERE "urlCode" = $1`,
    [helpCenterCode],
  );
  // Names go through JSON in the answer: compare them the way they are written there.
  const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
  return {
    "knowledge home": { path: "/kb", expect: inJson(home?.name ?? helpCenterCode) },
    "help-center category": { path: `/kb/categories/${category.id}`, expect: inJson(category.name) },
    "help-center article": { path: `/kb/articles/${article.id}`, expect: inJson(article.name) },
    "guide article": { path: `/kb/articles/${guideArticle.id}`, expect: inJson(guideArticle.name) },
  };
}

async function benchEngine(engine: string, location: { dataDir: string } | { url: string }) {
  const database = await openDatabase(location);
  try {
    await database.migrate();
    let began = performance.now();
    await seedDemo(database.db, { password: "bench-password" });
    console.log(`  ${engine}: demo seeded in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const floor = await measurePages(database, await pagesOf(database, "help", "getting-started"));
    began = performance.now();
    await seedScaleKnowledge(database, { articles: articleCount, log: (line) => console.log(`    ${line}`) });
    const loadSeconds = (performance.now() - began) / 1000;
    const pages = await pagesOf(database, "docs", "handbook");
    const [sizes] = await rawQuery<{ category: number; guide: number }>(
      database,
      `SELECT (SELECT count(*)::int FROM articles WHERE "knowledgeCategoryID" = $1 AND status = 'published') AS category,
              (SELECT count(*)::int FROM articles a JOIN knowledge_bases b USING ("knowledgeBaseID")
                WHERE b."urlCode" = 'handbook' AND a.status = 'published') AS guide`,
      [Number(pages["help-center category"].path.split("/").pop())],
    );
    const rows = await measurePages(database, pages);
    return { rows, floor, loadSeconds, sizes, pages };
  } finally {
    await database.close();
  }
}

type EngineResult = Awaited<ReturnType<typeof benchEngine>>;

function print(engine: string, result: EngineResult) {
  const { rows, floor, sizes } = result;
  console.log(
    `\n${engine}: ${articleCount.toLocaleString("en")} articles loaded in ${result.loadSeconds.toFixed(1)} s; ` +
      `the category holds ${sizes?.category} published articles, the guide ${sizes?.guide}`,
  );
  console.log(
    `lookup-hydrate as a guest (${runs} runs each after ${warmup} warm-up; ms; floor: the demo alone)`,
  );
  const head = ["p50", "p99", "mean", "floor p50", "floor p99", "× floor"];
  console.log(`${"".padEnd(24)}${head.map((h) => h.padStart(11)).join("")}`);
  for (const [name, f] of Object.entries(rows)) {
    const base = floor[name];
    const cells = [f.p50, f.p99, f.mean, base?.p50 ?? Number.NaN, base?.p99 ?? Number.NaN].map((v) =>
      v.toFixed(1).padStart(11),
    );
    const ratio = base ? (f.p50 / base.p50).toFixed(2) : "n/a";
    console.log(`${name.padEnd(24)}${cells.join("")}${ratio.padStart(11)}`);
  }
}

async function main() {
  const engines = (values.engines ?? "").split(",").map((name) => name.trim());
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
  console.log(`Knowledge base bench: ${articleCount.toLocaleString("en")} articles; load ${load()}`);
  const results: Record<string, EngineResult> = {};
  if (engines.includes("postgres")) {
    if (!findPostgresBinDir()) console.log("\nPostgreSQL: binaries not found, skipped.");
    else {
      const cluster = await startCluster();
      try {
        results.PostgreSQL = await benchEngine("postgres", { url: cluster.url });
        print("PostgreSQL", results.PostgreSQL);
      } finally {
        await cluster.stop();
      }
    }
  }
  if (engines.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "quorum-bench-kb-"));
    try {
      results.PGlite = await benchEngine("pglite", { dataDir });
      print("PGlite", results.PGlite);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nload at the end ${load()}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, "kb.json"),
    JSON.stringify(
      { date: new Date().toISOString(), articles: articleCount, runs, warmup, results },
      null,
      2,
    ),
  );
}

await main();
