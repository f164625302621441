// The site's bus: messages every Quorum process serving one database hears within a moment — unread counts that
// changed, caches to drop (docs/reference/operations.md#the-shared-bus). A message published here reaches this
// process's listeners at once (synchronously) and the other processes through the database's LISTEN/NOTIFY
// (bus/transports.ts). One bus per database handle, like the caches it serves: test databases never share one.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Db } from "../db/client";

/** How messages leave and arrive: PostgreSQL's NOTIFY, PGlite's in-process NOTIFY, or nothing (one process). */
export interface BusTransport {
  send(message: string): Promise<void>;
  /** Starts listening; `onLost` is called when the connection dropped and messages may have been missed. */
  listen(onMessage: (message: string) => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  /** The publishing bus: a process ignores its own messages, which it delivered locally already. */
  o: string;
  t: string;
  d?: unknown;
}

/** Published locally when the transport lost its connection: listeners drop whatever they might have missed. */
export const MISSED_MESSAGES = "bus:missed";

export class SharedBus {
  private readonly local = new EventEmitter();
  private readonly origin = randomUUID();
  private transport: BusTransport | null = null;

  constructor(private readonly log: (message: string) => void = console.error) {
    // One listener per open event stream: many viewers may be connected.
    this.local.setMaxListeners(0);
  }

  publish(topic: string, data?: unknown): void {
    this.local.emit(topic, data);
    const transport = this.transport;
    if (!transport) return;
    const envelope: Envelope = { o: this.origin, t: topic, ...(data === undefined ? {} : { d: data }) };
    transport.send(JSON.stringify(envelope)).catch((error: unknown) => {
      // The others then catch up by their fallbacks (counts polling, generation polling, cache expiry).
      this.log(`A bus message (${topic}) could not be sent: ${String(error)}`);
    });
  }

  subscribe(topic: string, listener: (data: unknown) => void): () => void {
    this.local.on(topic, listener);
    return () => this.local.off(topic, listener);
  }

  /** Connects the bus to the other processes; messages published before stay local. */
  async connect(transport: BusTransport): Promise<void> {
    await transport.listen(
      (message) => this.receive(message),
      () => this.local.emit(MISSED_MESSAGES),
    );
    this.transport = transport;
  }

  async disconnect(): Promise<void> {
    const transport = this.transport;
    this.transport = null;
    await transport?.close();
  }

  private receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return; // not ours: someone else NOTIFYing on the channel
    }
    if (envelope.o === this.origin || typeof envelope.t !== "string") return;
    this.local.emit(envelope.t, envelope.d);
  }
}

const buses = new WeakMap<Db, SharedBus>();

/** The bus of a database handle: local-only until bus/connect.ts connects it. */
export function busOf(db: Db): SharedBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new SharedBus();
    buses.set(db, bus);
  }
  return bus;
}
