// "This user's unread counts may have changed", said on the site's shared bus (bus/shared-bus.ts), so a viewer
// streaming from any process hears it: the SSE route (routes/notifications-stream.ts) listens per connected viewer
// and pushes fresh counts. If the bus lost messages, every stream refreshes; if it is down, the client's polling
// (src/client/api/users/counts.ts) catches up.
import { EventEmitter } from "node:events";
import { busOf, MISSED_MESSAGES } from "../../bus/shared-bus";
import type { Db } from "../../db/client";

const TOPIC = "counts";
/** Users per message: a post can notify hundreds, and NOTIFY payloads stay under 8000 bytes. */
const USERS_PER_MESSAGE = 500;
const EVERYONE = "everyone";

/** Per database, this process's listeners by user: one bus subscription, not one per open stream. */
const listeners = new WeakMap<Db, EventEmitter>();

function listenersOf(db: Db): EventEmitter {
  const emitter = listeners.get(db);
  if (emitter) return emitter;
  const created = new EventEmitter();
  created.setMaxListeners(0);
  const bus = busOf(db);
  bus.subscribe(TOPIC, (userIDs) => {
    if (!Array.isArray(userIDs)) return;
    for (const userID of userIDs) created.emit(String(userID));
  });
  bus.subscribe(MISSED_MESSAGES, () => created.emit(EVERYONE));
  listeners.set(db, created);
  return created;
}

export function publishCountsChanged(db: Db, userIDs: Iterable<number>): void {
  const unique = [...new Set(userIDs)];
  for (let start = 0; start < unique.length; start += USERS_PER_MESSAGE) {
    busOf(db).publish(TOPIC, unique.slice(start, start + USERS_PER_MESSAGE));
  }
}

export function onCountsChanged(db: Db, userID: number, listener: () => void): () => void {
  const emitter = listenersOf(db);
  emitter.on(String(userID), listener);
  emitter.on(EVERYONE, listener);
  return () => {
    emitter.off(String(userID), listener);
    emitter.off(EVERYONE, listener);
  };
}
