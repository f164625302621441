// /profile/reactions/{userName}?reaction={urlcode}: the reactions the user's posts received, one tab per reaction
// type, and the posts that received the chosen one (the first type when the address names none), the most
// recently reacted to first (GET /users/{id}/reacted-posts).
import { Link, useParams, useSearchParams } from "react-router";
import { formatCompactNumber } from "../../../lib/format-number";
import type { User } from "../../../types/generated/api/user";
import { AppLink } from "../../../ui/AppLink";
import { cx } from "../../../ui/cx";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, useLocale, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { RelativeTime } from "../../../ui/RelativeTime";
import { useReactedPosts } from "../../api/users";
import { failureFromError } from "../entry-form";
import { PROFILE_LIST_LIMIT } from "./ProfileDiscussionsPage";
import { ProfileFrame } from "./ProfileFrame";
import { pageFrom, profileReactionsUrl } from "./profile-paths";

export function ProfileReactionsPage() {
  const { userName = "" } = useParams();
  return (
    <ProfileFrame source={{ name: userName }} tab="reactions">
      {(user) => <UserReactions user={user} />}
    </ProfileFrame>
  );
}

function UserReactions({ user }: { user: User }) {
  const [search] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const received = user.reactionsReceived ?? [];
  const asked = search.get("reaction")?.toLowerCase();
  const chosen =
    received.find((entry) => entry.urlcode.toLowerCase() === asked) ?? (asked ? undefined : received[0]);
  if (received.length === 0) return <p className="text-fg-muted">{t("No reactions yet.")}</p>;
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">{t("Reactions")}</h2>
      <ul className="flex flex-wrap gap-2" aria-label={t("Reactions received")}>
        {received.map((entry) => {
          const current = entry.tagID === chosen?.tagID;
          return (
            <li key={entry.tagID}>
              <Link
                to={profileReactionsUrl(user.name, entry.urlcode)}
                aria-current={current ? "page" : undefined}
                className={cx(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm",
                  "focus-visible:outline-2 focus-visible:outline-primary",
                  current
                    ? "border-primary bg-primary-soft text-primary-hover"
                    : "border-border hover:border-primary",
                )}
              >
                {entry.name} <span className="font-semibold">{formatCompactNumber(entry.count, locale)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {chosen ? (
        <ReactedPostList user={user} reaction={chosen.urlcode} name={chosen.name} />
      ) : (
        <p className="text-fg-muted">{t("No posts received this reaction.")}</p>
      )}
    </div>
  );
}

function ReactedPostList({ user, reaction, name }: { user: User; reaction: string; name: string }) {
  const [search] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const page = pageFrom(search);
  const list = useReactedPosts({ userID: user.userID, reaction, page, limit: PROFILE_LIST_LIMIT });
  if (list.isPending) return <Loader label={t("Loading posts")} />;
  if (list.isError) return <FormAlert message={failureFromError(list.error, [], t).message} />;
  if (list.data.items.length === 0)
    return <p className="text-fg-muted">{t("No posts received this reaction.")}</p>;
  return (
    <>
      <ul
        className="divide-y divide-border"
        aria-label={t("Posts that received {reaction}", { reaction: name })}
      >
        {list.data.items.map((post) => (
          <li key={`${post.recordType}-${post.recordID}`} className="py-3">
            <AppLink
              to={post.url}
              className="font-semibold text-fg-heading hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              {post.recordType === "comment" ? t("Comment in {name}", { name: post.name }) : post.name}
            </AppLink>
            {post.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-fg">{post.excerpt}</p> : null}
            <p className="mt-1 text-sm text-fg-muted">
              <RichMessage
                id="{reaction} × {count} · last <time></time>"
                values={{
                  reaction: name,
                  count: formatCompactNumber(post.count, locale),
                  time: () => <RelativeTime date={post.dateLastReacted} />,
                }}
              />
            </p>
          </li>
        ))}
      </ul>
      <Pager className="mt-4" page={page} limit={PROFILE_LIST_LIMIT} total={list.data.total} />
    </>
  );
}
