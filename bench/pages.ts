// Guest page views in Chromium: per page and viewport, the median LCP and FCP and the worst CLS of N cold views,
// each run followed by the same view of the page's static floor (the rendered page saved without its scripts and
// served as a static file by the same server), so both see the same machine load.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/visual/chromium";
import { measureView, snapshotPage, VIEWPORTS, type ViewFigures, type Viewport } from "./page-metrics";

export interface BenchPage {
  name: string;
  path: string;
}

export interface PaintSummary {
  /** Median of the runs that recorded one; null when none did. */
  lcpMs: number | null;
  /** Runs that recorded no LCP at all. */
  noLcpRuns: number;
  fcpMs: number | null;
  clsWorst: number;
  htmlBytes: number;
}

export interface ViewSummary {
  page: string;
  path: string;
  viewport: string;
  runs: number;
  status: number;
  view: PaintSummary;
  floor: PaintSummary;
  floorPath: string;
  /** JavaScript of the first (cold) view, as transferred. */
  jsTransferredBytes: number;
  jsFiles: number;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value ?? null;
}

function summarise(runs: ViewFigures[]): PaintSummary {
  const recorded = (pick: (run: ViewFigures) => number | null) =>
    runs.map(pick).filter((value): value is number => value !== null);
  return {
    lcpMs: median(recorded((run) => run.lcpMs)),
    noLcpRuns: runs.filter((run) => run.lcpMs === null).length,
    fcpMs: median(recorded((run) => run.fcpMs)),
    clsWorst: Math.max(0, ...runs.map((run) => run.cls)),
    htmlBytes: runs[0]?.htmlBytes ?? 0,
  };
}

/** The floor's file name under the served client's assets (fastify-static serves it as a plain file). */
export function floorPath(page: BenchPage, viewport: Viewport): string {
  return `/assets/bench-floor-${page.name.replace(/[^a-z0-9]+/gi, "-")}-${viewport.name}.html`;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** Saves the page's static floor into the served client; returns its path. */
async function writeFloor(
  browser: Browser,
  base: string,
  page: BenchPage,
  viewport: Viewport,
  clientDir: string,
) {
  const floor = floorPath(page, viewport);
  writeFileSync(path.join(clientDir, floor), await snapshotPage(browser, `${base}${page.path}`, viewport));
  return floor;
}

/** The floors alone (for Lighthouse when the paint section is not run). */
export async function writeFloors(base: string, pages: BenchPage[], viewport: Viewport, clientDir: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const page of pages) await writeFloor(browser, base, page, viewport, clientDir);
  } finally {
    await browser.close();
  }
}

async function measureOne(
  browser: Browser,
  base: string,
  page: BenchPage,
  viewport: Viewport,
  options: { runs: number; clientDir: string },
): Promise<ViewSummary> {
  const url = `${base}${page.path}`;
  // The snapshot's visit doubles as the warm-up of the server's caches for this page.
  const floor = await writeFloor(browser, base, page, viewport, options.clientDir);
  const views: ViewFigures[] = [];
  const floors: ViewFigures[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    views.push(await measureView(browser, url, viewport));
    floors.push(await measureView(browser, `${base}${floor}`, viewport));
  }
  const first = views[0];
  return {
    page: page.name,
    path: page.path,
    viewport: viewport.name,
    runs: options.runs,
    status: first?.status ?? 0,
    view: summarise(views),
    floor: summarise(floors),
    floorPath: floor,
    jsTransferredBytes: first?.jsTransferredBytes ?? 0,
    jsFiles: first?.jsFiles ?? 0,
  };
}

export async function measurePages(
  base: string,
  pages: BenchPage[],
  options: { runs: number; clientDir: string },
): Promise<ViewSummary[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const summaries: ViewSummary[] = [];
    for (const page of pages) {
      for (const viewport of VIEWPORTS) {
        console.log(`  ${page.path} at ${viewport.name} px: ${options.runs} runs + floor`);
        summaries.push(await measureOne(browser, base, page, viewport, options));
      }
    }
    return summaries;
  } finally {
    await browser.close();
  }
}
