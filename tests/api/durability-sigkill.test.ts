// Issue 20 "Durability kept": the real server, as a child process on either engine (PGlite in a data dir, or a fresh
// PostgreSQL database under TEST_DATABASE_URL, where it runs one process per core), takes member posts from
// concurrent clients and is killed with SIGKILL mid-stream, every process of it at once. Restarted on the same
// data, it must serve every write it had acknowledged (2xx with the new id): docs/reference/operations.md
// #durability-what-each-engine-promises.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signInAt } from "./support/live-http";
import {
  createServerPlace,
  READY,
  type ServerPlace,
  type ServerProcess,
  startServer,
} from "./support/server-process";

const CLIENTS = 8;
/** Writing lasts this long before the kill, and at least until MIN_ACKNOWLEDGED writes were answered. */
const WRITE_MS = 2_500;
const MIN_ACKNOWLEDGED = 40;
const PASSWORD = "durability-demo";
const ENV = {
  QUORUM_DEMO_PASSWORD: PASSWORD,
  QUORUM_PASSWORD_COST: "test",
  QUORUM_RATE_LIMIT: "off",
};
const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

interface Written {
  kind: "discussions" | "comments";
  id: number;
}

let place: ServerPlace;
let running: ServerProcess | undefined;
beforeAll(async () => {
  place = await createServerPlace("durability");
});
afterAll(async () => {
  running?.kill("SIGKILL");
  if (running) await running.exited;
  await place?.dispose();
});

async function start(): Promise<{ server: ServerProcess; base: string }> {
  const server = await startServer(place, ENV, { ownGroup: true });
  running = server;
  await server.waitFor(READY, 180_000);
  return { server, base: `http://127.0.0.1:${server.port}` };
}

/** One client: posts a comment, or every fifth time a discussion, until told to stop; records what was answered. */
async function writer(
  base: string,
  cookie: string,
  target: { categoryID: number; discussionID: number },
  client: number,
  state: { stop: boolean; inFlight: number; acknowledged: Written[]; failed: number },
): Promise<void> {
  for (let i = 0; !state.stop; i++) {
    const discussion = i % 5 === 4;
    state.inFlight++;
    try {
      const reply = discussion
        ? await call<{ discussionID: number }>(base, "POST", "/api/v2/discussions", {
            cookie,
            body: {
              categoryID: target.categoryID,
              name: `Durable ${client}-${i}`,
              body: `Written by client ${client}, post ${i}.`,
              format: "markdown",
            },
          })
        : await call<{ commentID: number }>(base, "POST", "/api/v2/comments", {
            cookie,
            body: {
              discussionID: target.discussionID,
              body: `Client ${client} says ${i}.`,
              format: "markdown",
            },
          });
      if (reply.status >= 200 && reply.status < 300) {
        const body = reply.body as { discussionID?: number; commentID?: number };
        const id = discussion ? body.discussionID : body.commentID;
        if (typeof id === "number")
          state.acknowledged.push({ kind: discussion ? "discussions" : "comments", id });
      } else if (!state.stop) {
        throw new Error(`a write answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      }
    } catch (error) {
      if (!state.stop) throw error;
      state.failed++; // cut by the kill: never acknowledged
    } finally {
      state.inFlight--;
    }
  }
}

/** The acknowledged writes the restarted server does not serve, with its answer (8 requests at a time). */
async function missing(base: string, written: Written[]): Promise<string[]> {
  const lost: string[] = [];
  const queue = [...written];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const reply = await call(base, "GET", `/api/v2/${next.kind}/${next.id}`);
        if (reply.status !== 200) lost.push(`${next.kind}/${next.id}: ${reply.status}`);
      }
    }),
  );
  return lost;
}

describe(`SIGKILL under writes on ${engine}`, () => {
  it("loses none of the writes it acknowledged", async () => {
    const t0 = performance.now();
    const first = await start();
    const started = performance.now();
    const cookie = await signInAt(first.base, "member", PASSWORD);
    const category = await call<{ categoryID: number }>(first.base, "GET", "/api/v2/categories/general");
    const thread = await call<{ discussionID: number }>(first.base, "POST", "/api/v2/discussions", {
      cookie,
      body: {
        categoryID: category.body.categoryID,
        name: "Durability",
        body: "Comments arrive here.",
        format: "markdown",
      },
    });
    expect(thread.status, JSON.stringify(thread.body)).toBe(201);
    const target = { categoryID: category.body.categoryID, discussionID: thread.body.discussionID };

    const state = { stop: false, inFlight: 0, acknowledged: [] as Written[], failed: 0 };
    const began = Date.now();
    const clients = Array.from({ length: CLIENTS }, (_, client) =>
      writer(first.base, cookie, target, client, state),
    );
    const killed = (async () => {
      while (Date.now() - began < WRITE_MS || state.acknowledged.length < MIN_ACKNOWLEDGED) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const inFlight = state.inFlight;
      first.server.kill("SIGKILL");
      state.stop = true;
      return inFlight;
    })();
    const inFlightAtKill = await killed;
    await Promise.all(clients);
    expect((await first.server.exited).signal).toBe("SIGKILL");
    expect(inFlightAtKill, "the kill fell between writes").toBeGreaterThan(0);
    const acknowledged = [...state.acknowledged, { kind: "discussions" as const, id: target.discussionID }];
    const killedAt = performance.now();

    const second = await start();
    const restarted = performance.now();
    expect(second.server.output()).not.toContain("First start: seeding");
    expect(await missing(second.base, acknowledged)).toEqual([]);
    const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
    console.log(
      `${engine}: ${acknowledged.length} acknowledged writes, all kept; ${inFlightAtKill} in flight at the kill ` +
        `(first start ${s(t0, started)}, writing ${s(started, killedAt)}, restart ${s(killedAt, restarted)})`,
    );
    second.server.kill("SIGTERM");
    expect((await second.server.exited).code).toBe(0);
  }, 300_000);
});
