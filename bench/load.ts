// Runs autocannon in a child process, so the load generator does not share the event loop of the server it measures.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** autocannon's command-line entry (its package main), run with this Node. */
const autocannonCli = require.resolve("autocannon");

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Request headers (a browser's Accept-Encoding, a member's session cookie). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function numberAt(record: Record<string, unknown>, key: string, field?: string): number {
  const value = field === undefined ? record[key] : isRecord(record[key]) ? record[key][field] : undefined;
  return typeof value === "number" ? value : Number.NaN;
}

function runAutocannon(url: string, options: LoadOptions): Promise<Record<string, unknown>> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    "-H",
    `${name}=${value}`,
  ]);
  const args = [
    "-j",
    "-n",
    "-c",
    String(options.connections),
    "-d",
    String(options.durationSeconds),
    ...headers,
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonCli, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${stderr}`));
      try {
        const parsed: unknown = JSON.parse(stdout);
        if (!isRecord(parsed)) throw new Error("not an object");
        resolve(parsed);
      } catch (error) {
        reject(new Error(`autocannon printed no JSON result (${String(error)}): ${stdout.slice(0, 200)}`));
      }
    });
  });
}

/** A short unmeasured run (JIT, caches, connection pools), then the measured one. Bounded by duration. */
export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  await runAutocannon(url, { ...options, durationSeconds: 3 });
  const result = await runAutocannon(url, options);
  return {
    requestsPerSecond: numberAt(result, "requests", "average"),
    latencyP50Ms: numberAt(result, "latency", "p50"),
    latencyP99Ms: numberAt(result, "latency", "p99"),
    requests: numberAt(result, "requests", "total"),
    non2xx: numberAt(result, "non2xx"),
    errors: numberAt(result, "errors") + numberAt(result, "timeouts"),
  };
}
