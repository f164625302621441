// Leaderboard (docs/reference/layout-widgets.md#widgets): the top members, ranked, with their points for the chosen
// time frame.
import { formatCompactNumber, formatFullNumber } from "../../src/lib/format-number";
import { plural } from "../../src/lib/text";
import type { LeaderboardWidgetHydrated } from "../../src/types/generated/widgets/hydrated/leaderboard";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { UserPhoto } from "../../src/ui/UserPhoto";

const UNITS: Record<LeaderboardWidgetHydrated["apiParams"]["leaderboardType"], [string, string]> = {
  reputation: ["%s point", "%s points"],
  posts: ["%s post", "%s posts"],
  acceptedAnswers: ["%s accepted answer", "%s accepted answers"],
};

export default function LeaderboardWidget(props: LeaderboardWidgetHydrated) {
  const [one, many] = UNITS[props.apiParams.leaderboardType];
  return (
    <HomeWidgetContainer
      title={props.titleType === "none" ? "" : props.title}
      subtitle={props.subtitle}
      description={props.descriptionType === "none" ? "" : props.description}
      containerOptions={props.containerOptions}
    >
      <ol data-widget="leaderboard" className="divide-y divide-border">
        {props.leaders.map((leader, index) => (
          <li key={leader.user.userID} className="flex items-center gap-3 py-2.5">
            <span
              aria-hidden="true"
              className={cx(
                "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums",
                index < 3 ? "bg-primary text-primary-contrast" : "bg-bg-hover text-fg-muted",
              )}
            >
              {index + 1}
            </span>
            <UserPhoto url={leader.user.photoUrl} size={28} />
            <AppLink
              to={leader.user.url}
              className="min-w-0 flex-1 truncate text-sm font-semibold text-fg-heading hover:text-primary hover:underline underline-offset-2"
            >
              {leader.user.name}
            </AppLink>
            <span
              className="shrink-0 text-sm text-fg-muted tabular-nums"
              title={formatFullNumber(leader.points)}
            >
              {plural(leader.points, one, many, formatCompactNumber(leader.points))}
            </span>
          </li>
        ))}
      </ol>
    </HomeWidgetContainer>
  );
}
