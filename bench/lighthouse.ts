// Lighthouse (pinned 12.x: 13 needs Node 22) with its default mobile preset, run as its own command per URL so its
// memory and globals stay out of the bench; it launches Debian's Chromium through chrome-launcher.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { chromiumLaunchOptions } from "../tests/visual/chromium";

const require = createRequire(import.meta.url);
const lighthouseCli = require.resolve("lighthouse/cli/index.js");

export interface LighthouseFigures {
  /** Category scores 0–100; null when Lighthouse could not score it (e.g. NO_LCP). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's runtime error code, or the command's failure. */
  error: string | null;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const AUDITS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return current;
}

const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null);
const score = (report: unknown, category: string) => {
  const value = numberOrNull(at(report, "categories", category, "score"));
  return value === null ? null : Math.round(value * 100);
};

function parseReport(report: unknown): LighthouseFigures {
  const audit = (id: string) => numberOrNull(at(report, "audits", id, "numericValue"));
  // A fatal error comes as runtimeError; a page without an LCP only as the metric audits' error messages.
  const metricError = Object.values(AUDITS)
    .map((id) => at(report, "audits", id, "errorMessage"))
    .find((message) => typeof message === "string");
  const code = at(report, "runtimeError", "code") ?? metricError;
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    fcpMs: audit(AUDITS.fcpMs),
    lcpMs: audit(AUDITS.lcpMs),
    tbtMs: audit(AUDITS.tbtMs),
    cls: audit(AUDITS.cls),
    // "… try again. (NO_LCP)": the code in brackets is what the table prints.
    error: typeof code === "string" ? (/\(([A-Z_]+)\)\s*$/.exec(code)?.[1] ?? code) : null,
  };
}

const failed = (error: string): LighthouseFigures => ({
  performance: null,
  accessibility: null,
  bestPractices: null,
  seo: null,
  fcpMs: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  error,
});

function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const env = { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath ?? "/usr/bin/chromium" };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [lighthouseCli, ...args], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

/** One Lighthouse run of a URL; never throws (a failure comes back as `error`). */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "quorum-lighthouse-"));
  const output = path.join(dir, "report.json");
  const chromeFlags = [...(chromiumLaunchOptions.args ?? []), "--headless=new"].filter(
    (f) => f !== "--headless",
  );
  try {
    const { code, stderr } = await runCli([
      url,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      `--port=${port}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${chromeFlags.join(" ")}`,
      "--max-wait-for-load=60000",
    ]);
    if (code !== 0)
      return failed(`lighthouse exited ${code}: ${stderr.trim().split("\n").slice(-2).join(" ")}`);
    return parseReport(JSON.parse(readFileSync(output, "utf8")));
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
