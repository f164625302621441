// Leaderboard (docs/reference/layout-widgets.md#widgets): the top members, ranked, with their points for the chosen
// time frame.
import { formatCompactNumber, formatFullNumber } from "../../src/lib/format-number";
import { msg } from "../../src/lib/i18n/msg";
import type { LeaderboardWidgetHydrated } from "../../src/types/generated/widgets/hydrated/leaderboard";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { useI18n, useLocale } from "../../src/ui/i18n/i18n-context";
import { UserPhoto } from "../../src/ui/UserPhoto";

/** `count` picks the plural form, `number` is what shows (compact: "1.2k"). */
const UNITS: Record<LeaderboardWidgetHydrated["apiParams"]["leaderboardType"], string> = {
  reputation: msg("{count, plural, one {{number} point} other {{number} points}}"),
  posts: msg("{count, plural, one {{number} post} other {{number} posts}}"),
  acceptedAnswers: msg("{count, plural, one {{number} accepted answer} other {{number} accepted answers}}"),
};

export default function LeaderboardWidget(props: LeaderboardWidgetHydrated) {
  // The author's own texts, or the time frame's default title (title.ts): catalogue keys when they are defaults.
  const i18n = useI18n();
  const locale = useLocale();
  const unit = UNITS[props.apiParams.leaderboardType];
  return (
    <HomeWidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title)}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
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
              title={formatFullNumber(leader.points, locale)}
            >
              {i18n.t(unit, { count: leader.points, number: formatCompactNumber(leader.points, locale) })}
            </span>
          </li>
        ))}
      </ol>
    </HomeWidgetContainer>
  );
}
