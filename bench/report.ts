// Prints the benchmark's figures as one table.
import type { ClientSize } from "./client-size";
import type { LoadResult } from "./load";

export interface RouteFigures {
  engine: "pglite" | "postgres";
  name: string;
  route: string;
  result: LoadResult | "n/a";
}

export interface BenchResults {
  scale: number;
  load: { connections: number; durationSeconds: number };
  machine: { cpus: number; node: string; loadAverageAtStart: number };
  seeds: Record<string, { cached: boolean; seedSeconds: number }>;
  hello: LoadResult;
  routes: RouteFigures[];
  client: ClientSize | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const engineNames = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

function row(cells: string[]): string {
  const widths = [44, 11, 9, 8, 8, 9, 10];
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 10) : cell.padStart(widths[i] ?? 10)))
    .join(" ");
}

function loadCells(result: LoadResult | "n/a", hello: LoadResult): string[] {
  if (result === "n/a") return ["n/a", "n/a", "n/a", "n/a", "n/a"];
  return [
    Math.round(result.requestsPerSecond).toLocaleString("en"),
    String(result.latencyP50Ms),
    String(result.latencyP99Ms),
    String(result.non2xx + result.errors),
    `${((result.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)} %`,
  ];
}

export function printReport(results: BenchResults): void {
  const { load, hello } = results;
  console.log(
    `\nQuorum benchmark: ${results.scale.toLocaleString("en")} discussions, ${load.connections} connections × ` +
      `${load.durationSeconds} s per route, ${results.machine.cpus} CPUs, Node ${results.machine.node}, ` +
      `load average ${results.machine.loadAverageAtStart} at start\n`,
  );
  console.log(row(["route", "engine", "req/s", "p50 ms", "p99 ms", "non-2xx", "vs hello"]));
  console.log(row(["GET / (bare Fastify hello-world)", "-", ...loadCells(hello, hello)]));
  for (const figures of results.routes) {
    console.log(
      row([`GET ${figures.name}`, engineNames[figures.engine], ...loadCells(figures.result, hello)]),
    );
  }
  const seeds = Object.entries(results.seeds).map(([engine, seed]) => {
    const how = seed.cached ? "cached data dir" : `seeded in ${seed.seedSeconds.toFixed(1)} s`;
    return `${engineNames[engine as keyof typeof engineNames] ?? engine} ${how}`;
  });
  console.log(`\nseed: ${seeds.join("; ") || "none"}`);
  const client = results.client;
  console.log(
    client
      ? `client JS, gzip -9: guest first view ${kb(client.firstViewGzipBytes)} (${client.firstViewFiles.length} files: ` +
          `${client.firstViewFiles.join(", ")}); lazily loaded chunks ${kb(client.lazyGzipBytes)} ` +
          `(${client.lazyFiles} files); CSS ${kb(client.cssGzipBytes)}`
      : "client JS: n/a (no dist/client/index.html)",
  );
  console.log("routes:");
  for (const figures of results.routes.filter((r) => r.engine === results.routes[0]?.engine)) {
    console.log(`  ${figures.name}: ${figures.route}`);
  }
}
