// A discussion without a custom layout: GET /api/v2/discussions/{id}, then its first comments. A comment URL has
// no plain page of its own (the API has no single-comment read yet): it points to the discussion list.
import { useQuery } from "@tanstack/react-query";
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";
import { AppLink } from "../../ui/AppLink";
import { Loader } from "../../ui/Loader";
import { RelativeTime } from "../../ui/RelativeTime";
import { apiRequest } from "../api/http";
import { useAppState } from "../app-state";
import { useDocumentTitle } from "./document-title";

/** The plain page shows bodies as text: no HTML to trust, and the layout's post assets render the rich form. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

async function loadDiscussion(discussionID: number, signal: AbortSignal) {
  const [discussion, comments] = await Promise.all([
    apiRequest<Discussion>(`/discussions/${discussionID}`, {
      query: [["expand", "insertUser,body"]],
      signal,
    }),
    apiRequest<Comment[]>("/comments", {
      query: [
        ["discussionID", discussionID],
        ["limit", 30],
      ],
      signal,
    }),
  ]);
  return { discussion, comments };
}

export function PlainDiscussionPage({ recordType, recordID }: { recordType: string; recordID: number }) {
  if (recordType === "comment") {
    return (
      <p>
        Comment links open with the custom post layout. Browse the{" "}
        <AppLink to="/discussions">recent posts</AppLink>.
      </p>
    );
  }
  return <PlainDiscussion discussionID={recordID} />;
}

function PlainDiscussion({ discussionID }: { discussionID: number }) {
  const state = useAppState();
  const result = useQuery({
    queryKey: ["plain", "discussion", discussionID],
    queryFn: ({ signal }) => loadDiscussion(discussionID, signal),
  });
  useDocumentTitle(result.data?.discussion.name ?? "Discussion", state.site.name);
  if (result.isError) return <p role="alert">This discussion could not be found.</p>;
  if (!result.data) return <Loader />;
  const { discussion, comments } = result.data;
  return (
    <article>
      <h1 className="mb-2 text-2xl font-semibold">{discussion.name}</h1>
      <p className="mb-4 text-sm opacity-80">
        {discussion.insertUser?.name ?? "Someone"} · <RelativeTime date={discussion.dateInserted} />
      </p>
      <p className="whitespace-pre-line">{textOf(discussion.body ?? discussion.excerpt)}</p>
      <h2 className="mt-8 mb-2 text-xl font-semibold">Comments</h2>
      {comments.length === 0 ? <p>No comments yet.</p> : null}
      <ol className="divide-y divide-[var(--color-border,#ddd)]">
        {comments.map((comment) => (
          <li key={comment.commentID} className="py-3" id={`Comment_${comment.commentID}`}>
            <p className="whitespace-pre-line">{textOf(comment.body)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
