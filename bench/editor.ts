// npm run bench:editor [-- --no-build] [--moves N] [--widgets N] [--react development]
// The layout editor's figures (issue 4), printed and written to bench/results/editor.json; no assertions:
// 1. one widget move on a 500-widget layout: operation + revalidation (store.apply) and the canvas re-render until
//    commit, median and p95 over 50 moves (bench/editor-move.bench.tsx, jsdom through vitest, React's production
//    build unless --react development);
//    and the same in Chromium on a production build of bench/editor-harness, with the time to the next frame
//    (bench/editor-browser.ts; --no-browser skips it);
// 2. the gzip size of the editor's chunks vs the public pages' first view, from Vite's manifest (bench/editor-sizes.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureMovesInChromium } from "./editor-browser";
import type { MoveFigures, Summary } from "./editor-move-run";
import { type ChunkGroup, measureEditorSizes } from "./editor-sizes";

const FIGURES_MARK = "EDITOR_BENCH_FIGURES ";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    moves: { type: "string", default: "50" },
    widgets: { type: "string", default: "500" },
    // production: the build users get (no act, no Profiler figures); development adds React's render times.
    react: { type: "string", default: "production" },
    "no-browser": { type: "boolean", default: false },
  },
});

function measureMoves(): MoveFigures | undefined {
  const run = spawnSync("npx", ["vitest", "run", "--config", "bench/editor.vitest.config.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: {
      ...process.env,
      NODE_ENV: values.react === "development" ? "test" : "production",
      EDITOR_BENCH_MOVES: values.moves,
      EDITOR_BENCH_WIDGETS: values.widgets,
    },
  });
  const line = run.stdout
    .split("\n")
    .find((text) => text.includes(FIGURES_MARK))
    ?.split(FIGURES_MARK)[1];
  if (run.status !== 0 || !line) {
    console.log(`  the move bench failed: no move figures\n${run.stdout.slice(-2000)}`);
    return undefined;
  }
  return JSON.parse(line) as MoveFigures;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (group: ChunkGroup) => `${(group.gzipBytes / 1024).toFixed(1)} KB gzip (${group.files} files)`;

async function browserMoves(): Promise<MoveFigures | undefined> {
  if (values["no-browser"]) return undefined;
  console.log(`moving widgets in Chromium (${values.moves} moves, ${values.widgets} widgets)…`);
  try {
    return await measureMovesInChromium(Number(values.widgets), Number(values.moves));
  } catch (error) {
    console.log(`  the browser run failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function printMoves(moves: MoveFigures) {
  console.log(
    `  ${moves.moves} moves on ${moves.widgets} widgets (${moves.widgetsOnCanvas} on the canvas, ${moves.widgetsStillLoading} still loading, ${moves.problems} problems), ${moves.environment}`,
  );
  console.log("  figure                                   median      p95       max");
  const row = (name: string, s: Summary) =>
    console.log(
      `  ${name.padEnd(40)} ${ms(s.median).padStart(9)} ${ms(s.p95).padStart(9)} ${ms(s.max).padStart(9)}`,
    );
  row("move + revalidate (store.apply)", moves.moveAndRevalidateMs);
  if (moves.reactCommitMs.max > 0) row("canvas render (React Profiler)", moves.reactCommitMs);
  row("move + revalidate + canvas commit", moves.totalMs);
  if (moves.frameMs) row("… until the next frame", moves.frameMs);
  if (moves.idleFrameMs) row("a frame without a move (baseline)", moves.idleFrameMs);
}

async function main() {
  if (!values["no-build"]) {
    console.log("building the client (npm run build)…");
    const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: "ignore" });
    if (build.status !== 0) console.log("  client build failed: sizes come from the previous build, if any");
  }
  const sizes = measureEditorSizes(path.join(repoRoot, "dist", "client"));
  console.log(`moving widgets (${values.moves} moves, ${values.widgets} widgets, jsdom)…`);
  const moves = measureMoves();
  const browser = await browserMoves();

  console.log(`\nLayout editor — ${new Date().toISOString()}, load average ${os.loadavg()[0]?.toFixed(2)}`);
  if (moves) printMoves(moves);
  if (browser) printMoves(browser);
  if (sizes) {
    console.log(`  public first view of /: ${kb(sizes.publicFirstView)}`);
    console.log(`    entry ${kb(sizes.publicEntry)} + home widgets ${kb(sizes.homeWidgets)}`);
    console.log(`  editor route (lazy, beyond the entry): ${kb(sizes.editorRoute)}`);
    console.log(`    + JSON view when its tab opens (CodeMirror): ${kb(sizes.editorJsonView)}`);
    console.log(`  layouts list route (lazy, beyond the entry): ${kb(sizes.layoutsListRoute)}`);
  } else console.log("  no client build: no size figures");

  const outDir = path.join(repoRoot, "bench", "results");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, "editor.json"),
    `${JSON.stringify({ date: new Date().toISOString(), moves, browser, sizes }, null, 2)}\n`,
  );
  console.log("\nwritten: bench/results/editor.json");
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
