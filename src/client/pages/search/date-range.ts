// The search page's date range and the API's dateInserted (search-query.schema.json): from and to → `[from,to]`,
// from only → `>=from`, to only → `<=to`; a single date is that whole day. Reading accepts those forms and the open
// ones, `(a,b)`, `>a`, `<b`. Dates are YYYY-MM-DD (what a date input gives). Pure.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRange {
  from: string;
  to: string;
}

const NONE: DateRange = { from: "", to: "" };

const isDate = (text: string) => DATE.test(text) && !Number.isNaN(Date.parse(text));

export function dateRangeParam(from: string, to: string): string {
  const start = isDate(from) ? from : "";
  const end = isDate(to) ? to : "";
  if (start && end) return `[${start},${end}]`;
  if (start) return `>=${start}`;
  if (end) return `<=${end}`;
  return "";
}

export function dateRangeFrom(text: string): DateRange {
  const value = text.trim();
  if (isDate(value)) return { from: value, to: value };
  const between = /^[[(]\s*([^,\s]*)\s*,\s*([^\])\s]*)\s*[\])]$/.exec(value);
  if (between) {
    return {
      from: isDate(between[1] ?? "") ? (between[1] ?? "") : "",
      to: isDate(between[2] ?? "") ? (between[2] ?? "") : "",
    };
  }
  const compared = /^(>=|>|<=|<)\s*(\S+)$/.exec(value);
  if (compared && isDate(compared[2] ?? "")) {
    const date = compared[2] ?? "";
    return compared[1]?.startsWith(">") ? { from: date, to: "" } : { from: "", to: date };
  }
  return NONE;
}
