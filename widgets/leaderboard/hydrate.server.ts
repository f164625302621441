// Server data for the Leaderboard: the top members by the chosen points model, site-wide or in a site section or
// category; hidden when nobody scored.
// Without a title, the widget names its time frame ("All Time Leaders", "This Week's Leaders"…).
import type { LayoutContext } from "../../src/server/layouts/context";
import { leaderboard } from "../../src/server/services/leaderboard";
import { categoryTreeIDs, sectionCategoryIDs, widgetSection } from "../../src/server/services/widget-scope";
import type { LeaderboardWidgetHydrated } from "../../src/types/generated/widgets/hydrated/leaderboard";
import type { LeaderboardWidgetProps } from "../../src/types/generated/widgets/leaderboard";
import { leaderboardTitle } from "./title";

/** The categories whose points count: a site section's, a category tree, or every one (undefined). */
async function scopeOf(
  props: LeaderboardWidgetProps,
  context: LayoutContext,
): Promise<Set<number> | undefined> {
  const { filter, siteSectionID, categoryID } = props.apiParams;
  const ctx = context.services;
  if (filter === "category") return categoryTreeIDs(ctx, categoryID ?? Number(context.params.categoryID));
  if (filter !== "subcommunity") return undefined;
  return sectionCategoryIDs(
    ctx,
    await widgetSection(ctx, context.site, context.params.siteSection, siteSectionID),
  );
}

export async function hydrateLeaderboard(
  props: LeaderboardWidgetProps,
  context: LayoutContext,
): Promise<LeaderboardWidgetHydrated | null> {
  const leaders = await leaderboard(
    context.services,
    props.apiParams,
    Date.now(),
    await scopeOf(props, context),
  );
  if (leaders.length === 0) return null;
  return {
    ...props,
    title: leaderboardTitle(props),
    description: props.descriptionType === "none" ? "" : props.description,
    leaders,
  };
}
