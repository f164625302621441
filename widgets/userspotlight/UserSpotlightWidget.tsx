// User Spotlight (docs/reference/layout-widgets.md#widgets): one member's photo, name and counts beside the author's
// words about them. The text sits left or right of the photo on wide screens (mirrored on right-to-left pages) and
// below it on phones.
import { formatCompactNumber, formatFullNumber } from "../../src/lib/format-number";
import { msg } from "../../src/lib/i18n/msg";
import type { UserSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/userspotlight";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { useI18n, useLocale } from "../../src/ui/i18n/i18n-context";
import { UserPhoto } from "../../src/ui/UserPhoto";

export default function UserSpotlightWidget(props: UserSpotlightWidgetHydrated) {
  const { userInfo: user } = props;
  // The author's own texts, or the schema's defaults (catalogue keys).
  const i18n = useI18n();
  const locale = useLocale();
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  const description = props.descriptionType === "none" ? "" : i18n.text(props.description);
  const right = props.userTextAlignment === "right";
  // `count` picks the plural form, `number` is what shows (compact: "1.2k").
  const counts = [
    {
      key: "discussions",
      count: user.countDiscussions,
      text: msg("{count, plural, one {{number} discussion} other {{number} discussions}}"),
    },
    {
      key: "comments",
      count: user.countComments,
      text: msg("{count, plural, one {{number} comment} other {{number} comments}}"),
    },
  ];
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      containerOptions={{ ...props.containerOptions, headerAlignment: "left" }}
    >
      <div
        data-widget="user-spotlight"
        className={cx(
          "flex flex-col items-center gap-4 text-center sm:items-start sm:gap-6",
          right ? "sm:flex-row-reverse sm:text-end" : "sm:flex-row sm:text-start",
        )}
      >
        <UserPhoto url={user.photoUrl} size={100} />
        <div className={cx("min-w-0 flex-1", right && "sm:flex sm:flex-col sm:items-end")}>
          {description ? (
            <p className="text-base text-fg sm:text-lg">
              <span aria-hidden="true">“</span>
              {description}
              <span aria-hidden="true">”</span>
            </p>
          ) : null}
          <p className={cx("text-base font-semibold", description && "mt-3")}>
            <AppLink
              to={user.url}
              className="text-fg-heading hover:text-primary hover:underline underline-offset-2"
            >
              {user.name}
            </AppLink>
          </p>
          {user.title ? <p className="text-sm text-fg-muted">{user.title}</p> : null}
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 text-sm text-fg-muted sm:justify-start">
            {counts.map((item) => (
              <li key={item.key} title={formatFullNumber(item.count, locale)}>
                {i18n.t(item.text, { count: item.count, number: formatCompactNumber(item.count, locale) })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HomeWidgetContainer>
  );
}
