// Server data for the Leaderboard: the top members by the chosen points model; hidden when nobody scored.
// Without a title, the widget names its time frame ("All Time Leaders", "This Week's Leaders"…).
import type { LayoutContext } from "../../src/server/layouts/context";
import { leaderboard } from "../../src/server/services/leaderboard";
import type { LeaderboardWidgetHydrated } from "../../src/types/generated/widgets/hydrated/leaderboard";
import type { LeaderboardWidgetProps } from "../../src/types/generated/widgets/leaderboard";
import { leaderboardTitle } from "./title";

export async function hydrateLeaderboard(
  props: LeaderboardWidgetProps,
  context: LayoutContext,
): Promise<LeaderboardWidgetHydrated | null> {
  const leaders = await leaderboard(context.services, props.apiParams);
  if (leaders.length === 0) return null;
  return {
    ...props,
    title: leaderboardTitle(props),
    description: props.descriptionType === "none" ? "" : props.description,
    leaders,
  };
}
