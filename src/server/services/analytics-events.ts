// The tracking events of POST /tick (spec 001 §3, docs/reference/ui-behaviour.md#page-views), one row each in
// trackingEvents. Nothing identifies the viewer: no user id, no address. Rows older than the retention are pruned
// now and then by the inserts themselves, so the table stays bounded without a job to forget.
import { desc, lt, sql } from "drizzle-orm";
import type { TickPost } from "../../types/generated/api/tick-post";
import type { Db } from "../db/client";
import { trackingEvents } from "../db/schema";

export const TRACKING_EVENT_RETENTION_DAYS = 90;
/** One insert in this many also prunes: cheap on average, and no row outlives the retention by much. */
const PRUNE_EVERY = 500;

export interface StoredTrackingEvent extends TickPost {
  dateInserted: string;
}

export async function recordTrackingEvent(
  db: Db,
  event: TickPost,
  random: () => number = Math.random,
): Promise<void> {
  await db.insert(trackingEvents).values({
    type: event.type,
    path: event.path,
    url: event.url ?? null,
    pageName: event.pageName ?? null,
    discussionID: event.discussionID ?? null,
    categoryID: event.categoryID ?? null,
    siteSectionID: event.siteSectionID ?? null,
    referrer: event.referrer ?? null,
  });
  if (random() * PRUNE_EVERY < 1) await pruneTrackingEvents(db);
}

export async function pruneTrackingEvents(db: Db): Promise<void> {
  await db
    .delete(trackingEvents)
    .where(
      lt(trackingEvents.dateInserted, sql`now() - make_interval(days => ${TRACKING_EVENT_RETENTION_DAYS})`),
    );
}

/** The newest events first, at most `limit` (for reports and tests). */
export async function readRecentTrackingEvents(db: Db, limit = 100): Promise<StoredTrackingEvent[]> {
  const rows = await db
    .select()
    .from(trackingEvents)
    .orderBy(desc(trackingEvents.trackingEventID))
    .limit(limit);
  return rows.map(({ trackingEventID: _id, dateInserted, type, path, ...optional }) => {
    const present = Object.entries(optional).filter(([, value]) => value !== null);
    return {
      ...(Object.fromEntries(present) as Omit<TickPost, "type" | "path">),
      type: type as TickPost["type"],
      path,
      dateInserted: dateInserted.toISOString(),
    };
  });
}
