// The site's shared bus (docs/reference/operations.md#the-shared-bus): what one process publishes reaches the
// others through the database's LISTEN/NOTIFY. PGlite delivers within its one process, PostgreSQL across
// connections: here two database handles over one PostgreSQL database stand for two processes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBus } from "../../src/server/bus/connect";
import { hearInvalidations } from "../../src/server/bus/invalidation";
import { busOf, MISSED_MESSAGES, SharedBus } from "../../src/server/bus/shared-bus";
import { pgliteTransport } from "../../src/server/bus/transports";
import { type Database, openDatabase } from "../../src/server/db/client";
import { invalidateCategoryIndex, loadCategoryIndex } from "../../src/server/services/category-index";
import { onCountsChanged, publishCountsChanged } from "../../src/server/services/notifications/counts-bus";
import { cachedRouteState, invalidateRouteState } from "../../src/server/services/route-state";
import { createTestDatabase } from "./support/database";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function within<T>(ms: number, read: () => T | undefined): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing arrived within ${ms} ms`);
    await sleep(10);
  }
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("one bus", () => {
  it("delivers a message to this process's listeners at once, and stops after unsubscribe", () => {
    const bus = new SharedBus();
    const heard: unknown[] = [];
    const stop = bus.subscribe("topic", (data) => heard.push(data));
    bus.publish("topic", { a: 1 });
    stop();
    bus.publish("topic", { a: 2 });
    expect(heard).toEqual([{ a: 1 }]);
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)("two buses over one PGlite", () => {
  it("hear each other's messages once, and not their own twice", async () => {
    const pglite = database.pglite;
    if (!pglite) throw new Error("expected PGlite");
    const first = new SharedBus();
    const second = new SharedBus();
    await first.connect(pgliteTransport(pglite));
    await second.connect(pgliteTransport(pglite));
    try {
      const atFirst: unknown[] = [];
      const atSecond: unknown[] = [];
      first.subscribe("hello", (data) => atFirst.push(data));
      second.subscribe("hello", (data) => atSecond.push(data));
      first.publish("hello", [1, 2]);
      await within(1_000, () => (atSecond.length ? true : undefined));
      await sleep(50);
      expect(atFirst).toEqual([[1, 2]]);
      expect(atSecond).toEqual([[1, 2]]);
    } finally {
      await first.disconnect();
      await second.disconnect();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two processes on one PostgreSQL database", () => {
  let other: Database;
  let disconnect: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const url = database.pool?.options.connectionString;
    if (!url) throw new Error("expected a PostgreSQL pool");
    other = await openDatabase({ url });
    disconnect = [await connectBus(database), await connectBus(other)];
    hearInvalidations(database.db);
    hearInvalidations(other.db);
  });
  afterAll(async () => {
    for (const stop of disconnect) await stop();
    await other.close();
  });

  it("a member's counts changed in one process reach a stream held by the other within a second", async () => {
    let heardAt = 0;
    const stop = onCountsChanged(other.db, 42, () => {
      heardAt = Date.now();
    });
    try {
      const sentAt = Date.now();
      publishCountsChanged(database.db, [7, 42]);
      await within(1_000, () => (heardAt ? true : undefined));
      expect(heardAt - sentAt).toBeLessThan(1_000);
    } finally {
      stop();
    }
  });

  it("route state and the category index dropped by one process are read afresh by the other", async () => {
    const before = cachedRouteState(other.db);
    const index = loadCategoryIndex(other.db);
    await Promise.all([before, index]);
    expect(cachedRouteState(other.db)).toBe(before);
    invalidateRouteState(database.db);
    invalidateCategoryIndex(database.db);
    await within(1_000, () =>
      cachedRouteState(other.db) !== before && loadCategoryIndex(other.db) !== index ? true : undefined,
    );
  });

  it("a lost listening connection says messages may be missed, and listens again", async () => {
    const bus = busOf(other.db);
    let missed = 0;
    const stopMissed = bus.subscribe(MISSED_MESSAGES, () => {
      missed += 1;
    });
    const heard: unknown[] = [];
    const stopHeard = bus.subscribe("after-reconnect", (data) => heard.push(data));
    try {
      // Every LISTEN connection of this database is cut, as a server restart or a network blip would.
      await database.pool?.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
      );
      await within(2_000, () => (missed > 0 ? true : undefined));
      // Once both listen again, a message crosses as before.
      await within(5_000, () => {
        busOf(database.db).publish("after-reconnect", "again");
        return heard.length > 0 ? true : undefined;
      });
      expect(heard[0]).toBe("again");
    } finally {
      stopMissed();
      stopHeard();
    }
  });
});
