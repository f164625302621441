// Relative dates (docs/reference/ui-behaviour.md#timings): "just now" within 5 s; then thresholds 45 s, 90 min, 22
// h, 26 d, 45 d, 320 d, 548 d (the familiar moment.js scale: seconds, a minute, minutes, an hour, hours, a day, days,
// a month, months, a year, years). English keeps its own wording ("a minute ago"); other locales word the same step
// with Intl.RelativeTimeFormat, whose CLDR data knows every language's plurals.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = "second" | "minute" | "hour" | "day" | "month" | "year";

interface Step {
  /** Used while the elapsed time is below this many milliseconds. */
  below: number;
  unit: Unit;
  count(elapsed: number): number;
  /** English says "a minute", "an hour"… for this step rather than a number. */
  single?: string;
}

const one = () => 1;

const STEPS: Step[] = [
  { below: 45 * SECOND, unit: "second", count: (ms) => Math.max(1, Math.round(ms / SECOND)) },
  { below: 90 * SECOND, unit: "minute", count: one, single: "a minute" },
  { below: 45 * MINUTE, unit: "minute", count: (ms) => Math.round(ms / MINUTE) },
  { below: 90 * MINUTE, unit: "hour", count: one, single: "an hour" },
  { below: 22 * HOUR, unit: "hour", count: (ms) => Math.round(ms / HOUR) },
  { below: 36 * HOUR, unit: "day", count: one, single: "a day" },
  { below: 26 * DAY, unit: "day", count: (ms) => Math.round(ms / DAY) },
  { below: 45 * DAY, unit: "month", count: one, single: "a month" },
  { below: 320 * DAY, unit: "month", count: (ms) => Math.max(2, Math.round(ms / (30.4375 * DAY))) },
  { below: 548 * DAY, unit: "year", count: one, single: "a year" },
  {
    below: Number.POSITIVE_INFINITY,
    unit: "year",
    count: (ms) => Math.max(2, Math.round(ms / (365.25 * DAY))),
  },
];

const JUST_NOW_MS = 5 * SECOND;

export function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

const isEnglish = (locale: string) => locale === "en" || locale.startsWith("en-");

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "auto" only for "just now" ("maintenant"): for one day or month it would say "yesterday" or "last month", which a
 * fuzzy step (22 to 36 hours) need not be.
 */
function relativeFormat(locale: string, numeric: "auto" | "always"): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric });
    formats.set(key, format);
  }
  return format;
}

function englishText(step: Step, count: number): string {
  return step.single ?? `${count} ${step.unit}${count === 1 ? "" : "s"}`;
}

/**
 * "just now", "3 minutes ago", "in 2 days"… for a date relative to `now`, in `locale` ("il y a 3 minutes" in
 * French).
 */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | string | number = Date.now(),
  locale = "en",
): string {
  const diff = toDate(now).getTime() - toDate(date).getTime();
  if (Number.isNaN(diff)) return "";
  const elapsed = Math.abs(diff);
  const english = isEnglish(locale);
  if (elapsed < JUST_NOW_MS) return english ? "just now" : relativeFormat(locale, "auto").format(0, "second");
  const step = STEPS.find((candidate) => elapsed < candidate.below) ?? STEPS[STEPS.length - 1];
  if (!step) return "";
  const count = step.count(elapsed);
  if (!english) return relativeFormat(locale, "always").format(diff >= 0 ? -count : count, step.unit);
  const text = englishText(step, count);
  return diff >= 0 ? `${text} ago` : `in ${text}`;
}

/** Full date and time for a tooltip, e.g. "March 4, 2026, 9:05 AM" ("4 mars 2026 à 09:05" in French). */
export function formatFullDate(date: Date | string | number, locale = "en-US"): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(value);
}
