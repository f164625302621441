// Relative dates (docs/reference/ui-behaviour.md#timings): "just now" within 5 s; then thresholds 45 s, 90 min, 22
// h, 26 d, 45 d, 320 d, 548 d (the familiar moment.js scale: seconds, a minute, minutes, an hour, hours, a day, days,
// a month, months, a year, years).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Step {
  /** Used while the elapsed time is below this many milliseconds. */
  below: number;
  text(elapsed: number): string;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

const STEPS: Step[] = [
  { below: 45 * SECOND, text: (ms) => plural(Math.max(1, Math.round(ms / SECOND)), "second") },
  { below: 90 * SECOND, text: () => "a minute" },
  { below: 45 * MINUTE, text: (ms) => plural(Math.round(ms / MINUTE), "minute") },
  { below: 90 * MINUTE, text: () => "an hour" },
  { below: 22 * HOUR, text: (ms) => plural(Math.round(ms / HOUR), "hour") },
  { below: 36 * HOUR, text: () => "a day" },
  { below: 26 * DAY, text: (ms) => plural(Math.round(ms / DAY), "day") },
  { below: 45 * DAY, text: () => "a month" },
  { below: 320 * DAY, text: (ms) => plural(Math.max(2, Math.round(ms / (30.4375 * DAY))), "month") },
  { below: 548 * DAY, text: () => "a year" },
  {
    below: Number.POSITIVE_INFINITY,
    text: (ms) => plural(Math.max(2, Math.round(ms / (365.25 * DAY))), "year"),
  },
];

const JUST_NOW_MS = 5 * SECOND;

export function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "just now", "3 minutes ago", "in 2 days"… for a date relative to `now`. */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | string | number = Date.now(),
): string {
  const diff = toDate(now).getTime() - toDate(date).getTime();
  if (Number.isNaN(diff)) return "";
  const elapsed = Math.abs(diff);
  if (elapsed < JUST_NOW_MS) return "just now";
  const step = STEPS.find((candidate) => elapsed < candidate.below) ?? STEPS[STEPS.length - 1];
  const text = step ? step.text(elapsed) : "";
  return diff >= 0 ? `${text} ago` : `in ${text}`;
}

/** Full date and time for a tooltip, e.g. "March 4, 2026, 9:05 AM". */
export function formatFullDate(date: Date | string | number, locale = "en-US"): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(value);
}
