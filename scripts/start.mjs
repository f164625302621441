#!/usr/bin/env node
// `npm start`: installs dependencies when missing, builds the client and its server entry, then runs the server (which migrates the
// database, seeds the demo on first run, and prints the URL and the demo accounts).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNodeModules } from "./ensure-deps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

ensureNodeModules(root);
refuseWhenDataDirInUse();

/**
 * PGlite's data dir is owned by one server (src/server/db/lock.ts refuses a second one): say so before rebuilding the
 * client under the running server's feet (docs/reference/operations.md#pglite-one-process-owns-the-data-dir).
 */
function refuseWhenDataDirInUse() {
  if (process.env.DATABASE_URL) return;
  const dataDir = path.resolve(process.env.QUORUM_DATA_DIR || "data");
  const lock = path.join(dataDir, "quorum.lock");
  const holder = existsSync(lock) ? Number(readFileSync(lock, "utf8")) : 0;
  if (!holder) return;
  try {
    process.kill(holder, 0);
  } catch (error) {
    if (error.code !== "EPERM") return; // left by a server that died: the server takes it over
  }
  console.error(
    `The data dir ${dataDir} is in use by process ${holder}: the embedded database (PGlite) is owned by one ` +
      "process. Stop that server first, or set QUORUM_DATA_DIR to another folder; to run several processes, use " +
      "PostgreSQL (DATABASE_URL).",
  );
  process.exit(1);
}

// The browser's bundle, then the server-rendering entry (package.json "build" runs the same two).
console.log("Building the client and its server-rendering entry…");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
for (const command of scripts.build.split("&&")) {
  const [tool, ...args] = command.trim().split(/\s+/);
  const build = spawnSync(bin(tool), [...args, "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server from its bundle (scripts/serve.mjs builds it when a source changed), in this one child: a stop signal
// is passed on and the requests in flight are drained.
// NODE_ENV=production: React's server renderer in its production build renders a page about twice as fast as its
// development build (docs/reference/server-rendering.md); nothing else reads it.
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
