// The dateInserted filter of a search (schemas/api/search-query.schema.json): "[a,b]" (bounds included), "(a,b)"
// (excluded), mixed "[a,b)", an open side "[a,]", ">=a", ">a", "<=a", "<a", or a single date (that whole day).
// A bound is a date (YYYY-MM-DD, a whole day in UTC) or an ISO date-time. Anything else is a 400 on the field.
import { fieldErrors } from "../../http/errors";

export interface DateBound {
  at: Date;
  /** true: >= / <=; false: > / <. */
  inclusive: boolean;
}

export interface DateRange {
  from?: DateBound;
  to?: DateBound;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY_MS = 86_400_000;

function invalid(): never {
  throw fieldErrors(400, [
    {
      field: "dateInserted",
      code: "invalidDateRange",
      message:
        "dateInserted must be a date, a date-time or a range such as [2026-01-01,2026-02-01] or >=2026-01-01.",
    },
  ]);
}

/** Years the database takes without complaint, with room for a day added. */
const plausible = (at: Date) => at.getUTCFullYear() >= 1000 && at.getUTCFullYear() <= 9000;

interface ParsedPoint {
  at: Date;
  wholeDay: boolean;
}

function parsePoint(text: string): ParsedPoint {
  const trimmed = text.trim();
  if (DATE_ONLY.test(trimmed)) {
    const at = new Date(`${trimmed}T00:00:00Z`);
    // "2026-02-30" parses to March 2nd: refuse dates that do not round-trip.
    if (Number.isNaN(at.getTime()) || !plausible(at) || at.toISOString().slice(0, 10) !== trimmed) invalid();
    return { at, wholeDay: true };
  }
  if (!DATE_TIME.test(trimmed)) invalid();
  const at = new Date(trimmed);
  if (Number.isNaN(at.getTime()) || !plausible(at)) invalid();
  return { at, wholeDay: false };
}

const nextDay = (at: Date) => new Date(at.getTime() + DAY_MS);

/** A lower bound: after a whole day means from the next day on. */
function lower(point: ParsedPoint, inclusive: boolean): DateBound {
  if (point.wholeDay && !inclusive) return { at: nextDay(point.at), inclusive: true };
  return { at: point.at, inclusive };
}

/** An upper bound: up to and including a whole day means before the next day. */
function upper(point: ParsedPoint, inclusive: boolean): DateBound {
  if (point.wholeDay && inclusive) return { at: nextDay(point.at), inclusive: false };
  return { at: point.at, inclusive };
}

function parseInterval(text: string): DateRange {
  const open = text[0];
  const close = text[text.length - 1];
  const inner = text.slice(1, -1).split(",");
  if (inner.length !== 2) invalid();
  const [start = "", end = ""] = inner;
  const range: DateRange = {};
  if (start.trim()) range.from = lower(parsePoint(start), open === "[");
  if (end.trim()) range.to = upper(parsePoint(end), close === "]");
  if (!range.from && !range.to) invalid();
  return range;
}

const COMPARISONS: [string, (point: ParsedPoint) => DateRange][] = [
  [">=", (point) => ({ from: lower(point, true) })],
  ["<=", (point) => ({ to: upper(point, true) })],
  [">", (point) => ({ from: lower(point, false) })],
  ["<", (point) => ({ to: upper(point, false) })],
];

export function parseDateRange(input: string | undefined): DateRange | null {
  const text = (input ?? "").trim();
  if (!text) return null;
  if (/^[[(].*[\])]$/.test(text)) return parseInterval(text);
  for (const [operator, build] of COMPARISONS) {
    if (text.startsWith(operator)) return build(parsePoint(text.slice(operator.length)));
  }
  const point = parsePoint(text);
  return point.wholeDay
    ? { from: { at: point.at, inclusive: true }, to: { at: nextDay(point.at), inclusive: false } }
    : { from: { at: point.at, inclusive: true }, to: { at: point.at, inclusive: true } };
}
