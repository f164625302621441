// Throughput with autocannon against the real server, beside a bare Fastify hello-world loaded the same way in the
// same run (the floor every route is a share of). Requests send a browser's Accept-Encoding, so the server does the
// work it does for real visitors (compression included, when it compresses).
import Fastify from "fastify";
import { type LoadOptions, type LoadResult, measure } from "./load";
import { BENCH_PASSWORD } from "./seeded-db";

export interface BenchRoute {
  name: string;
  path: string;
  /** Who asks: a guest, or the seeded member "member" signed in. */
  as: "guest" | "member";
  /** Target as a share of bare Fastify, in percent; none for the figures printed for information. */
  targetPercent?: number;
}

export interface RouteThroughput extends BenchRoute {
  result: LoadResult | "n/a";
  contentEncoding: string;
  bodyBytes: number;
}

const BROWSER_HEADERS = {
  accept: "text/html,application/json;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
};

export async function helloWorld(port: number, load: LoadOptions): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  try {
    return await measure(`${await app.listen({ host: "127.0.0.1", port })}/`, load);
  } finally {
    await app.close();
  }
}

/** Signs the seeded member in and returns the session cookie ("name=value"). */
export async function memberCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v2/authenticate/password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ username: "member", password: BENCH_PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("quorum_session="));
  if (!response.ok || !cookie) throw new Error(`signing in as "member" failed: ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

async function probe(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  // fetch decodes the body; its length is the decoded size, the encoding is from the header.
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    contentEncoding: response.headers.get("content-encoding") ?? "none",
    bodyBytes: body.byteLength,
  };
}

/** n/a when the route answers 404 (not written yet); still measured when it answers with another error. */
export async function measureRoutes(
  base: string,
  routes: BenchRoute[],
  load: LoadOptions,
  cookie: () => Promise<string>,
): Promise<RouteThroughput[]> {
  const figures: RouteThroughput[] = [];
  for (const route of routes) {
    const headers: Record<string, string> = { ...BROWSER_HEADERS };
    if (route.as === "member") headers.cookie = await cookie();
    console.log(`  ${route.as} GET ${route.path}`);
    const answer = await probe(`${base}${route.path}`, headers);
    if (answer.status >= 300 && answer.status !== 404)
      console.log(`    warning: answered ${answer.status}; the figures count non-2xx responses`);
    const result =
      answer.status === 404 ? "n/a" : await measure(`${base}${route.path}`, { ...load, headers });
    figures.push({ ...route, result, contentEncoding: answer.contentEncoding, bodyBytes: answer.bodyBytes });
  }
  return figures;
}
