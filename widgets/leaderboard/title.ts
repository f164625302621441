// The leaderboard's title: the author's, or one naming the time frame (a catalogue key the widget translates). Pure,
// so previews share it.
import { msg } from "../../src/lib/i18n/msg";
import type { LeaderboardWidgetProps } from "../../src/types/generated/widgets/leaderboard";

const DEFAULT_LEADERBOARD_TITLES: Record<LeaderboardWidgetProps["apiParams"]["slotType"], string> = {
  d: msg("Today's Leaders"),
  w: msg("This Week's Leaders"),
  m: msg("This Month's Leaders"),
  y: msg("This Year's Leaders"),
  a: msg("All Time Leaders"),
};

export function leaderboardTitle(props: LeaderboardWidgetProps): string {
  if (props.titleType === "none") return "";
  return props.title || DEFAULT_LEADERBOARD_TITLES[props.apiParams.slotType];
}
