// Preview loader for the Leaderboard: factory users ranked by deterministic points, scaled by the time frame
// (a day's board holds fewer points than all time), with the server's default titles.
import type { LeaderboardWidgetHydrated } from "../../src/types/generated/widgets/hydrated/leaderboard";
import type { LeaderboardWidgetProps } from "../../src/types/generated/widgets/leaderboard";
import { makeUser, USER_COUNT } from "../../tests/factories";
import { rngFor } from "../../tests/factories/random";
import { leaderboardTitle } from "./title";

const SCALE = { d: 1, w: 5, m: 20, y: 200, a: 900 } as const;
const PER_TYPE = { reputation: 3, posts: 1, acceptedAnswers: 0.15 } as const;

export async function previewLeaderboard(
  props: LeaderboardWidgetProps,
): Promise<LeaderboardWidgetHydrated | null> {
  const { slotType, leaderboardType, limit } = props.apiParams;
  // The preview site is one section holding every category; one category's board holds fewer points.
  const share = props.apiParams.filter === "category" ? 0.3 : 1;
  const top = SCALE[slotType] * PER_TYPE[leaderboardType] * 10 * share;
  const leaders = Array.from({ length: Math.min(limit, USER_COUNT) }, (_, index) => {
    const userID = index + 1;
    const jitter = rngFor(`leader-${leaderboardType}-${slotType}`, userID).int(0, 9) / 100;
    return { user: makeUser({ userID }), points: Math.max(1, Math.round(top * (1 - index * 0.07 - jitter))) };
  }).sort((a, b) => b.points - a.points || a.user.userID - b.user.userID);
  return {
    ...props,
    title: leaderboardTitle(props),
    description: props.descriptionType === "none" ? "" : props.description,
    leaders,
  };
}
