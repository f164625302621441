// The bus's ways between processes (docs/reference/operations.md#the-shared-bus). PostgreSQL: NOTIFY through the
// pool, LISTEN on a connection of its own that is reopened when it drops. PGlite: its own LISTEN/NOTIFY, which
// stays inside the one process that owns the data dir — the same code path, so the API tests run it on both engines.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { BusTransport } from "./shared-bus";

export const BUS_CHANNEL = "quorum_bus";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

function checkSize(message: string): void {
  if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) {
    throw new Error(`A bus message of ${Buffer.byteLength(message)} bytes is over NOTIFY's limit.`);
  }
}

export function pgliteTransport(client: PGlite): BusTransport {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async send(message) {
      checkSize(message);
      await client.query("SELECT pg_notify($1, $2)", [BUS_CHANNEL, message]);
    },
    async listen(onMessage) {
      unlisten = await client.listen(BUS_CHANNEL, onMessage);
    },
    async close() {
      if (!client.closed) await unlisten?.();
      unlisten = null;
    },
  };
}

export function postgresTransport(
  pool: pg.Pool,
  log: (message: string) => void = console.error,
): BusTransport {
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let handlers: { onMessage: (message: string) => void; onLost: () => void } | null = null;

  function scheduleOpen(): void {
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 5_000;
    attempt += 1;
    setTimeout(() => {
      open().catch((error: unknown) => {
        log(`The bus could not listen again: ${String(error)}`);
        scheduleOpen();
      });
    }, delay).unref();
  }

  /** A listening connection, or a throw; once it listens, losing it schedules the next one. */
  async function open(): Promise<void> {
    if (closed || !handlers) return;
    const { onMessage, onLost } = handlers;
    const client = new pg.Client(pool.options);
    client.on("notification", (notification) => {
      if (notification.channel === BUS_CHANNEL && notification.payload) onMessage(notification.payload);
    });
    const gone = () => {
      if (listener !== client) return; // still connecting: open()'s caller retries
      listener = null;
      client.end().catch(() => {});
      onLost();
      scheduleOpen();
    };
    client.on("error", gone);
    client.on("end", gone);
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    if (attempt > 0) log("The bus listens again.");
    attempt = 0;
  }

  return {
    async send(message) {
      checkSize(message);
      await pool.query("SELECT pg_notify($1, $2)", [BUS_CHANNEL, message]);
    },
    async listen(onMessage, onLost) {
      handlers = { onMessage, onLost };
      await open();
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
