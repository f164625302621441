// Counts the database queries a piece of work runs, through the Db handle itself: every Db is opened with this
// drizzle logger (db/client.ts), which adds one to the tally of the scope the query runs in. Only the editor's
// preview opens scopes (the cost meter, docs/reference/layout-documents.md#cost-meter); with none open the logger finds
// no store and does nothing, and the async context tracking is switched off again (Node 20 keeps promise hooks on
// while an AsyncLocalStorage is enabled, a cost normal page views should not pay).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm/logger";

export interface QueryTally {
  queries: number;
}

const scopes = new AsyncLocalStorage<QueryTally>();
/** Scopes running now, across requests: the storage is disabled when the last one ends. */
let open = 0;

/** The logger every Db is opened with. */
export const queryMeterLogger: Logger = {
  logQuery() {
    const tally = scopes.getStore();
    if (tally) tally.queries += 1;
  },
};

/**
 * Runs `work` counting into `tally` the queries it runs, including those of the promises it starts; a scope opened
 * inside counts its own queries only.
 */
export async function countQueries<T>(tally: QueryTally, work: () => Promise<T>): Promise<T> {
  open += 1;
  try {
    return await scopes.run(tally, work);
  } finally {
    open -= 1;
    if (open === 0) scopes.disable();
  }
}

/** The tally of the scope the caller runs in, if any. */
export function currentTally(): QueryTally | undefined {
  return scopes.getStore();
}
