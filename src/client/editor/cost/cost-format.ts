// The cost meter's numbers in words: queries as a count, bytes as a file size, time in milliseconds, each in the
// page's locale, and what exceeds the budget.
import { formatFileSize } from "../../../lib/format-file-size";
import { formatFullNumber } from "../../../lib/format-number";
import { msg } from "../../../lib/i18n/msg";
import type { CostAmount, CostMetric, Overrun } from "../../../lib/layout/cost-budget";
import type { TranslateFn } from "../i18n";

/** Milliseconds in the locale's words ("12 ms"), a decimal below 10. */
export function formatMs(ms: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "millisecond",
    maximumFractionDigits: ms < 10 ? 1 : 0,
  }).format(ms);
}

/** One metric's value alone, as the table's cells show it. */
export function metricValue(metric: CostMetric, value: number, locale: string): string {
  if (metric === "bytes") return formatFileSize(value, locale);
  if (metric === "ms") return formatMs(value, locale);
  return formatFullNumber(value, locale);
}

export const METRIC_NAMES: Record<CostMetric, string> = {
  queries: msg("Queries"),
  bytes: msg("Size"),
  ms: msg("Time"),
};

/** "25 queries, 37.2 KB, 212 ms". */
export function amountText(amount: CostAmount, t: TranslateFn, locale: string): string {
  return [
    t("{count, plural, one {# query} other {# queries}}", { count: amount.queries }),
    formatFileSize(amount.bytes, locale),
    formatMs(amount.ms, locale),
  ].join(", ");
}

/** "Queries: 25 (budget 12), Size: 37.2 KB (budget 32 KB)". */
export function overText(over: readonly Overrun[], t: TranslateFn, locale: string): string {
  return over
    .map((item) =>
      t("{metric}: {value} (budget {limit})", {
        metric: t(METRIC_NAMES[item.metric]),
        value: metricValue(item.metric, item.value, locale),
        limit: metricValue(item.metric, item.limit, locale),
      }),
    )
    .join(", ");
}
