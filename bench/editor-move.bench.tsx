// The move bench in jsdom (vitest), React's production build when run with NODE_ENV=production (bench/editor.ts
// does): see editor-move-run.tsx. Prints its figures on one marked stdout line; asserts nothing about time.
import { it } from "vitest";
import { runMoveBench } from "./editor-move-run";

const WIDGETS = Number(process.env.EDITOR_BENCH_WIDGETS ?? 500);
const MOVES = Number(process.env.EDITOR_BENCH_MOVES ?? 50);
const FIGURES_MARK = "EDITOR_BENCH_FIGURES ";

it(`moves a widget in a ${WIDGETS}-widget layout ${MOVES} times`, async () => {
  const container = document.createElement("div");
  document.body.append(container);
  const figures = await runMoveBench({
    widgets: WIDGETS,
    moves: MOVES,
    container,
    environment: `jsdom (vitest), React ${process.env.NODE_ENV === "production" ? "production" : "development"} build`,
  });
  // One marked line on stdout: bench/editor.ts reads it (no node:fs here: with NODE_ENV=production vite resolves
  // modules as for a browser).
  console.log(`${FIGURES_MARK}${JSON.stringify(figures)}`);
});
