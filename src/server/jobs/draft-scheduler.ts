// The scheduled-post job: every interval it publishes the drafts whose dateScheduled has come
// (services/drafts/publish-draft.ts). Its state is the drafts table, so a restart loses nothing: the first tick
// after start publishes whatever fell due while the server was down. Ticks never overlap.
import type { Db } from "../db/client";
import { publishDueDrafts, releaseInterruptedDrafts } from "../services/drafts/publish-draft";
import { publishDueArticles } from "../services/knowledge/scheduled-articles";

export interface DraftScheduler {
  /** Runs one tick now (tests, and the first tick at start). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_DRAFT_SCHEDULER_INTERVAL_MS = 30_000;

export function startDraftScheduler(
  db: Db,
  options: {
    intervalMs?: number;
    log?: (message: string) => void;
    /** After a tick that published (the guest cache's generation bump). */
    onPublished?: () => Promise<void>;
  } = {},
): DraftScheduler {
  const log = options.log ?? console.error;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        await releaseInterruptedDrafts(db);
        const published =
          (await publishDueDrafts(db, new Date(), log)) +
          // Scheduled knowledge-base articles too (docs/reference/knowledge-base.md#scheduled-publishing).
          (await publishDueArticles(db));
        if (published > 0) await options.onPublished?.();
      } catch (error) {
        // A failing tick (the database away for a moment) is retried by the next one.
        log(`The draft scheduler's tick failed: ${String(error)}`);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? DEFAULT_DRAFT_SCHEDULER_INTERVAL_MS);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
