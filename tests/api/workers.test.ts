// Issue 20 "Every core" (lifecycle/workers.ts, docs/reference/operations.md#several-processes), on the real server
// as a child process. PostgreSQL: QUORUM_WORKERS processes share the port, the banner is printed once, a worker
// killed is replaced, and a stop drains them all. PGlite: one process owns the data dir, so QUORUM_WORKERS > 1 and a
// second server on the same data dir are refused with a message saying why and what to do.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { call } from "./support/live-http";
import {
  createServerPlace,
  READY,
  type ServerPlace,
  type ServerProcess,
  startServer,
} from "./support/server-process";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ENV = { QUORUM_PASSWORD_COST: "test", QUORUM_RATE_LIMIT: "off" };
const places: ServerPlace[] = [];
const servers: ServerProcess[] = [];

async function place(label: string): Promise<ServerPlace> {
  const created = await createServerPlace(label);
  places.push(created);
  return created;
}

async function start(where: ServerPlace, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer(where, { ...ENV, ...env }, { ownGroup: true });
  servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of servers) server.kill("SIGKILL");
  await Promise.all(servers.map((server) => server.exited));
  for (const created of places) await created.dispose();
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.skipIf(!onPostgres)("one server process per core on PostgreSQL", () => {
  it("serves from every worker, replaces one that dies, and drains them all on SIGTERM", async () => {
    const server = await start(await place("workers"), { QUORUM_WORKERS: "2" });
    await server.waitFor(READY, 240_000);
    const base = `http://127.0.0.1:${server.port}`;
    const pids = /pids (\d+), (\d+)\)/.exec(server.output())?.slice(1).map(Number) ?? [];
    expect(pids, server.output()).toHaveLength(2);
    expect(pids).not.toContain(server.child.pid);
    expect(count(server.output(), READY)).toBe(1); // the banner once, from the primary
    expect(count(server.output(), "First start: seeding")).toBe(1);

    const [victim = 0, survivor = 0] = pids;
    process.kill(victim, "SIGKILL");
    await server.waitFor(
      `Server process ${victim} died (killed by SIGKILL); starting another in 1 s.`,
      10_000,
    );
    // The other worker serves meanwhile; then the replacement joins.
    expect((await call(base, "GET", "/api/v2/discussions?limit=1")).status).toBe(200);
    await server.waitFor("is serving.", 120_000);
    const replacement = Number(/Server process (\d+) is serving\./.exec(server.output())?.[1]);
    expect(alive(replacement)).toBe(true);

    // As lifecycle-server.test.ts asks of one process: requests already sent are all answered.
    await Promise.all(Array.from({ length: 20 }, () => call(base, "GET", "/api/v2/discussions?limit=5")));
    const requests = Array.from({ length: 20 }, () => call(base, "GET", "/api/v2/discussions?limit=5"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.kill("SIGTERM"); // the whole group, as Ctrl-C in a terminal does
    expect(new Set((await Promise.all(requests)).map((reply) => reply.status))).toEqual(new Set([200]));
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain("Stopped.");
    for (const pid of [survivor, replacement]) expect(alive(pid)).toBe(false);
  }, 400_000);
});

describe.skipIf(onPostgres)("PGlite: one process owns the data dir", () => {
  it("refuses QUORUM_WORKERS above 1, saying PostgreSQL is needed", async () => {
    const refused = await start(await place("workers-pglite"), { QUORUM_WORKERS: "2" });
    expect((await refused.exited).code).toBe(1);
    expect(refused.output()).toContain("QUORUM_WORKERS=2 needs PostgreSQL (DATABASE_URL)");
    expect(refused.output()).not.toContain(READY);
  }, 120_000);

  it("refuses a second server on the same data dir while the first runs, and leaves the first serving", async () => {
    const shared = await place("workers-owner");
    const first = await start(shared);
    await first.waitFor(READY, 240_000);
    const second = await start(shared);
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(
      `The data dir ${shared.dataDir} is in use by process ${first.child.pid}`,
    );
    expect(second.output()).toContain("use PostgreSQL (DATABASE_URL)");
    expect(second.output()).not.toMatch(/\n\s+at /); // the message alone, no stack
    const base = `http://127.0.0.1:${first.port}`;
    expect((await call(base, "GET", "/api/v2/discussions?limit=1")).status).toBe(200);
    first.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
  }, 400_000);

  it("npm start says so before rebuilding the client under the running server", async () => {
    const shared = await place("workers-start");
    mkdirSync(shared.dataDir, { recursive: true });
    writeFileSync(path.join(shared.dataDir, "quorum.lock"), String(process.pid)); // a live process holds it
    const env: NodeJS.ProcessEnv = { ...process.env, ...shared.env };
    delete env.DATABASE_URL;
    const started = spawnSync(process.execPath, ["scripts/start.mjs"], {
      cwd: repoRoot,
      env,
      encoding: "utf8",
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`The data dir ${shared.dataDir} is in use by process ${process.pid}`);
    expect(started.stdout).not.toContain("Building");
  });
});
