// One result of the search page: the discussion's title (its link), the excerpt, and where and by whom it was
// posted, with its comment count and last activity.
import type { Discussion } from "../../../types/generated/api/discussion";
import { AppLink } from "../../../ui/AppLink";
import { RelativeTime } from "../../../ui/RelativeTime";

export function SearchResult({ discussion }: { discussion: Discussion }) {
  const comments = discussion.countComments;
  return (
    <article className="py-4">
      <h2 className="text-lg font-semibold">
        <AppLink to={discussion.url} className="text-fg-heading hover:text-primary hover:underline">
          {discussion.name}
        </AppLink>
      </h2>
      {discussion.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-fg">{discussion.excerpt}</p> : null}
      <p className="mt-1.5 flex flex-wrap gap-x-3 text-sm text-fg-muted">
        {discussion.category ? (
          <AppLink to={discussion.category.url} className="hover:text-primary hover:underline">
            {discussion.category.name}
          </AppLink>
        ) : null}
        {discussion.insertUser?.name ? <span>by {discussion.insertUser.name}</span> : null}
        <span>
          {comments} {comments === 1 ? "comment" : "comments"}
        </span>
        <RelativeTime date={discussion.dateLastComment} />
      </p>
    </article>
  );
}
