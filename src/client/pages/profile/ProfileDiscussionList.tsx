// A user's discussions on their profile: title, category, when it started, comments, and who wrote last (whose
// name opens their user card).
import type { Discussion } from "../../../types/generated/api/discussion";
import { AppLink } from "../../../ui/AppLink";
import { useT } from "../../../ui/i18n/i18n-context";
import { RelativeTime } from "../../../ui/RelativeTime";
import { InPlace } from "../../discussion-meta/InPlace";
import { UserCardLink } from "../../user-card/UserCardLink";

/** `label`: the list's accessible name, in the page's language. */
export function ProfileDiscussionList({ discussions, label }: { discussions: Discussion[]; label: string }) {
  const t = useT();
  return (
    <ul className="divide-y divide-border" aria-label={label}>
      {discussions.map((discussion) => (
        <li key={discussion.discussionID} className="py-3">
          <AppLink
            to={discussion.url}
            className="font-semibold text-fg-heading hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {discussion.name}
          </AppLink>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            <RelativeTime date={discussion.dateInserted} />
            {discussion.category ? (
              <span>
                <InPlace place={discussion.category} />
              </span>
            ) : null}
            <span>
              {t("{count, plural, one {# comment} other {# comments}}", { count: discussion.countComments })}
            </span>
            {discussion.countComments > 0 && discussion.lastUser ? (
              <span className="inline-flex items-center gap-1">
                {t("Most recent by")}
                <UserCardLink user={discussion.lastUser} className="font-semibold text-fg hover:text-primary">
                  {discussion.lastUser.name}
                </UserCardLink>
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
