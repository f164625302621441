// Role Spotlight: who holds one role (the moderators, the staff…), each member's photo, name and title in a grid
// that fills its column, and how many more hold it when the list is cut.
import { formatCompactNumber } from "../../src/lib/format-number";
import type { RoleSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/role-spotlight";
import { AppLink } from "../../src/ui/AppLink";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { useI18n, useLocale } from "../../src/ui/i18n/i18n-context";
import { UserPhoto } from "../../src/ui/UserPhoto";

export default function RoleSpotlightWidget(props: RoleSpotlightWidgetHydrated) {
  const more = props.countMembers - props.members.length;
  // The author's own texts (or the schema's default title, a catalogue key); the role's name and description are
  // records (texts.ts).
  const i18n = useI18n();
  const locale = useLocale();
  const own = (type: string, value: string) => (type === "static" ? i18n.text(value) : value);
  return (
    <HomeWidgetContainer
      title={own(props.titleType, props.title)}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={own(props.descriptionType, props.description)}
      containerOptions={{ ...props.containerOptions, headerAlignment: "left" }}
    >
      <div data-widget="role-spotlight">
        <ul
          aria-label={props.role.name}
          className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-4 gap-y-5"
        >
          {props.members.map((member) => (
            <li key={member.userID} className="flex min-w-0 flex-col items-center gap-2 text-center">
              <UserPhoto url={member.photoUrl} size={40} />
              <AppLink
                to={member.url}
                className="max-w-full truncate text-sm font-semibold text-fg-heading hover:text-primary hover:underline underline-offset-2"
              >
                {member.name}
              </AppLink>
              {member.title ? <span className="-mt-1.5 text-xs text-fg-muted">{member.title}</span> : null}
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="mt-4 text-sm text-fg-muted">
            {i18n.t("{count, plural, one {and {number} more member} other {and {number} more members}}", {
              count: more,
              number: formatCompactNumber(more, locale),
            })}
          </p>
        ) : null}
      </div>
    </HomeWidgetContainer>
  );
}
