// Several processes under load (issue 20 "Figures"): 200 concurrent clients for 60 s on PostgreSQL, reading pages as
// guests and members and posting comments (bench/cluster-mix.ts), against three setups of the real server:
//   one       one process (QUORUM_WORKERS=1)
//   cores     one process per core (QUORUM_WORKERS=auto, what `npm start` runs on PostgreSQL)
//   nginx     two processes (QUORUM_WORKERS=1 each) behind Debian's nginx (tests/api/support/nginx.ts)
// Prints req/s, p50/p99, responses by status and the acknowledged comments missing afterwards (must be 0), beside
// the target: p99 under 1 s at 200 clients with one process per core. Printed, never asserted (bench/README.md).
//
//   npm run bench:cluster                                   # 10,000 discussions, 200 clients, 60 s per setup
//   npm run bench:cluster -- --duration 10 --scale 2000 --no-build --setups one,cores
//   npm run bench:cluster -- --database-url postgres://…     # an already seeded database (skips the seed)
//   npm run bench:cluster -- --write-percent 2               # fewer comments (each one refreshes the guest cache)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { startCluster } from "../scripts/pg-cluster.mjs";
import { findNginx, type NginxProxy, startNginx } from "../tests/api/support/nginx";
import { type MixResult, type MixTargets, runMix } from "./cluster-mix";
import { type LoadAverage, sampleLoadAverage } from "./load-average";
import { BENCH_PASSWORD, seededPostgres } from "./seeded-db";
import { type RunningServer, startServer } from "./server-process";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(repoRoot, "bench", ".data");
const resultsDir = path.join(repoRoot, "bench", "results");
const PORTS = [3326, 3327];
const SETUPS = ["one", "cores", "nginx"] as const;
type Setup = (typeof SETUPS)[number];
const TARGET_P99_MS = 1_000;
const MEMBERS = 40;

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: process.env.BENCH_CLUSTER_DURATION ?? "60" },
    connections: { type: "string", default: process.env.BENCH_CLUSTER_CONNECTIONS ?? "200" },
    scale: { type: "string", default: "10000" },
    "write-percent": { type: "string", default: "10" },
    setups: { type: "string", default: SETUPS.join(",") },
    "database-url": { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});

function positiveInt(name: string, raw: string): number {
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a positive whole number, not "${raw}"`);
  return value;
}

const load = {
  connections: positiveInt("connections", values.connections),
  durationSeconds: positiveInt("duration", values.duration),
};
const writePercent = Number(values["write-percent"]);
if (!(writePercent >= 0 && writePercent <= 100)) throw new Error("--write-percent is a number from 0 to 100");
const setups = values.setups.split(",").map((name) => name.trim()) as Setup[];
const unknown = setups.filter((name) => !SETUPS.includes(name));
if (unknown.length) throw new Error(`--setups takes ${SETUPS.join(", ")}; unknown: ${unknown.join(", ")}`);
if (setups.includes("nginx") && !findNginx())
  throw new Error("nginx is not installed: `node scripts/ensure-deps.mjs nginx` installs Debian's package.");

/** The build (npm run build unless --no-build), copied so that a build started meanwhile cannot change the run. */
function prepareBuild(): { clientDir: string; serverDir: string } {
  if (!values["no-build"]) {
    console.log("building (npm run build)…");
    const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const built = path.join(repoRoot, "dist");
  if (!existsSync(path.join(built, "client", "index.html")))
    throw new Error("dist is not built: drop --no-build");
  const copy = path.join(dataDir, "cluster-dist");
  rmSync(copy, { recursive: true, force: true });
  cpSync(built, copy, { recursive: true });
  return { clientDir: path.join(copy, "client"), serverDir: path.join(copy, "server") };
}

async function rows<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/v2/authenticate/password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("quorum_session="));
  if (!response.ok || !cookie) throw new Error(`signing in as ${username}: ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

/** Members to sign in, discussions to read and to comment in: asked of the first running setup, kept for all. */
async function targetsFrom(base: string, url: string): Promise<MixTargets> {
  const members = await rows<{ name: string }>(
    url,
    `SELECT u.name FROM users u JOIN user_roles ur USING ("userID") JOIN roles r USING ("roleID")
     WHERE r.type = 'member' AND u.banned = 0 AND NOT u.deleted ORDER BY u."userID" LIMIT $1`,
    [MEMBERS],
  );
  const cookies = await Promise.all(members.map((member) => signIn(base, member.name)));
  const listed: { discussionID: number; closed: boolean }[] = [];
  for (let page = 1; page <= 3; page++) {
    listed.push(
      ...(await json<{ discussionID: number; closed: boolean }[]>(
        `${base}/api/v2/discussions?limit=100&page=${page}`,
      )),
    );
  }
  return {
    readable: listed.map((discussion) => discussion.discussionID),
    commentable: listed
      .filter((discussion) => !discussion.closed)
      .map((discussion) => discussion.discussionID),
    cookies,
    writePercent: Number(values["write-percent"]),
  };
}

interface Row {
  setup: Setup;
  processes: string;
  result: MixResult;
  /** Every comment answered 201 in the setup, warm-up included. */
  acknowledged: number;
  missing: number;
  loadAverage: LoadAverage;
}

async function startSetup(
  setup: Setup,
  url: string,
  build: { clientDir: string; serverDir: string },
): Promise<{ base: string; stop(): Promise<void> }> {
  const start = (port: number, env: Record<string, string>) =>
    startServer({
      repoRoot,
      port,
      location: { url },
      ...build,
      logFile: path.join(resultsDir, `cluster-${setup}-${port}.log`),
      env,
    });
  if (setup !== "nginx") {
    const server = await start(PORTS[0] ?? 3326, { QUORUM_WORKERS: setup === "one" ? "1" : "auto" });
    return server;
  }
  const servers: RunningServer[] = [];
  let proxy: NginxProxy | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    for (const port of PORTS)
      servers.push(await start(port, { QUORUM_WORKERS: "1", QUORUM_TRUST_PROXY: "loopback" }));
    proxy = await startNginx(PORTS);
    return { base: proxy.base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function missingOf(url: string, acknowledged: number[]): Promise<number> {
  if (acknowledged.length === 0) return 0;
  const [found] = await rows<{ n: number }>(
    url,
    `SELECT count(DISTINCT "commentID")::int AS n FROM comments WHERE "commentID" = ANY($1::int[])`,
    [acknowledged],
  );
  return new Set(acknowledged).size - (found?.n ?? 0);
}

async function measureSetup(
  setup: Setup,
  url: string,
  build: ReturnType<typeof prepareBuild>,
  known: { targets?: MixTargets },
) {
  console.log(`\n${setup}: starting…`);
  const running = await startSetup(setup, url, build);
  try {
    known.targets ??= await targetsFrom(running.base, url);
    console.log(
      `${setup}: warming up (5 s), then ${load.connections} clients for ${load.durationSeconds} s…`,
    );
    const warm = await runMix(running.base, known.targets, {
      connections: load.connections,
      durationSeconds: 5,
    });
    const sampler = sampleLoadAverage();
    const result = await runMix(running.base, known.targets, load);
    const loadAverage = sampler.stop();
    // The warm-up's comments were acknowledged too: every one must be found afterwards.
    return { result, loadAverage, acknowledged: [...warm.acknowledged, ...result.acknowledged] };
  } finally {
    await running.stop();
  }
}

function print(rows: Row[]): void {
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  console.log(
    `\nbench:cluster — ${load.connections} clients, ${load.durationSeconds} s per setup, ` +
      `${writePercent} % comments, ${os.availableParallelism()} cores`,
  );
  console.log(
    "setup   processes          req/s   p50        p99        by status                              missing  load avg (mean/max)",
  );
  for (const row of rows) {
    const statuses = Object.entries(row.result.byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    console.log(
      [
        row.setup.padEnd(7),
        row.processes.padEnd(17),
        row.result.requestsPerSecond.toFixed(0).padStart(6),
        ms(row.result.latencyP50Ms).padStart(9),
        ms(row.result.latencyP99Ms).padStart(9),
        statuses.padEnd(38),
        `${row.missing} of ${row.acknowledged}`.padStart(8),
        `${row.loadAverage.mean}/${row.loadAverage.max}`,
      ].join("  "),
    );
  }
  const cores = rows.find((row) => row.setup === "cores");
  if (cores) {
    const ok = cores.result.latencyP99Ms < TARGET_P99_MS && load.connections >= 200;
    console.log(
      `\ntarget: p99 under ${TARGET_P99_MS} ms at 200 clients with one process per core: ` +
        `${ms(cores.result.latencyP99Ms)} at ${load.connections} clients — ${ok ? "ok" : "MISSED"}`,
    );
  }
  const lost = rows.reduce((total, row) => total + row.missing, 0);
  console.log(`acknowledged comments missing afterwards: ${lost} (must be 0)`);
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const build = prepareBuild();
  let url = values["database-url"];
  let stopCluster = async () => {};
  if (!url) {
    const scale = positiveInt("scale", values.scale);
    console.log(`PostgreSQL: throwaway cluster, ${scale.toLocaleString("en")} discussions…`);
    const cluster = await startCluster();
    stopCluster = () => cluster.stop();
    url = cluster.url;
    await seededPostgres(url, scale);
  }
  const results: Row[] = [];
  const known: { targets?: MixTargets } = {};
  try {
    for (const setup of setups) {
      const { result, loadAverage, acknowledged } = await measureSetup(setup, url, build, known);
      const processes =
        setup === "one" ? "1" : setup === "cores" ? `${os.availableParallelism()} (auto)` : "2 + nginx";
      const missing = await missingOf(url, acknowledged);
      results.push({ setup, processes, result, acknowledged: acknowledged.length, missing, loadAverage });
    }
  } finally {
    await stopCluster();
  }
  print(results);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
