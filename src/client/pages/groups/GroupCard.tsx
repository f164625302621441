// One group in the groups list: its icon (or its initial), its name linking to its page, its privacy, what the viewer
// is there (leader, member, invited, asked to join), its description and its member count.
import { formatCompactNumber } from "../../../lib/format-number";
import type { Group } from "../../../types/generated/api/group";
import { AppLink } from "../../../ui/AppLink";
import { Badge } from "../../../ui/Badge";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { GroupPrivacyBadge } from "../../groups/GroupPrivacyBadge";

function GroupIcon({ group }: { group: Group }) {
  // Decoration: the name beside it says the same.
  if (group.iconUrl) {
    return (
      <img
        src={group.iconUrl}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-box object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-box bg-primary text-xl font-bold text-primary-contrast"
    >
      {group.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function ViewerBadge({ viewer }: { viewer: Group["viewer"] }) {
  const t = useT();
  if (viewer.membership === "leader") return <Badge tone="success">{t("Leader")}</Badge>;
  if (viewer.membership === "member") return <Badge tone="success">{t("Member")}</Badge>;
  if (viewer.invitationID !== null) return <Badge tone="warning">{t("Invited")}</Badge>;
  if (viewer.hasApplied) return <Badge tone="muted">{t("Request sent")}</Badge>;
  return null;
}

export function GroupCard({ group }: { group: Group }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="flex gap-3 rounded-box border border-border bg-bg p-4">
      <GroupIcon group={group} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-base font-semibold break-words">
          <AppLink to={group.url} className="text-fg-heading hover:text-primary hover:underline">
            {group.name}
          </AppLink>
        </h2>
        <div className="flex flex-wrap items-center gap-1.5">
          <GroupPrivacyBadge privacy={group.privacy} />
          <ViewerBadge viewer={group.viewer} />
        </div>
        {group.description ? <p className="line-clamp-3 text-sm text-fg">{group.description}</p> : null}
        <p className="text-xs text-fg-muted">
          {t("{count, plural, one {{number} member} other {{number} members}}", {
            count: group.countMembers,
            number: formatCompactNumber(group.countMembers, locale),
          })}
        </p>
      </div>
    </li>
  );
}
