// npm run bench [-- --scale N] [--duration S] [--connections C] [--engines pglite,postgres] [--no-build]
//   [--only "home page HTML,layout home"] (route names of benchRoutes, comma-separated)
// Seeds a scale database on PGlite (cached under bench/.data) and on a throwaway PostgreSQL server, serves the real
// app on loopback, loads two read routes and a bare Fastify hello-world with autocannon, measures the client's
// first-view JavaScript, then prints one table and writes bench/results/latest.json. Figures only, no assertions.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { startCluster } from "../scripts/pg-cluster.mjs";
import { matchLayoutRoute, type RouteTable } from "../src/lib/layout-routes";
import { buildApp } from "../src/server/app";
import { type Db, openDatabase } from "../src/server/db/client";
import { discussions } from "../src/server/db/schema";
import { cachedRouteState } from "../src/server/services/route-state";
import { clientDir } from "../src/server/web/index-html";
import { webPages } from "../src/server/web/pages";
import { type ClientSize, measureClientSize } from "./client-size";
import { type LoadOptions, type LoadResult, measure } from "./load";
import { printReport, type RouteFigures } from "./report";
import { type SeededDatabase, seededPglite, seededPostgres } from "./seeded-db";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The lookup-hydrate query a page URL makes, from the same route table the client and server use. */
function lookupRoute(pagePath: string, table: RouteTable): string {
  const [pathname = "/", search = ""] = pagePath.split("?");
  const query = matchLayoutRoute(pathname, search, table);
  if (!query) throw new Error(`No layout route for ${pagePath}`);
  const params = Object.entries(query.params ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `&params[${key}]=${encodeURIComponent(String(value))}`)
    .join("");
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${query.layoutViewType}&recordType=${query.recordType}&recordID=${query.recordID}${params}`;
}

/** Page addresses per view type; the question's id is read from the seeded database (the first question). */
function pagePaths(questionID: number): Record<string, string> {
  return {
    "layout home": "/",
    "layout subcommunityHome": "/fr",
    "layout discussionList": "/discussions",
    "layout categoryList": "/categories",
    "layout nestedCategoryList": "/categories/help",
    "layout discussionCategoryPage": "/categories/general",
    "layout discussion": "/discussion/1",
    "layout question": `/discussion/${questionID}`,
    "layout createPost": "/post/discussion",
    "layout customPage": "/start-here",
  };
}

/** Every measured route: the discussions API, lookup-hydrate per view type, and the home page's whole first load. */
async function benchRoutes(db: Db): Promise<Record<string, string>> {
  const { table } = await cachedRouteState(db);
  const [question] = await db
    .select({ id: discussions.discussionID })
    .from(discussions)
    .where(eq(discussions.type, "question"))
    .orderBy(discussions.discussionID)
    .limit(1);
  const layouts = Object.entries(pagePaths(question?.id ?? 1)).map(([name, page]) => [
    name,
    lookupRoute(page, table),
  ]);
  return {
    discussions: "/api/v2/discussions?limit=30&expand=insertUser",
    ...Object.fromEntries(layouts),
    // The whole first load of the home page: route table, flags, lookup-hydrate and the HTML shell.
    "home page HTML": "/",
  };
}

/** The built index.html when there is one, else a bare shell with the same markers (the work is the same). */
function indexHtml(): string {
  const built = path.join(clientDir, "index.html");
  if (existsSync(built)) return readFileSync(built, "utf8");
  return `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
}

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    engines: { type: "string", default: "pglite,postgres" },
    "no-build": { type: "boolean", default: false },
    only: { type: "string", default: "" },
  },
});

function positiveInt(name: string, raw: string): number {
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a positive whole number, got "${raw}"`);
  return value;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: "127.0.0.1", port: 0 });
}

async function helloWorld(load: LoadOptions): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  try {
    return await measure(`${await listen(app)}/`, load);
  } finally {
    await app.close();
  }
}

/** n/a when the route answers 404 (not written yet); still measured when it answers with another error. */
async function measureRoute(base: string, route: string, load: LoadOptions): Promise<LoadResult | "n/a"> {
  const probe = await fetch(`${base}${route}`);
  await probe.arrayBuffer();
  if (probe.status === 404) return "n/a";
  if (!probe.ok)
    console.log(`    warning: ${route} answered ${probe.status}; the figures count non-2xx responses`);
  return measure(`${base}${route}`, load);
}

async function benchEngine(
  engine: "pglite" | "postgres",
  seeded: SeededDatabase,
  load: LoadOptions,
): Promise<RouteFigures[]> {
  const database = await openDatabase(seeded.location);
  await database.migrate();
  const app = await buildApp({
    database,
    // Limits off: autocannon's load comes from one address, far past the per-address request limit.
    rateLimit: false,
    extraPlugins: [(scope) => webPages(scope, { indexHtml: indexHtml() })],
  });
  try {
    const base = await listen(app);
    const figures: RouteFigures[] = [];
    const only = values.only ? values.only.split(",").map((name) => name.trim()) : null;
    for (const [name, route] of Object.entries(await benchRoutes(database.db))) {
      if (only && !only.includes(name)) continue;
      console.log(`  ${engine}: ${route}`);
      figures.push({ engine, name, route, result: await measureRoute(base, route, load) });
    }
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
}

function buildClient(skip: boolean): ClientSize | undefined {
  if (!skip) {
    console.log("building the client (npm run build)…");
    const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) console.log("  client build failed: no size figures");
  }
  return measureClientSize(path.join(repoRoot, "dist", "client"));
}

async function main(): Promise<void> {
  const scale = positiveInt("scale", values.scale);
  const load = {
    connections: positiveInt("connections", values.connections),
    durationSeconds: positiveInt("duration", values.duration),
  };
  const engines = values.engines.split(",").map((e) => e.trim());
  const loadAtStart = Number(os.loadavg()[0]?.toFixed(2));
  const seeds: Record<string, { cached: boolean; seedSeconds: number }> = {};
  const routes: RouteFigures[] = [];

  console.log(`hello-world baseline (bare Fastify)…`);
  const hello = await helloWorld(load);

  if (engines.includes("pglite")) {
    console.log(`PGlite: scale database of ${scale.toLocaleString("en")} discussions…`);
    const seeded = await seededPglite(scale);
    console.log(seeded.cached ? "  cached (bench/.data)" : `  seeded in ${seeded.seedSeconds.toFixed(1)} s`);
    seeds.pglite = seeded;
    routes.push(...(await benchEngine("pglite", seeded, load)));
  }
  if (engines.includes("postgres")) {
    console.log("PostgreSQL: throwaway cluster…");
    const cluster = await startCluster();
    try {
      const seeded = await seededPostgres(cluster.url, scale);
      console.log(`  seeded in ${seeded.seedSeconds.toFixed(1)} s`);
      seeds.postgres = seeded;
      routes.push(...(await benchEngine("postgres", seeded, load)));
    } finally {
      await cluster.stop();
    }
  }

  const client = buildClient(values["no-build"]);
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      // Other work on the machine skews every figure; the 1-minute load average at the start tells.
      loadAverageAtStart: loadAtStart,
    },
    scale,
    load,
    seeds,
    hello,
    routes,
    client: client ?? null,
  };
  printReport(results);
  const outDir = path.join(repoRoot, "bench", "results");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten: bench/results/latest.json`);
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
