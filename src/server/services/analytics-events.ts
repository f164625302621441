// The tracking events of POST /tick (spec 001 §3, docs/reference/ui-behaviour.md#page-views). There is no events
// table yet: the last RECENT_EVENTS_LIMIT events are kept, newest last, in the config row `analytics.recentEvents`
// (jsonb, outside GET /config's public keys, like the page-view total), written by one atomic statement so
// concurrent ticks never lose one. Nothing identifies the viewer: no user id, no address.
import { eq, sql } from "drizzle-orm";
import type { TickPost } from "../../types/generated/api/tick-post";
import type { Db } from "../db/client";
import { config } from "../db/schema";

const RECENT_EVENTS_KEY = "analytics.recentEvents";
export const RECENT_EVENTS_LIMIT = 200;

export interface StoredTrackingEvent extends TickPost {
  dateInserted: string;
}

/** Appends one event, dropping the oldest beyond the limit, in a single statement. */
export async function recordTrackingEvent(db: Db, event: TickPost, now = new Date()): Promise<void> {
  const stored: StoredTrackingEvent = { ...event, dateInserted: now.toISOString() };
  const appended = sql`(${config.value} || excluded."value")`;
  await db
    .insert(config)
    .values({ key: RECENT_EVENTS_KEY, value: [stored] })
    .onConflictDoUpdate({
      target: config.key,
      set: {
        value: sql`(
          select coalesce(jsonb_agg(item order by position), '[]'::jsonb)
          from jsonb_array_elements(${appended}) with ordinality as kept(item, position)
          where position > jsonb_array_length(${appended}) - ${RECENT_EVENTS_LIMIT}
        )`,
      },
    });
}

export async function readRecentTrackingEvents(db: Db): Promise<StoredTrackingEvent[]> {
  const [row] = await db.select().from(config).where(eq(config.key, RECENT_EVENTS_KEY));
  return Array.isArray(row?.value) ? (row.value as StoredTrackingEvent[]) : [];
}
