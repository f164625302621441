// The real server, as `npm run serve` starts it (src/server/main.ts from its bundle, scripts/serve.mjs, in its own
// process), on a seeded database and a copy of the build: the bench measures whatever the server does today, not a
// mock.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";

export interface ServerOptions {
  repoRoot: string;
  port: number;
  /** The database: a PostgreSQL URL or a PGlite data dir. */
  location: { url: string } | { dataDir: string };
  /** A copy of dist/client (the bench writes its static floor pages into it). */
  clientDir: string;
  /** A copy of dist/server (the server-rendering entry; a dir without it means pages render on the client). */
  serverDir: string;
  /** Where the server's output goes. */
  logFile: string;
  /** More environment, over the bench's own (QUORUM_WORKERS, QUORUM_TRUST_PROXY for bench:cluster). */
  env?: Record<string, string>;
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

function serverEnv(options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    QUORUM_CLIENT_DIR: options.clientDir,
    QUORUM_SERVER_DIR: options.serverDir,
    // Every load comes from one address, far past the per-address request limit.
    QUORUM_RATE_LIMIT: "off",
    QUORUM_LOG: "0",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.QUORUM_DATA_DIR;
  if ("url" in options.location) env.DATABASE_URL = options.location.url;
  else env.QUORUM_DATA_DIR = options.location.dataDir;
  return env;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
}

/** Starts the server and waits until it answers (the first start migrates; a scale database is never re-seeded). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = createWriteStream(options.logFile);
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/results/profiles" profiles the server under the load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "scripts/serve.mjs"], {
    cwd: options.repoRoot,
    env: serverEnv(options),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const base = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.race([exited(child), sleep(20_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before answering; see ${options.logFile}`);
    }
    if (await answers(`${base}/api/v2/config`)) return { base, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(
    `the server did not answer within 180 s; see ${path.relative(options.repoRoot, options.logFile)}`,
  );
}
