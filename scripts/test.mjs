#!/usr/bin/env node
// `npm test`: installs what is missing, then runs every check in order and stops at the first failure.
//   node scripts/test.mjs [--only step[,step…]] [--from step] [--list]
// A step whose npm script or config is missing fails: nothing is skipped silently.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureChromium, ensureNodeModules } from "./ensure-deps.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** runner: whose summary lines to read for the test counts. needs: what must be installed first. */
const steps = [
  {
    name: "types",
    title: "generated types and validators are current",
    script: "types:check",
  },
  { name: "typecheck", title: "TypeScript", script: "typecheck" },
  { name: "lint", title: "lint + format (Biome)", script: "lint" },
  { name: "boundaries", title: "boundaries + unused code (dependency-cruiser, knip)", script: "boundaries" },
  { name: "unit", title: "unit tests", script: "test:unit", runner: "vitest" },
  { name: "api", title: "API tests on PGlite", script: "test:api", runner: "vitest" },
  {
    name: "api-pg",
    title: "API tests on PostgreSQL",
    script: "test:api",
    runner: "vitest",
    needs: "postgres",
  },
  { name: "build", title: "client build", script: "build" },
  { name: "storybook", title: "Storybook build", script: "build-storybook" },
  { name: "visual", title: "visual tests", script: "test:visual", runner: "playwright", needs: "chromium" },
  { name: "e2e", title: "end-to-end tests", script: "test:e2e", runner: "playwright", needs: "chromium" },
];

function selectSteps(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: "string" },
      from: { type: "string" },
      list: { type: "boolean", default: false },
    },
  });
  const known = new Set(steps.map((s) => s.name));
  const check = (name) => {
    if (!known.has(name)) throw new Error(`unknown step "${name}"; steps: ${[...known].join(", ")}`);
    return name;
  };
  let selected = steps;
  if (values.from) selected = selected.slice(steps.findIndex((s) => s.name === check(values.from)));
  if (values.only) {
    const only = new Set(values.only.split(",").map((n) => check(n.trim())));
    selected = selected.filter((s) => only.has(s.name));
  }
  return { selected, list: values.list };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI colour codes is the point
const ansi = /\u001b\[[0-9;]*m/g;

/** Adds the counts a runner prints in its summary ("Tests  3 failed | 40 passed (43)", "  40 passed (12s)"). */
function countTests(runner, output, totals) {
  const text = output.replace(ansi, "");
  const add = (count, word) => {
    const key = word === "flaky" ? "passed" : word === "did not run" ? "skipped" : word;
    if (key in totals) totals[key] += Number(count);
  };
  if (runner === "vitest") {
    for (const line of text.match(/^\s*Tests\s+.*$/gm) ?? []) {
      for (const [, count, word] of line.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) add(count, word);
    }
  } else if (runner === "playwright") {
    for (const [, count, word] of text.matchAll(/^\s+(\d+) (passed|failed|skipped|flaky|did not run)\b/gm)) {
      add(count, word);
    }
  }
}

let current; // the running child, so an interrupt can stop it

function run(command, args, env) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    current = child;
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk) => process.stderr.write(chunk));
    child.on("error", (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve({ code: 127, output });
    });
    child.on("close", (code, signal) => {
      current = undefined;
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

function commandFor(step, scripts) {
  if (step.command) {
    const [tool, ...args] = step.command;
    return [path.join(repoRoot, "node_modules", ".bin", tool), args];
  }
  if (!scripts[step.script]) return undefined;
  return ["npm", ["run", "--silent", step.script]];
}

async function runStep(step, index, count, scripts, totals) {
  const command = commandFor(step, scripts);
  console.log(`\n━━━ [${index + 1}/${count}] ${step.name}: ${step.title} ━━━`);
  if (!command) {
    console.error(`✗ ${step.name}: package.json has no "${step.script}" script`);
    return false;
  }
  const started = Date.now();
  let cluster;
  const env = {};
  if (step.needs === "postgres") {
    const { startCluster } = await import("./pg-cluster.mjs");
    cluster = await startCluster();
    env.TEST_DATABASE_URL = cluster.url;
    console.log(`PostgreSQL cluster at ${cluster.url}`);
  }
  try {
    const { code, output } = await run(command[0], command[1], env);
    countTests(step.runner, output, totals);
    const mark = code === 0 ? "✓" : "✗";
    console.log(
      `${mark} ${step.name} ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(Date.now() - started)}`,
    );
    return code === 0;
  } finally {
    await cluster?.stop();
  }
}

function ensureFor(selected) {
  ensureNodeModules(repoRoot);
  if (selected.some((s) => s.needs === "chromium")) ensureChromium();
  // PostgreSQL is checked (and installed when possible) by pg-cluster.mjs when its step starts.
}

async function main() {
  const { selected, list } = selectSteps(process.argv.slice(2));
  if (list) {
    for (const step of steps) console.log(`${step.name.padEnd(10)} ${step.title}`);
    return 0;
  }
  const began = Date.now();
  ensureFor(selected);
  const { scripts = {} } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8"));
  const totals = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  const timings = [];
  let ok = true;
  for (const [index, step] of selected.entries()) {
    const started = Date.now();
    ok = await runStep(step, index, selected.length, scripts, totals);
    timings.push(`${ok ? "✓" : "✗"} ${step.name.padEnd(10)} ${seconds(Date.now() - started).padStart(8)}`);
    if (!ok) break;
  }
  const notRun = selected.slice(timings.length).map((s) => s.name);
  console.log(`\n━━━ summary (${seconds(Date.now() - began)}) ━━━\n${timings.join("\n")}`);
  if (notRun.length) console.log(`not run after the failure: ${notRun.join(", ")}`);
  console.log(
    `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped + totals.todo} skipped`,
  );
  if (!ok) return 1;
  if (totals.failed > 0) return 1;
  return 0;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130); // 'exit' handlers stop a PostgreSQL cluster that is running
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`npm test: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  },
);
