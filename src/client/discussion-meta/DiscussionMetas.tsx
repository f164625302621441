// The meta line of a discussion (docs/reference/layout-widgets.md#widget-props-in-detail): views and comments only
// when above 0, the last user only when there are comments, "Started by", "Most recent by" (names open the user
// card), the category, the score and at most 3 user tags. Shared by the post lists and Suggested Content, which
// both take the same discussionOptions.metas.
import { formatCompactNumber, formatFullNumber } from "../../lib/format-number";
import { formatPoints, plural } from "../../lib/text";
import type { Discussion } from "../../types/generated/api/discussion";
import type { DiscussionMetaOptions } from "../../types/generated/widgets/common/discussion-meta-options";
import { AppLink } from "../../ui/AppLink";
import { Badge } from "../../ui/Badge";
import { Icon } from "../../ui/Icon";
import { RelativeTime } from "../../ui/RelativeTime";
import { UserCardLink } from "../user-card/UserCardLink";

const MAX_USER_TAGS = 3;

const META = "inline-flex items-center gap-1";

export function DiscussionMetas({
  discussion,
  metas,
}: {
  discussion: Discussion;
  metas: DiscussionMetaOptions;
}) {
  const show = metas.display;
  const comments = discussion.countComments;
  const lastUser = comments > 0 && show.lastUser ? discussion.lastUser : null;
  const userTags = show.userTags ? (discussion.tags ?? []).filter((tag) => tag.type === "User") : [];
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.8125rem] text-fg-muted">
      {show.startedByUser && discussion.insertUser ? (
        <li className={META}>
          Started by
          <UserCardLink user={discussion.insertUser} className="font-semibold text-fg hover:text-primary">
            {discussion.insertUser.name}
          </UserCardLink>
        </li>
      ) : null}
      {show.viewCount && discussion.countViews > 0 ? (
        <CountMeta
          count={discussion.countViews}
          one="%s view"
          other="%s views"
          icon="eye"
          asIcon={metas.asIcons}
        />
      ) : null}
      {show.commentCount && comments > 0 ? (
        <CountMeta
          count={comments}
          one="%s comment"
          other="%s comments"
          icon="comment"
          asIcon={metas.asIcons}
        />
      ) : null}
      {lastUser || show.lastCommentDate ? (
        <li className={META}>
          {lastUser ? (
            <>
              Most recent by
              <UserCardLink user={lastUser} className="font-semibold text-fg hover:text-primary">
                {lastUser.name}
              </UserCardLink>
            </>
          ) : null}
          {show.lastCommentDate ? <RelativeTime date={discussion.dateLastComment} /> : null}
        </li>
      ) : null}
      {show.category && discussion.category ? (
        <li className={META}>
          in
          <AppLink to={discussion.category.url} className="font-semibold text-fg hover:text-primary">
            {discussion.category.name}
          </AppLink>
        </li>
      ) : null}
      {show.score ? (
        <li className={META}>
          {metas.asIcons ? <Icon name="arrowUp" size={14} /> : null}
          {formatPoints(discussion.score)}
        </li>
      ) : null}
      {userTags.slice(0, MAX_USER_TAGS).map((tag) => (
        <li key={tag.tagID}>
          <Badge tone="muted">{tag.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

function CountMeta({
  count,
  one,
  other,
  icon,
  asIcon,
}: {
  count: number;
  one: string;
  other: string;
  icon: "eye" | "comment";
  asIcon: boolean;
}) {
  const label = plural(count, one, other, formatFullNumber(count));
  if (asIcon) {
    return (
      <li className={META} title={label}>
        <Icon name={icon} size={14} />
        <span aria-hidden="true">{formatCompactNumber(count)}</span>
        <span className="sr-only">{label}</span>
      </li>
    );
  }
  return <li className={META}>{plural(count, one, other, formatCompactNumber(count))}</li>;
}

/**
 * Announcement, Closed and Q&A status badges (docs/reference/api-conventions.md#resources: statusID 1 Unanswered … 4
 * Rejected).
 */
export function DiscussionBadges({ discussion }: { discussion: Discussion }) {
  const status = discussion.type === "question" ? QUESTION_STATUS[discussion.statusID] : undefined;
  if (!discussion.pinned && !discussion.closed && !status) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {discussion.pinned ? (
        <Badge tone="primary">
          <Icon name="pin" size={12} />
          Announcement
        </Badge>
      ) : null}
      {discussion.closed ? (
        <Badge tone="muted">
          <Icon name="lock" size={12} />
          Closed
        </Badge>
      ) : null}
      {status ? <Badge tone={status.tone}>{status.label}</Badge> : null}
    </span>
  );
}

const QUESTION_STATUS: Record<number, { label: string; tone: "muted" | "primary" | "success" | "warning" }> =
  {
    1: { label: "Unanswered", tone: "warning" },
    2: { label: "Answered", tone: "primary" },
    3: { label: "Accepted", tone: "success" },
    4: { label: "Rejected", tone: "muted" },
  };
