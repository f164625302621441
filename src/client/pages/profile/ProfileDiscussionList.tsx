// A user's discussions on their profile: title, category, when it started, comments, and who wrote last (whose
// name opens their user card).
import { plural } from "../../../lib/text";
import type { Discussion } from "../../../types/generated/api/discussion";
import { AppLink } from "../../../ui/AppLink";
import { RelativeTime } from "../../../ui/RelativeTime";
import { UserCardLink } from "../../user-card/UserCardLink";

export function ProfileDiscussionList({ discussions, label }: { discussions: Discussion[]; label: string }) {
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
                in{" "}
                <AppLink to={discussion.category.url} className="font-semibold text-fg hover:text-primary">
                  {discussion.category.name}
                </AppLink>
              </span>
            ) : null}
            <span>{plural(discussion.countComments, "%s comment", "%s comments")}</span>
            {discussion.countComments > 0 && discussion.lastUser ? (
              <span className="inline-flex items-center gap-1">
                Most recent by
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
