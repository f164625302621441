// Prints the bench's figures: every target of the performance issue beside its floor measured in the same run, with
// "ok" or "MISSED" (the bench asserts nothing; the marks only read the figures), then the figures for information.
import type { ClientSize } from "./client-size";
import type { LighthouseFigures } from "./lighthouse";
import type { LoadResult } from "./load";
import type { LoadAverage } from "./load-average";
import type { PaintSummary, ViewSummary } from "./pages";
import type { RouteThroughput } from "./throughput";

export interface LighthouseRow {
  page: string;
  path: string;
  view: LighthouseFigures;
  floor: LighthouseFigures;
}

export interface BenchResults {
  date: string;
  options: { scale: number; engine: string; connections: number; durationSeconds: number; runs: number };
  machine: { cpus: number; node: string; platform: string };
  loadAverage: LoadAverage;
  seed: { cached: boolean; seedSeconds: number } | null;
  pages: ViewSummary[] | null;
  lighthouse: LighthouseRow[] | null;
  hello: LoadResult | null;
  throughput: RouteThroughput[] | null;
  client: ClientSize | null;
  /** Error-level lines the server logged during the run (bench/results/server.log). */
  serverErrors: number;
}

const LCP_TARGET_MS = 400;
const CLS_TARGET = 0.02;
const JS_TARGET_BYTES = 100 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? "none" : String(Math.round(value)));
const mark = (met: boolean | null) => (met === null ? "n/a" : met ? "ok" : "MISSED");

function table(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length))) ?? [];
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  "),
    );
  }
}

function lcpCell(summary: PaintSummary): string {
  const missing = summary.noLcpRuns ? ` (${summary.noLcpRuns} no LCP)` : "";
  return `${ms(summary.lcpMs)}${missing}`;
}

function printPaints(pages: ViewSummary[]): void {
  console.log(
    "\nPaint, guest, local Chromium, cold cache: median LCP and FCP, worst CLS of the runs; floor = the same page " +
      "rendered, saved as static HTML without scripts (at least the served HTML's size), served by the same server",
  );
  const rows = [
    [
      "page",
      "px",
      "LCP ms",
      "floor",
      `≤${LCP_TARGET_MS}`,
      "FCP ms",
      "floor",
      "CLS",
      "floor",
      `≤${CLS_TARGET}`,
      "HTML",
      "status",
    ],
  ];
  for (const view of pages) {
    const lcp = view.view.lcpMs;
    rows.push([
      view.path,
      view.viewport,
      lcpCell(view.view),
      lcpCell(view.floor),
      mark(lcp === null || view.view.noLcpRuns > 0 ? false : lcp <= LCP_TARGET_MS),
      ms(view.view.fcpMs),
      ms(view.floor.fcpMs),
      view.view.clsWorst.toFixed(3),
      view.floor.clsWorst.toFixed(3),
      mark(view.view.clsWorst <= CLS_TARGET),
      kb(view.view.htmlBytes),
      String(view.status),
    ]);
  }
  table(rows);
}

function printJs(pages: ViewSummary[]): void {
  console.log(
    "\nJavaScript a guest downloads for the first view (every script, as transferred: encoded body + headers)",
  );
  const rows = [["page", "px", "JS", "files", "floor", "≤100 KB"]];
  for (const view of pages) {
    const target = view.path === "/" ? mark(view.jsTransferredBytes <= JS_TARGET_BYTES) : "";
    rows.push([view.path, view.viewport, kb(view.jsTransferredBytes), String(view.jsFiles), kb(0), target]);
  }
  table(rows);
}

const scoreCell = (value: number | null) => (value === null ? "n/a" : String(value));

function printLighthouse(rows: LighthouseRow[]): void {
  console.log(
    "\nLighthouse 12, mobile preset (simulated throttling); floor = the page's static floor at 375 px",
  );
  const out = [
    [
      "page",
      "perf",
      "floor",
      "≥90",
      "a11y",
      "best pr.",
      "SEO",
      "=100",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "error",
    ],
  ];
  for (const row of rows) {
    const { view, floor } = row;
    const perf = view.performance === null ? null : view.performance >= 90;
    const rest = [view.accessibility, view.bestPractices, view.seo];
    const hundred = rest.some((value) => value === null) ? null : rest.every((value) => value === 100);
    out.push([
      row.path,
      scoreCell(view.performance),
      scoreCell(floor.performance),
      mark(perf),
      ...rest.map(scoreCell),
      mark(hundred),
      ms(view.fcpMs),
      ms(view.lcpMs),
      ms(view.tbtMs),
      view.cls === null ? "n/a" : view.cls.toFixed(3),
      view.error ?? (floor.error ? `floor: ${floor.error}` : ""),
    ]);
  }
  table(out);
}

function loadCells(result: LoadResult | "n/a", hello: LoadResult): string[] {
  if (result === "n/a") return ["n/a", "", "", "", "n/a"];
  // Every request slower than the whole run: autocannon counts none of them.
  if (result.requests === 0) return ["none done", "", "", String(result.errors), "0 %"];
  return [
    Math.round(result.requestsPerSecond).toLocaleString("en"),
    String(result.latencyP50Ms),
    String(result.latencyP99Ms),
    String(result.non2xx + result.errors),
    `${((result.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)} %`,
  ];
}

function printThroughput(results: BenchResults, hello: LoadResult, routes: RouteThroughput[]): void {
  const { connections, durationSeconds, engine, scale } = results.options;
  console.log(
    `\nThroughput, autocannon ${connections} connections × ${durationSeconds} s (after 3 s warm-up), ` +
      `${engine}, ${scale.toLocaleString("en")} discussions; floor = bare Fastify hello-world in the same run`,
  );
  const rows = [
    ["route", "req/s", "p50 ms", "p99 ms", "non-2xx", "of floor", "target", "", "encoding", "body"],
  ];
  rows.push(["bare Fastify GET / (floor)", ...loadCells(hello, hello), "", "", "", ""]);
  for (const route of routes) {
    const share =
      route.result === "n/a" ? null : (route.result.requestsPerSecond / hello.requestsPerSecond) * 100;
    const target = route.targetPercent;
    rows.push([
      route.as === "member" || route.targetPercent !== undefined ? `${route.name} ${route.path}` : route.name,
      ...loadCells(route.result, hello),
      target === undefined ? "" : `≥${target} %`,
      target === undefined ? "" : mark(share === null ? null : share >= target),
      route.contentEncoding,
      kb(route.bodyBytes),
    ]);
  }
  table(rows);
}

function printClient(client: ClientSize): void {
  console.log(
    `\nclient build, gzip -9: entry + modulepreloads of index.html ${kb(client.firstViewGzipBytes)} ` +
      `(${client.firstViewFiles.length} files); lazily loaded chunks ${kb(client.lazyGzipBytes)} ` +
      `(${client.lazyFiles} files); CSS ${kb(client.cssGzipBytes)}`,
  );
}

export function printReport(results: BenchResults): void {
  const { options, machine, loadAverage: load } = results;
  console.log(
    `\nQuorum benchmark ${results.date}: ${options.scale.toLocaleString("en")} discussions on ${options.engine}` +
      `${results.seed ? (results.seed.cached ? " (cached)" : ` (seeded in ${results.seed.seedSeconds.toFixed(0)} s)`) : ""}, ` +
      `${machine.cpus} CPUs, Node ${machine.node}`,
  );
  console.log(
    `load average (1 min) while it ran: start ${load.start}, mean ${load.mean}, max ${load.max}, end ${load.end} ` +
      `(${load.samples} samples)`,
  );
  if (results.pages) {
    printPaints(results.pages);
    printJs(results.pages);
  }
  if (results.lighthouse) printLighthouse(results.lighthouse);
  if (results.hello && results.throughput) printThroughput(results, results.hello, results.throughput);
  if (results.client) printClient(results.client);
  if (results.serverErrors > 0)
    console.log(
      `\nthe server logged ${results.serverErrors} errors during the run: see bench/results/server.log`,
    );
}
