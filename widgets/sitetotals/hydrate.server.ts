// Server data for Site Totals: the shown counts in the author's order, site-wide or for one site section. Record types the site does not track
// (online users) are left out rather than shown as a misleading zero.
import type { LayoutContext } from "../../src/server/layouts/context";
import { isCountable, siteTotals } from "../../src/server/services/site-totals";
import { sectionCategoryIDs, widgetSection } from "../../src/server/services/widget-scope";
import type { SiteTotalsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/sitetotals";
import type { SiteTotalsWidgetProps } from "../../src/types/generated/widgets/sitetotals";

export async function hydrateSiteTotals(
  props: SiteTotalsWidgetProps,
  context: LayoutContext,
): Promise<SiteTotalsWidgetHydrated | null> {
  const shown = props.apiParams.counts.filter((item) => !item.isHidden && isCountable(item.recordType));
  if (shown.length === 0) return null;
  const { filter, siteSectionID } = props.apiParams;
  const ctx = context.services;
  const section = filter
    ? await sectionCategoryIDs(
        ctx,
        await widgetSection(ctx, context.site, context.params.siteSection, siteSectionID),
      )
    : undefined;
  const counts: ReadonlyMap<string, number> = await siteTotals(
    ctx,
    shown.map((item) => item.recordType).filter(isCountable),
    section,
  );
  return {
    ...props,
    totals: shown.map((item) => ({
      recordType: item.recordType,
      label: item.label,
      count: counts.get(item.recordType) ?? 0,
    })),
  };
}
