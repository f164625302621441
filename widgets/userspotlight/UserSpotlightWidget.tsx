// User Spotlight (docs/reference/layout-widgets.md#widgets): one member's photo, name and counts beside the author's
// words about them. The text sits left or right of the photo on wide screens and below it on phones.
import { formatCompactNumber, formatFullNumber } from "../../src/lib/format-number";
import { plural } from "../../src/lib/text";
import type { UserSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/userspotlight";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { UserPhoto } from "../../src/ui/UserPhoto";

export default function UserSpotlightWidget(props: UserSpotlightWidgetHydrated) {
  const { userInfo: user } = props;
  const title = props.titleType === "none" ? "" : props.title;
  const description = props.descriptionType === "none" ? "" : props.description;
  const right = props.userTextAlignment === "right";
  const counts = [
    { key: "discussions", count: user.countDiscussions, one: "%s discussion", many: "%s discussions" },
    { key: "comments", count: user.countComments, one: "%s comment", many: "%s comments" },
  ];
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle}
      containerOptions={{ ...props.containerOptions, headerAlignment: "left" }}
    >
      <div
        data-widget="user-spotlight"
        className={cx(
          "flex flex-col items-center gap-4 text-center sm:items-start sm:gap-6 sm:text-left",
          right ? "sm:flex-row-reverse sm:text-right" : "sm:flex-row",
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
              <li key={item.key} title={formatFullNumber(item.count)}>
                {plural(item.count, item.one, item.many, formatCompactNumber(item.count))}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HomeWidgetContainer>
  );
}
