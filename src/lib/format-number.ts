// Compact numbers (docs/reference/ui-behaviour.md#shared-components: abbreviate as k, m, b, t from 1000 up;
// docs/reference/ui-behaviour.md#pager: counts above 999). The digits follow the locale ("1,5k" in French); the
// suffixes stay.

const UNITS: Array<{ value: number; suffix: string }> = [
  { value: 1e12, suffix: "t" },
  { value: 1e9, suffix: "b" },
  { value: 1e6, suffix: "m" },
  { value: 1e3, suffix: "k" },
];

const digitFormats = new Map<string, Intl.NumberFormat>();
const fullFormats = new Map<string, Intl.NumberFormat>();

/** At most one decimal, in the locale's digits; no grouping ("12345t", as before). */
function decimal(value: number, locale: string): string {
  let format = digitFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
    digitFormats.set(locale, format);
  }
  // Rounded first, as before, so that halves round the same way in every locale (1.45 is stored as 1.4499…).
  return format.format(Math.round(value * 10) / 10);
}

/** 999 → "999", 1000 → "1k", 1250 → "1.3k", 15_400 → "15.4k", 2_000_000 → "2m"; in French 1250 → "1,3k". */
export function formatCompactNumber(value: number, locale = "en"): string {
  if (!Number.isFinite(value)) return decimal(0, locale);
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  for (let index = 0; index < UNITS.length; index++) {
    const unit = UNITS[index];
    if (!unit || abs < unit.value) continue;
    const scaled = Math.round((abs / unit.value) * 10) / 10;
    // 999_950 rounds to "1000k": promote it to the next unit instead.
    const bigger = UNITS[index - 1];
    if (scaled >= 1000 && bigger) return `${sign}${decimal(abs / bigger.value, locale)}${bigger.suffix}`;
    return `${sign}${decimal(abs / unit.value, locale)}${unit.suffix}`;
  }
  return `${sign}${decimal(Math.round(abs), locale)}`;
}

/** Full number with thousands separators, for titles and screen readers. */
export function formatFullNumber(value: number, locale = "en-US"): string {
  // One formatter per locale: building one costs far more than using it, and a list page formats hundreds of counts.
  let format = fullFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    fullFormats.set(locale, format);
  }
  return format.format(value);
}
