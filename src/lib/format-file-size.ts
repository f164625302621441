// File sizes (docs/reference/ui-behaviour.md#shared-components: B to TB in steps of 1024), e.g. for upload limits and
// attachment lists. English writes "1.5 KB"; other locales let Intl write the number and the unit ("1,5 ko").

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;
const INTL_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;
const STEP = 1024;

const isEnglish = (locale: string) => locale === "en" || locale.startsWith("en-");

/**
 * 0 → "0 B", 1023 → "1023 B", 1536 → "1.5 KB", 5 * 1024 ** 2 → "5 MB"; TB is the largest unit. In French 1536 →
 * "1,5 ko".
 */
export function formatFileSize(bytes: number, locale = "en"): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit++;
  }
  // 1023.96 KB would round to "1024 KB": show it as the next unit instead.
  if (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unit++;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  if (isEnglish(locale)) {
    const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
    return `${text} ${UNITS[unit]}`;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: INTL_UNITS[unit],
    maximumFractionDigits: 1,
  }).format(rounded);
}
