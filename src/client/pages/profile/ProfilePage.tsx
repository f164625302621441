// /profile/{userName}: the profile's overview — the reactions the user's posts received (each leading to the
// posts that got it) and their latest discussions, with a link to all of them.
import { useParams } from "react-router";
import { useAddonEnabled } from "../../../layout/use-addon-enabled";
import { formatCompactNumber } from "../../../lib/format-number";
import type { User } from "../../../types/generated/api/user";
import { AppLink } from "../../../ui/AppLink";
import { FormAlert } from "../../../ui/FormAlert";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useUserDiscussions } from "../../api/discussions";
import { failureFromError } from "../entry-form";
import { ProfileDiscussionList } from "./ProfileDiscussionList";
import { ProfileFrame } from "./ProfileFrame";
import { profileDiscussionsUrl, profileReactionsUrl } from "./profile-paths";

const RECENT_DISCUSSIONS = 5;

export function ProfilePage() {
  const { userName = "" } = useParams();
  // No reactions summary while the reactions addon is off: its links lead to pages that answer 404.
  const reactionsOn = useAddonEnabled("reactions");
  return (
    <ProfileFrame source={{ name: userName }} tab="overview">
      {(user) => (
        <div className="grid gap-8">
          {reactionsOn ? <ReactionsSummary user={user} /> : null}
          <RecentDiscussions user={user} />
        </div>
      )}
    </ProfileFrame>
  );
}

function ReactionsSummary({ user }: { user: User }) {
  const t = useT();
  const locale = useLocale();
  const received = user.reactionsReceived ?? [];
  return (
    <section aria-labelledby="profile-reactions">
      <h2 id="profile-reactions" className="text-lg font-semibold text-fg-heading">
        {t("Reactions received")}
      </h2>
      {received.length === 0 ? (
        <p className="mt-2 text-fg-muted">{t("No reactions yet.")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {received.map((entry) => (
            <li key={entry.tagID}>
              <AppLink
                to={profileReactionsUrl(user.name, entry.urlcode)}
                className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                {entry.name} <span className="font-semibold">{formatCompactNumber(entry.count, locale)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentDiscussions({ user }: { user: User }) {
  const t = useT();
  const locale = useLocale();
  const list = useUserDiscussions({ insertUserID: user.userID, limit: RECENT_DISCUSSIONS });
  let body: React.ReactNode;
  if (list.isPending) body = <Loader label={t("Loading discussions")} className="mt-4" />;
  else if (list.isError)
    body = <FormAlert className="mt-3" message={failureFromError(list.error, [], t).message} />;
  else if (list.data.items.length === 0)
    body = <p className="mt-2 text-fg-muted">{t("No discussions yet.")}</p>;
  else {
    body = (
      <>
        <ProfileDiscussionList discussions={list.data.items} label={t("Latest discussions")} />
        {list.data.total > list.data.items.length ? (
          <AppLink
            to={profileDiscussionsUrl(user.userID, user.name)}
            className="mt-2 inline-block text-sm font-semibold text-primary hover:underline"
          >
            {t("All discussions ({count})", { count: formatCompactNumber(list.data.total, locale) })}
          </AppLink>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="profile-latest">
      <h2 id="profile-latest" className="text-lg font-semibold text-fg-heading">
        {t("Latest discussions")}
      </h2>
      {body}
    </section>
  );
}
