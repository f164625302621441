#!/usr/bin/env node
// `npm start`: installs dependencies when missing, builds the client, then runs the server (which migrates the
// database, seeds the demo on first run, and prints the URL and the demo accounts).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNodeModules } from "./ensure-deps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

ensureNodeModules(root);

console.log("Building the client…");
const build = spawnSync(bin("vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

// Node loads the TypeScript through tsx's hooks in the one process: the tsx command would run the server as its
// child and SIGKILL it when it does not acknowledge a stop within ~60 ms, which a busy PGlite server cannot (its
// queries run on the main thread), and the requests in flight would be reset instead of drained.
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
