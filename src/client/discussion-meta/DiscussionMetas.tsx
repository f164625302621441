// The meta line of a discussion (docs/reference/layout-widgets.md#widget-props-in-detail): views and comments only
// when above 0, the last user only when there are comments, "Started by", "Most recent by" (names open the user
// card), the category, the score and at most 3 user tags. Shared by the post lists and Suggested Content, which
// both take the same discussionOptions.metas.
import type { ReactNode } from "react";
import { useAddonEnabled } from "../../layout/use-addon-enabled";
import { formatCompactNumber, formatFullNumber } from "../../lib/format-number";
import { msg } from "../../lib/i18n/msg";
import { userDisplayName } from "../../lib/placeholder-users";
import { formatPoints } from "../../lib/text";
import type { Discussion } from "../../types/generated/api/discussion";
import type { DiscussionMetaOptions } from "../../types/generated/widgets/common/discussion-meta-options";
import { Badge } from "../../ui/Badge";
import { Icon } from "../../ui/Icon";
import { RichMessage, useLocale, useT } from "../../ui/i18n/i18n-context";
import { RelativeTime } from "../../ui/RelativeTime";
import { UserCardLink, type UserCardUser } from "../user-card/UserCardLink";
import { InPlace } from "./InPlace";

const MAX_USER_TAGS = 3;

const META = "inline-flex items-center gap-1";

export function DiscussionMetas({
  discussion,
  metas,
}: {
  discussion: Discussion;
  metas: DiscussionMetaOptions;
}) {
  const t = useT();
  const show = metas.display;
  const comments = discussion.countComments;
  const lastUser = comments > 0 && show.lastUser ? discussion.lastUser : null;
  // User tags belong to the tagging addon: none while it is off (docs/reference/addons.md).
  const taggingOn = useAddonEnabled("tagging");
  // The score is the votes' (the reactions addon): it goes with them.
  const reactionsOn = useAddonEnabled("reactions");
  const userTags =
    show.userTags && taggingOn ? (discussion.tags ?? []).filter((tag) => tag.type === "User") : [];
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.8125rem] text-fg-muted">
      {show.startedByUser && discussion.insertUser ? (
        <li className={META}>
          <RichMessage
            id="Started by <user>{name}</user>"
            values={{
              name: userDisplayName(discussion.insertUser, t),
              user: userLink(discussion.insertUser),
            }}
          />
        </li>
      ) : null}
      {show.viewCount && discussion.countViews > 0 ? (
        <CountMeta
          count={discussion.countViews}
          message={msg("{count, plural, one {{shown} view} other {{shown} views}}")}
          icon="eye"
          asIcon={metas.asIcons}
        />
      ) : null}
      {show.commentCount && comments > 0 ? (
        <CountMeta
          count={comments}
          message={msg("{count, plural, one {{shown} comment} other {{shown} comments}}")}
          icon="comment"
          asIcon={metas.asIcons}
        />
      ) : null}
      {lastUser || show.lastCommentDate ? (
        <li className={META}>
          {lastUser ? (
            <RichMessage
              id="Most recent by <user>{name}</user>"
              values={{ name: userDisplayName(lastUser, t), user: userLink(lastUser) }}
            />
          ) : null}
          {show.lastCommentDate ? <RelativeTime date={discussion.dateLastComment} /> : null}
        </li>
      ) : null}
      {show.category && discussion.category ? (
        <li className={META}>
          <InPlace place={discussion.category} />
        </li>
      ) : null}
      {show.score && reactionsOn ? (
        <li className={META}>
          {metas.asIcons ? <Icon name="arrowUp" size={14} /> : null}
          {formatPoints(discussion.score, t)}
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

/** A name that opens the user card, for a message's <user> tag. */
function userLink(user: UserCardUser) {
  return (chunks: ReactNode[]) => (
    <UserCardLink user={user} className="font-semibold text-fg hover:text-primary">
      {chunks}
    </UserCardLink>
  );
}

function CountMeta({
  count,
  message,
  icon,
  asIcon,
}: {
  count: number;
  /** A plural message: `count` picks the form, `shown` is the number as written. */
  message: string;
  icon: "eye" | "comment";
  asIcon: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const short = formatCompactNumber(count, locale);
  const label = t(message, { count, shown: formatFullNumber(count, locale) });
  if (asIcon) {
    return (
      <li className={META} title={label}>
        <Icon name={icon} size={14} />
        <span aria-hidden="true">{short}</span>
        <span className="sr-only">{label}</span>
      </li>
    );
  }
  return <li className={META}>{t(message, { count, shown: short })}</li>;
}

/**
 * Announcement, Closed and Q&A status badges (docs/reference/api-conventions.md#resources: statusID 1 Unanswered … 4
 * Rejected).
 */
export function DiscussionBadges({ discussion }: { discussion: Discussion }) {
  const t = useT();
  const status = discussion.type === "question" ? QUESTION_STATUS[discussion.statusID] : undefined;
  if (!discussion.pinned && !discussion.closed && !status) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {discussion.pinned ? (
        <Badge tone="primary">
          <Icon name="pin" size={12} />
          {t("Announcement")}
        </Badge>
      ) : null}
      {discussion.closed ? (
        <Badge tone="muted">
          <Icon name="lock" size={12} />
          {t("Closed")}
        </Badge>
      ) : null}
      {status ? <Badge tone={status.tone}>{t(status.label)}</Badge> : null}
    </span>
  );
}

const QUESTION_STATUS: Record<number, { label: string; tone: "muted" | "primary" | "success" | "warning" }> =
  {
    1: { label: msg("Unanswered"), tone: "warning" },
    2: { label: msg("Answered"), tone: "primary" },
    3: { label: msg("Accepted"), tone: "success" },
    4: { label: msg("Rejected"), tone: "muted" },
  };
