// One discussion in each display type: a list row, a card (grid and carousel) and a plain link. The author's
// photo and name open their user card where the app turns cards on. A signed-in viewer also gets the unread badge,
// and on rows the resolved icon (staff, triage on) and the discussion options menu (ItemStatus.tsx).
import { BulkCheckbox } from "../../src/client/bulk/BulkCheckbox";
import { DiscussionBadges, DiscussionMetas } from "../../src/client/discussion-meta/DiscussionMetas";
import { UserCardLink } from "../../src/client/user-card/UserCardLink";
import { formatCompactNumber } from "../../src/lib/format-number";
import { userDisplayName } from "../../src/lib/placeholder-users";
import type {
  Discussion,
  DiscussionsWidgetProps,
} from "../../src/types/generated/widgets/hydrated/discussions";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";
import { useLocale, useT } from "../../src/ui/i18n/i18n-context";
import { UserPhoto } from "../../src/ui/UserPhoto";
import { ItemOptions, ResolvedIcon, UnreadBadge } from "./ItemStatus";

type Options = DiscussionsWidgetProps["discussionOptions"];

function TitleLink({ discussion, className }: { discussion: Discussion; className?: string }) {
  return (
    <AppLink
      to={discussion.url}
      className={cx(
        "font-semibold text-fg-heading hover:text-primary hover:underline underline-offset-2",
        className,
      )}
    >
      {discussion.name}
    </AppLink>
  );
}

export function DiscussionRow({
  discussion,
  options,
  selectable = false,
  member = false,
  image,
}: {
  discussion: Discussion;
  options: Options;
  /** A bulk-moderation checkbox leads the row. */
  selectable?: boolean;
  /** A signed-in viewer: unread badge, resolved icon and options menu. */
  member?: boolean;
  /** The featured image (apiParams.featuredImage), at the row's end. */
  image?: string | undefined;
}) {
  const t = useT();
  const excerpt = options.excerpt.display ? discussion.excerpt : "";
  return (
    <article className={cx("flex gap-3 py-4", discussion.pinned && "relative")}>
      {selectable ? <BulkCheckbox discussion={discussion} /> : null}
      {discussion.insertUser ? (
        <UserCardLink
          user={discussion.insertUser}
          label={userDisplayName(discussion.insertUser, t)}
          fallback="none"
          className="self-start leading-none"
        >
          <UserPhoto url={discussion.insertUser.photoUrl} size={40} className="mt-0.5" />
        </UserCardLink>
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {member ? <ResolvedIcon discussion={discussion} /> : null}
          <h3 className="min-w-0 text-base leading-snug">
            <TitleLink discussion={discussion} />
          </h3>
          <UnreadBadge discussion={discussion} signedIn={member} />
          <DiscussionBadges discussion={discussion} />
        </div>
        {excerpt ? <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{excerpt}</p> : null}
        <div className="mt-2">
          <DiscussionMetas discussion={discussion} metas={options.metas} />
        </div>
      </div>
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className="hidden h-16 w-24 shrink-0 self-start rounded-control object-cover sm:block"
        />
      ) : null}
      {member ? (
        <div className="shrink-0 self-start">
          <ItemOptions discussion={discussion} />
        </div>
      ) : null}
    </article>
  );
}

/** Grid and carousel tiles: metas always as icons, so the tiles stay compact (as the editor does). */
export function DiscussionCard({
  discussion,
  options,
  member = false,
  image,
}: {
  discussion: Discussion;
  options: Options;
  /** A signed-in viewer: the unread badge. */
  member?: boolean;
  /** The featured image (apiParams.featuredImage), above the title. */
  image?: string | undefined;
}) {
  const excerpt = options.excerpt.display ? discussion.excerpt : "";
  return (
    <article className="flex h-full flex-col rounded-box border border-border bg-bg p-4 transition-shadow hover:shadow-raised">
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className="mb-3 aspect-video w-full rounded-control object-cover"
        />
      ) : null}
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <UnreadBadge discussion={discussion} signedIn={member} />
        <DiscussionBadges discussion={discussion} />
      </span>
      <h3 className="mt-1 text-base leading-snug">
        <TitleLink discussion={discussion} className="line-clamp-2" />
      </h3>
      {excerpt ? <p className="mt-2 line-clamp-3 text-sm text-fg-muted">{excerpt}</p> : null}
      <div className="mt-auto pt-3">
        <DiscussionMetas
          discussion={discussion}
          metas={{
            asIcons: true,
            display: { ...options.metas.display, startedByUser: false, lastUser: false, userTags: false },
          }}
        />
      </div>
    </article>
  );
}

export function DiscussionLink({ discussion }: { discussion: Discussion }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <TitleLink discussion={discussion} className="min-w-0 text-sm" />
      {discussion.countComments > 0 ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-xs text-fg-muted">
          <Icon name="comment" size={13} />
          <span aria-hidden="true">{formatCompactNumber(discussion.countComments, locale)}</span>
          <span className="sr-only">
            {t("{count, plural, one {# comment} other {# comments}}", { count: discussion.countComments })}
          </span>
        </span>
      ) : null}
    </div>
  );
}
