// The group page's header (docs/reference/layout-widgets.md#assets react.asset.groupHeader, docs/reference/groups.md
// #pages): the banner, the icon (or the name's initial), the name as the page's <h1>, the privacy and the counts, the
// description, and what the viewer may do there (GroupActions.tsx). Everything comes from the page's group as the
// server read it for the viewer; after an action the page's layout is read again.
import { GroupPrivacyBadge } from "../../src/client/groups/GroupPrivacyBadge";
import { formatCompactNumber } from "../../src/lib/format-number";
import type { Group } from "../../src/types/generated/api/group";
import type { GroupHeaderHydrated } from "../../src/types/generated/widgets/hydrated/group-header";
import { useLocale, useT } from "../../src/ui/i18n/i18n-context";
import { GroupActions } from "./GroupActions";

function GroupIcon({ group }: { group: Group }) {
  // Decoration: the name beside it says the same.
  if (group.iconUrl) {
    return (
      <img
        src={group.iconUrl}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-box object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-16 shrink-0 items-center justify-center rounded-box bg-primary text-3xl font-bold text-primary-contrast"
    >
      {group.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function Counts({ group }: { group: Group }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <span>
        {t("{count, plural, one {{number} member} other {{number} members}}", {
          count: group.countMembers,
          number: formatCompactNumber(group.countMembers, locale),
        })}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {t("{count, plural, one {{number} discussion} other {{number} discussions}}", {
          count: group.countDiscussions,
          number: formatCompactNumber(group.countDiscussions, locale),
        })}
      </span>
    </>
  );
}

export default function GroupHeaderAsset({
  group,
  signedIn,
  canRead,
  showBanner,
  showDescription,
}: GroupHeaderHydrated) {
  const t = useT();
  const banner = showBanner && group.bannerUrl;
  return (
    <section data-widget="group-header" className="flex flex-col gap-4">
      {showBanner ? (
        banner ? (
          <img src={group.bannerUrl ?? ""} alt="" className="h-40 w-full rounded-box object-cover sm:h-56" />
        ) : (
          <div aria-hidden="true" className="h-24 w-full rounded-box bg-primary-soft sm:h-32" />
        )
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <GroupIcon group={group} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-fg-heading sm:text-3xl">{group.name}</h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
            <GroupPrivacyBadge privacy={group.privacy} />
            <Counts group={group} />
          </p>
        </div>
      </div>
      {showDescription && group.description ? (
        <p className="max-w-prose whitespace-pre-line text-fg">{group.description}</p>
      ) : null}
      <GroupActions group={group} signedIn={signedIn} />
      {canRead ? null : (
        <p className="rounded-box border border-border bg-bg-hover px-4 py-3 text-sm text-fg">
          {t("Only members can read this group's discussions.")}
        </p>
      )}
    </section>
  );
}
