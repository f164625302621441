#!/usr/bin/env node
// `npm start`: installs dependencies when missing, builds the client and its server entry, then runs the server (which migrates the
// database, seeds the demo on first run, and prints the URL and the demo accounts).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNodeModules } from "./ensure-deps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

ensureNodeModules(root);

// The browser's bundle, then the server-rendering entry (package.json "build" runs the same two).
console.log("Building the client and its server-rendering entry…");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
for (const command of scripts.build.split("&&")) {
  const [tool, ...args] = command.trim().split(/\s+/);
  const build = spawnSync(bin(tool), [...args, "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node loads the TypeScript through tsx's hooks in the one process: the tsx command would run the server as its
// child and SIGKILL it when it does not acknowledge a stop within ~60 ms, which a busy PGlite server cannot (its
// queries run on the main thread), and the requests in flight would be reset instead of drained.
// NODE_ENV=production: React's server renderer in its production build renders a page about twice as fast as its
// development build (docs/reference/server-rendering.md); nothing else reads it.
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
