// Compact numbers (docs/reference/ui-behaviour.md#shared-components: abbreviate as k, m, b, t from 1000 up;
// docs/reference/ui-behaviour.md#pager: counts above 999).

const UNITS: Array<{ value: number; suffix: string }> = [
  { value: 1e12, suffix: "t" },
  { value: 1e9, suffix: "b" },
  { value: 1e6, suffix: "m" },
  { value: 1e3, suffix: "k" },
];

/** 999 → "999", 1000 → "1k", 1250 → "1.3k", 15_400 → "15.4k", 2_000_000 → "2m". */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  for (let index = 0; index < UNITS.length; index++) {
    const unit = UNITS[index];
    if (!unit || abs < unit.value) continue;
    const scaled = Math.round((abs / unit.value) * 10) / 10;
    // 999_950 rounds to "1000k": promote it to the next unit instead.
    const bigger = UNITS[index - 1];
    if (scaled >= 1000 && bigger) return `${sign}${trimDecimal(abs / bigger.value)}${bigger.suffix}`;
    return `${sign}${trimDecimal(abs / unit.value)}${unit.suffix}`;
  }
  return `${sign}${Math.round(abs)}`;
}

function trimDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** Full number with thousands separators, for titles and screen readers. */
export function formatFullNumber(value: number, locale = "en-US"): string {
  return new Intl.NumberFormat(locale).format(value);
}
