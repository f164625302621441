#!/usr/bin/env node
// `npm test`: installs what is missing, then runs every check in order and stops at the first failure.
//   node scripts/test.mjs [--only step[,step…]] [--from step] [--list]
// A step whose npm script or config is missing fails: nothing is skipped silently.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureChromium, ensureNginx, ensureNodeModules } from "./ensure-deps.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * runner: whose summary lines to read for the test counts. needs: what must be installed first. together: adjacent
 * steps with the same value run side by side (mostly single-threaded tools: on 2 cores the four checks take about
 * half their serial time), their output shown per step as each ends.
 */
const steps = [
  {
    name: "types",
    title: "generated types and validators are current",
    script: "types:check",
    together: "checks",
  },
  { name: "typecheck", title: "TypeScript", script: "typecheck", together: "checks" },
  { name: "lint", title: "lint + format (Biome)", script: "lint", together: "checks" },
  {
    name: "boundaries",
    title: "boundaries + unused code (dependency-cruiser, knip)",
    script: "boundaries",
    together: "checks",
  },
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

const running = new Set(); // the running children, so an interrupt can stop them

/** Runs a command; live: its output streams through, otherwise it is kept (stdout and stderr in order) in `shown`. */
function run(command, args, env, live = true) {
  return new Promise((resolve) => {
    let output = "";
    let shown = "";
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    child.stdout.on("data", (chunk) => {
      if (live) process.stdout.write(chunk);
      else shown += chunk;
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      if (live) process.stderr.write(chunk);
      else shown += chunk;
    });
    child.on("error", (error) => {
      running.delete(child);
      resolve({ code: 127, output, shown: `${shown}could not start ${command}: ${error.message}\n` });
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output, shown });
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

/** Runs one step; live: its output streams, otherwise it is printed under the step's heading when it ends. */
async function runStep(step, index, count, scripts, totals, live = true) {
  const heading = `\n━━━ [${index + 1}/${count}] ${step.name}: ${step.title} ━━━`;
  const command = commandFor(step, scripts);
  if (live) console.log(heading);
  if (!command) {
    if (!live) console.log(heading);
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
    const { code, output, shown } = await run(command[0], command[1], env, live);
    if (!live) process.stdout.write(`${heading}\n${shown}`);
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

/** The selected steps in runs: adjacent steps sharing `together` form one run, every other step a run of its own. */
function runsOf(selected) {
  const runs = [];
  for (const step of selected) {
    const last = runs.at(-1);
    if (step.together && last?.[0].together === step.together) last.push(step);
    else runs.push([step]);
  }
  return runs;
}

function ensureFor(selected) {
  ensureNodeModules(repoRoot);
  if (selected.some((s) => s.needs === "chromium")) ensureChromium();
  // The PostgreSQL API step runs two servers behind nginx (tests/api/two-processes.test.ts).
  if (selected.some((s) => s.needs === "postgres")) ensureNginx();
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
  let done = 0;
  for (const steps of runsOf(selected)) {
    const live = steps.length === 1;
    if (!live) console.log(`\n━━━ ${steps.map((step) => step.name).join(", ")}: side by side ━━━`);
    const results = await Promise.all(
      steps.map(async (step, offset) => {
        const started = Date.now();
        const passed = await runStep(step, done + offset, selected.length, scripts, totals, live);
        return `${passed ? "✓" : "✗"} ${step.name.padEnd(10)} ${seconds(Date.now() - started).padStart(8)}`;
      }),
    );
    timings.push(...results);
    done += steps.length;
    ok = results.every((line) => line.startsWith("✓"));
    if (!ok) break;
  }
  const notRun = selected.slice(done).map((s) => s.name);
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
    for (const child of running) child.kill(signal);
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
