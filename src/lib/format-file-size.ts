// File sizes (docs/reference/ui-behaviour.md#shared-components: B to TB in steps of 1024), e.g. for upload limits and
// attachment lists.

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;
const STEP = 1024;

/** 0 → "0 B", 1023 → "1023 B", 1536 → "1.5 KB", 5 * 1024 ** 2 → "5 MB"; TB is the largest unit. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  let value = bytes;
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
  const text = unit === 0 ? String(Math.round(value)) : trimDecimal(value);
  return `${text} ${UNITS[unit]}`;
}

function trimDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
