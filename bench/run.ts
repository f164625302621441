// npm run bench [-- --quick] [--only pages,lighthouse,throughput,lookup,size] [--scale N] [--engine postgres|pglite]
//   [--database-url URL] [--runs N] [--duration S] [--connections C] [--no-build]
// Builds the client (npm run build), seeds a scale database (a throwaway PostgreSQL cluster by default), starts the
// real server on it, and prints every performance target beside its floor measured in the same run, with the load
// average while it ran; writes bench/results/latest.json. Figures only, no assertions (see bench/README.md).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startCluster } from "../scripts/pg-cluster.mjs";
import { measureClientSize } from "./client-size";
import { runLighthouse } from "./lighthouse";
import { sampleLoadAverage } from "./load-average";
import { VIEWPORTS } from "./page-metrics";
import { floorPath, measurePages, writeFloors } from "./pages";
import { type BenchResults, type LighthouseRow, printReport } from "./report";
import { type SeededDatabase, seededPglite, seededPostgres } from "./seeded-db";
import { type RunningServer, startServer } from "./server-process";
import { BENCH_PAGES, lookupRoutes, THROUGHPUT_ROUTES } from "./targets";
import { type BenchRoute, helloWorld, measureRoutes, memberCookie } from "./throughput";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(repoRoot, "bench", ".data");
const resultsDir = path.join(repoRoot, "bench", "results");
/** The ports this bench owns: the server, the bare Fastify floor, Lighthouse's Chromium. */
const PORTS = { server: 3316, hello: 3317, lighthouse: 3319 };
const SECTIONS = ["pages", "lighthouse", "throughput", "lookup", "size"] as const;
type Section = (typeof SECTIONS)[number];
const DEFAULT_SECTIONS: Section[] = ["pages", "lighthouse", "throughput", "size"];

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    scale: { type: "string" },
    engine: { type: "string", default: "postgres" },
    "database-url": { type: "string" },
    runs: { type: "string" },
    duration: { type: "string" },
    connections: { type: "string", default: "10" },
    "no-build": { type: "boolean", default: false },
  },
});

function positiveInt(name: string, raw: string): number {
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a positive whole number, got "${raw}"`);
  return value;
}

function readOptions() {
  const quick = values.quick;
  const engine = values.engine;
  if (engine !== "postgres" && engine !== "pglite")
    throw new Error(`--engine is postgres or pglite, not "${engine}"`);
  const only = values.only?.split(",").map((name) => name.trim()) ?? DEFAULT_SECTIONS;
  const unknown = only.filter((name) => !SECTIONS.includes(name as Section));
  if (unknown.length) throw new Error(`--only takes ${SECTIONS.join(", ")}; unknown: ${unknown.join(", ")}`);
  return {
    sections: new Set(only as Section[]),
    engine,
    scale: positiveInt("scale", values.scale ?? (quick ? "2000" : "100000")),
    runs: positiveInt("runs", values.runs ?? (quick ? "3" : "5")),
    load: {
      connections: positiveInt("connections", values.connections),
      durationSeconds: positiveInt("duration", values.duration ?? (quick ? "3" : "10")),
    },
  };
}
type Options = ReturnType<typeof readOptions>;

/**
 * Builds (client and, when there is one, the server-rendering entry), then serves a copy of dist: a build started
 * elsewhere meanwhile cannot change the run. Returns the copy's client and server dirs.
 */
function prepareBuild(skipBuild: boolean): { clientDir: string; serverDir: string } {
  if (!skipBuild) {
    console.log("building (npm run build)…");
    const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const built = path.join(repoRoot, "dist");
  if (!existsSync(path.join(built, "client", "index.html")))
    throw new Error("dist/client is not built: run without --no-build");
  const copy = path.join(dataDir, "dist");
  rmSync(copy, { recursive: true, force: true });
  cpSync(built, copy, { recursive: true });
  return { clientDir: path.join(copy, "client"), serverDir: path.join(copy, "server") };
}

interface Database {
  location: SeededDatabase["location"];
  seed: SeededDatabase | null;
  stop(): Promise<void>;
}

async function prepareDatabase(options: Options): Promise<Database> {
  const url = values["database-url"];
  if (url) return { location: { url }, seed: null, stop: async () => {} };
  if (options.engine === "pglite") {
    console.log(`PGlite: ${options.scale.toLocaleString("en")} discussions (cached under bench/.data)…`);
    const seed = await seededPglite(options.scale);
    return { location: seed.location, seed, stop: async () => {} };
  }
  console.log(`PostgreSQL: throwaway cluster, ${options.scale.toLocaleString("en")} discussions…`);
  const cluster = await startCluster();
  try {
    const seed = await seededPostgres(cluster.url, options.scale);
    return { location: seed.location, seed, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function lighthouseSection(server: RunningServer, clientDir: string, hasFloors: boolean) {
  const mobile = VIEWPORTS.find((viewport) => viewport.mobile) ?? VIEWPORTS[0];
  if (!mobile) throw new Error("no viewport");
  if (!hasFloors) await writeFloors(server.base, BENCH_PAGES, mobile, clientDir);
  const rows: LighthouseRow[] = [];
  for (const page of BENCH_PAGES) {
    console.log(`  Lighthouse ${page.path} and its floor`);
    const view = await runLighthouse(`${server.base}${page.path}`, PORTS.lighthouse);
    const floor = await runLighthouse(`${server.base}${floorPath(page, mobile)}`, PORTS.lighthouse);
    rows.push({ page: page.name, path: page.path, view, floor });
  }
  return rows;
}

async function throughputSection(server: RunningServer, options: Options, lookups: BenchRoute[]) {
  console.log("throughput: bare Fastify floor…");
  const hello = await helloWorld(PORTS.hello, options.load);
  let cookie: Promise<string> | undefined;
  const signIn = () => {
    cookie ??= memberCookie(server.base);
    return cookie;
  };
  const routes = [...(options.sections.has("throughput") ? THROUGHPUT_ROUTES : []), ...lookups];
  return { hello, throughput: await measureRoutes(server.base, routes, options.load, signIn) };
}

async function measureAll(
  options: Options,
  results: BenchResults,
  database: Database,
  build: { clientDir: string; serverDir: string },
) {
  const { clientDir } = build;
  // Read before the server starts: a PGlite data dir has a single opener.
  const lookups = options.sections.has("lookup") ? await lookupRoutes(database.location) : [];
  console.log(`starting the server (src/server/main.ts) on port ${PORTS.server}…`);
  const server = await startServer({
    repoRoot,
    port: PORTS.server,
    location: database.location,
    ...build,
    logFile: path.join(resultsDir, "server.log"),
  });
  try {
    if (options.sections.has("pages")) {
      console.log(`pages: ${BENCH_PAGES.length} pages × ${VIEWPORTS.length} viewports…`);
      results.pages = await measurePages(server.base, BENCH_PAGES, { runs: options.runs, clientDir });
    }
    if (options.sections.has("lighthouse")) {
      console.log("Lighthouse (mobile)…");
      results.lighthouse = await lighthouseSection(server, clientDir, results.pages !== null);
    }
    if (options.sections.has("throughput") || lookups.length > 0) {
      Object.assign(results, await throughputSection(server, options, lookups));
    }
  } finally {
    await server.stop();
    // Error-level lines (pino level 50+): a failing route is in the figures too, so the report says so.
    const log = readFileSync(path.join(resultsDir, "server.log"), "utf8");
    results.serverErrors = (log.match(/"level":(5|6)0\b/g) ?? []).length;
  }
}

function needsServer(options: Options): boolean {
  return ["pages", "lighthouse", "throughput", "lookup"].some((name) =>
    options.sections.has(name as Section),
  );
}

async function main(): Promise<void> {
  const options = readOptions();
  const running = sampleLoadAverage();
  mkdirSync(resultsDir, { recursive: true });
  const results: BenchResults = {
    date: new Date().toISOString(),
    options: { scale: options.scale, engine: options.engine, runs: options.runs, ...options.load },
    machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}` },
    loadAverage: { start: 0, mean: 0, max: 0, end: 0, samples: 0 },
    seed: null,
    pages: null,
    lighthouse: null,
    hello: null,
    throughput: null,
    client: null,
    serverErrors: 0,
  };
  const build = prepareBuild(values["no-build"]);
  if (options.sections.has("size")) results.client = measureClientSize(build.clientDir) ?? null;
  if (needsServer(options)) {
    const database = await prepareDatabase(options);
    results.seed = database.seed && { cached: database.seed.cached, seedSeconds: database.seed.seedSeconds };
    try {
      await measureAll(options, results, database, build);
    } finally {
      await database.stop();
    }
  }
  results.loadAverage = running.stop();
  printReport(results);
  writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nwritten: bench/results/latest.json (server output: bench/results/server.log)");
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
