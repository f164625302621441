// The leaderboard's title: the author's, or one naming the time frame. Pure, so previews share it.
import type { LeaderboardWidgetProps } from "../../src/types/generated/widgets/leaderboard";

const DEFAULT_LEADERBOARD_TITLES: Record<LeaderboardWidgetProps["apiParams"]["slotType"], string> = {
  d: "Today's Leaders",
  w: "This Week's Leaders",
  m: "This Month's Leaders",
  y: "This Year's Leaders",
  a: "All Time Leaders",
};

export function leaderboardTitle(props: LeaderboardWidgetProps): string {
  if (props.titleType === "none") return "";
  return props.title || DEFAULT_LEADERBOARD_TITLES[props.apiParams.slotType];
}
