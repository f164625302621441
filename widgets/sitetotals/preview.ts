// Preview loader for Site Totals: factory counts of a mid-sized community; untracked types are left out.
import type { SiteTotalsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/sitetotals";
import type { SiteTotalsWidgetProps } from "../../src/types/generated/widgets/sitetotals";
import { makeSiteTotals } from "../../tests/factories";

export async function previewSiteTotals(
  props: SiteTotalsWidgetProps,
): Promise<SiteTotalsWidgetHydrated | null> {
  const counts = makeSiteTotals();
  const totals = props.apiParams.counts.flatMap((item) => {
    const count = counts[item.recordType];
    return item.isHidden || count === undefined
      ? []
      : [{ recordType: item.recordType, label: item.label, count }];
  });
  return totals.length === 0 ? null : { ...props, totals };
}
