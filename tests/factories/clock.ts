// The fixed "now" of every factory, story and visual test: relative times ("3 hours ago") never drift.
export const ANCHOR_DATE = "2026-11-01T12:00:00Z";
export const ANCHOR_TIME = Date.parse(ANCHOR_DATE);

const HOUR = 3_600_000;

/** ISO date `hours` before the anchor, without milliseconds, like the API prints them. */
export function hoursAgo(hours: number): string {
  return new Date(ANCHOR_TIME - Math.round(hours * HOUR)).toISOString().replace(".000Z", "Z");
}
