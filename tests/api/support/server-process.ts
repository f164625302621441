// The real server as a child process, started by `npm run serve`'s command line (its bundle, scripts/serve.mjs, as
// `npm start` runs it too), for the lifecycle tests: first start, signals, drain. Its own data dir, a free port,
// and a stub client shell, so no client build is needed. With TEST_DATABASE_URL, each test gets a fresh
// PostgreSQL database of its own (DATABASE_URL), dropped by the test.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Sends a signal to the server, or with `ownGroup` to its whole process group (its cluster workers too). */
  kill(signal: NodeJS.Signals): void;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the first of `texts` the output contains; rejects if the process exits first or on timeout. */
  waitFor(texts: string | string[], timeoutMs: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerPlace {
  dataDir: string;
  env: Record<string, string>;
  /** For PostgreSQL: the database's URL (null on PGlite). */
  databaseUrl: string | null;
  dispose(): Promise<void>;
}

/**
 * `npm run <name>`'s command line (package.json), node's path first: the tests start the server and its commands as
 * operators do.
 */
export function npmScriptCommand(name: string): [string, ...string[]] {
  const scripts = (
    JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const [tool = "", ...args] = (scripts[name] ?? "").split(/\s+/);
  return [tool === "node" ? process.execPath : path.join(repoRoot, "node_modules", ".bin", tool), ...args];
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One statement on a server outside any test database (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A data dir (and, with TEST_DATABASE_URL, an empty PostgreSQL database) for servers to start on. */
export async function createServerPlace(label: string): Promise<ServerPlace> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `quorum-${label}-`));
  const clientDir = path.join(dataDir, "client-stub");
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, "index.html"), SHELL);
  const env: Record<string, string> = {
    QUORUM_DATA_DIR: path.join(dataDir, "data"),
    QUORUM_CLIENT_DIR: clientDir,
    QUORUM_RATE_LIMIT: "off",
    // These servers start beside a test suite's two workers on a small machine: a start's module loading must not
    // read as an overloaded loop and shed the test's first requests (health-metrics.test.ts tests the shedding).
    QUORUM_MAX_EVENT_LOOP_DELAY_MS: "0",
    HOST: "127.0.0.1",
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  let name = "";
  if (adminUrl) {
    name = `quorum_${label.replace(/\W/g, "_")}_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
  }
  return {
    dataDir: env.QUORUM_DATA_DIR as string,
    env,
    databaseUrl,
    async dispose() {
      if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface StartOptions {
  /** A process group of its own, so kill() reaches every process of the server (a crash of the whole node). */
  ownGroup?: boolean;
  /** A port chosen beforehand (a restart on the same address); a free one by default. */
  port?: number;
}

export async function startServer(
  place: ServerPlace,
  extraEnv: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, ...place.env, ...extraEnv, PORT: String(port) };
  delete env.QUORUM_LOG;
  if (!place.env.DATABASE_URL) delete env.DATABASE_URL;
  const [command, ...args] = npmScriptCommand("serve");
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.ownGroup === true,
  });
  const kill = (signal: NodeJS.Signals) => {
    if (!options.ownGroup || !child.pid) {
      child.kill(signal);
      return;
    }
    try {
      process.kill(-child.pid, signal); // its workers may outlive it by a moment
    } catch {
      // the whole group is gone already
    }
  };
  let output = "";
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => {
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  const waitFor = (texts: string | string[], timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const wanted = typeof texts === "string" ? [texts] : texts;
      const what = wanted.map((text) => `"${text}"`).join(" or ");
      const timer = setTimeout(
        () => finish(new Error(`no ${what} within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      const check = () => {
        const found = wanted.find((text) => output.includes(text));
        if (found !== undefined) finish(undefined, found);
        else if (child.exitCode !== null || child.signalCode !== null)
          finish(new Error(`the server exited before ${what}:\n${output}`));
      };
      const finish = (error?: Error, found = "") => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve(found);
      };
      listeners.add(check);
      check();
    });
  return { child, port, kill, output: () => output, waitFor, exited };
}

export const READY = "Quorum is running at";
