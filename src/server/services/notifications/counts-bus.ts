// An in-process bus saying "this user's unread counts may have changed". The SSE route
// (routes/notifications-stream.ts) listens per connected viewer and pushes fresh counts.
//
// With several API nodes, an event published on one node does not reach a viewer connected to another: that
// viewer's counts then catch up through the client's polling fallback (src/client/api/users/counts.ts, every
// 60 s, plus on focus). A shared bus (PostgreSQL LISTEN/NOTIFY, Redis) would replace this module only.
import { EventEmitter } from "node:events";

const bus = new EventEmitter();
// One listener per open stream; many viewers may be connected.
bus.setMaxListeners(0);

const channel = (userID: number) => `counts:${userID}`;

export function publishCountsChanged(userIDs: Iterable<number>): void {
  for (const userID of new Set(userIDs)) bus.emit(channel(userID));
}

export function onCountsChanged(userID: number, listener: () => void): () => void {
  bus.on(channel(userID), listener);
  return () => bus.off(channel(userID), listener);
}
