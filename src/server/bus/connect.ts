// Connects a database's bus to the other processes when a server starts (app.ts), and back when it stops. Several
// apps on one database handle (the API tests) share the bus: the last one to close disconnects it.
import type { Database } from "../db/client";
import { busOf } from "./shared-bus";
import { pgliteTransport, postgresTransport } from "./transports";

const users = new WeakMap<Database, number>();

export async function connectBus(database: Database): Promise<() => Promise<void>> {
  const bus = busOf(database.db);
  const count = users.get(database) ?? 0;
  users.set(database, count + 1);
  if (count === 0) {
    const transport = database.pglite
      ? pgliteTransport(database.pglite)
      : database.pool
        ? postgresTransport(database.pool)
        : null;
    if (transport) await bus.connect(transport);
  }
  return async () => {
    const left = (users.get(database) ?? 1) - 1;
    users.set(database, left);
    if (left === 0) await bus.disconnect();
  };
}
