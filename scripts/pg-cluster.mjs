#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests and benchmarks: a temp data dir, loopback only, no fsync, removed on stop.
// PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user (created by Debian's package).
//   import { startCluster } from "./pg-cluster.mjs";  const { url, stop } = await startCluster();
//   node scripts/pg-cluster.mjs start   (prints the URL; state kept in .tmp/pg-cluster.json)
//   node scripts/pg-cluster.mjs stop
import { spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { aptInstall, canApt, isRoot } from "./ensure-deps.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stateFile = path.join(repoRoot, ".tmp", "pg-cluster.json");

function binDirOnPath() {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "pg_ctl")) && existsSync(path.join(dir, "initdb"))) return dir;
  }
  return undefined;
}

/** Debian keeps initdb/pg_ctl out of PATH, under /usr/lib/postgresql/<major>/bin; the newest major wins. */
function binDirDebian() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(base, majors[0], "bin") : undefined;
}

export function findPostgresBinDir() {
  return binDirOnPath() ?? binDirDebian();
}

/** Finds the server binaries, installing Debian's package when we are root and may. */
export function ensurePostgres() {
  const found = findPostgresBinDir();
  if (found) return found;
  if (!canApt()) {
    throw new Error(
      "PostgreSQL server binaries (initdb, pg_ctl) not found. Install them, e.g. on Debian/Ubuntu:\n" +
        "  sudo apt-get update && sudo apt-get install -y postgresql\n" +
        "or put the directory holding initdb and pg_ctl on PATH.",
    );
  }
  console.log("[pg-cluster] PostgreSQL not found: installing Debian's postgresql package…");
  aptInstall(["postgresql"]);
  const installed = findPostgresBinDir();
  if (!installed) throw new Error("apt-get installed postgresql but initdb/pg_ctl are still not found");
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function postgresUserIds() {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      "Running as root but there is no `postgres` user to run the server as (install postgresql).",
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL tool, as `postgres` when we are root. Throws with its output on failure. */
function runTool(binDir, tool, args) {
  const exe = path.join(binDir, tool);
  const [cmd, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", exe, ...args]] : [exe, args];
  const result = spawnSync(cmd, argv, { encoding: "utf8", cwd: "/" }); // a cwd the `postgres` user may enter
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function stopDir(binDir, dir) {
  try {
    runTool(binDir, "pg_ctl", ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a fresh cluster and resolves to its URL (superuser `postgres`, database `postgres`) and a stop function
 * that shuts it down and deletes its files. Unless stopOnExit is false, the process's exit also stops it, so a
 * caller that throws leaves no server behind.
 */
export async function startCluster({ port, stopOnExit = true } = {}) {
  const binDir = ensurePostgres();
  const chosenPort = port ?? (await freePort());
  // As root the server runs as `postgres`, which may not enter a private TMPDIR: /tmp is open to every user.
  const dir = mkdtempSync(path.join(isRoot() ? "/tmp" : os.tmpdir(), "quorum-pg-"));
  if (isRoot()) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  try {
    runTool(binDir, "initdb", [
      "-D",
      data,
      "--auth=trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    // Durability is pointless for a throwaway cluster: fsync and friends off make loads several times faster.
    const serverOptions = [
      `-p ${chosenPort}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    runTool(binDir, "pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      serverOptions,
      "-w",
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stopSync);
    stopDir(binDir, dir);
  };
  if (stopOnExit) process.on("exit", stopSync);
  return {
    url: `postgres://postgres@127.0.0.1:${chosenPort}/postgres`,
    port: chosenPort,
    dir,
    stop: async () => stopSync(),
  };
}

async function cli(command) {
  if (command === "start") {
    if (existsSync(stateFile))
      throw new Error(`A cluster is already recorded in ${stateFile}; stop it first.`);
    const cluster = await startCluster({ stopOnExit: false }); // runs until `stop`
    mkdirSync(path.dirname(stateFile), { recursive: true });
    writeFileSync(
      stateFile,
      JSON.stringify({ url: cluster.url, dir: cluster.dir, binDir: findPostgresBinDir() }),
    );
    console.log(cluster.url);
  } else if (command === "stop") {
    if (!existsSync(stateFile)) {
      console.log("[pg-cluster] no cluster recorded; nothing to stop");
      return;
    }
    const { dir, binDir } = JSON.parse(readFileSync(stateFile, "utf8"));
    stopDir(binDir, dir);
    rmSync(stateFile);
    console.log("[pg-cluster] stopped");
  } else {
    console.error("usage: node scripts/pg-cluster.mjs start|stop");
    process.exitCode = 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli(process.argv[2]).catch((error) => {
    console.error(`[pg-cluster] ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
