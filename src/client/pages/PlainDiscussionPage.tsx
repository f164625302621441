// A discussion without a custom layout: GET /api/v2/discussions/{id}, then its first comments. A comment link
// (/discussion/comment/{id}) reads the comment (GET /api/v2/comments/{id}) and shows its discussion, the linked
// comment marked in the list, or shown before it when it is not among the first comments.
import type { Comment } from "../../types/generated/api/comment";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { RelativeTime } from "../../ui/RelativeTime";
import { useComment, useDiscussionComments } from "../api/comments";
import { useDiscussion } from "../api/discussions";
import { useAppState } from "../app-state";
import { useDocumentTitle } from "./document-title";
import { htmlTextContent } from "./html-text";
import "../post/signature.css";
import { BackLink } from "../../ui/BackLink";

/** The plain page's discussion and its first comments, read side by side; shown once both have arrived. */
function useDiscussionWithComments(discussionID: number) {
  const discussion = useDiscussion(discussionID, "insertUser,body");
  const comments = useDiscussionComments({ discussionID, limit: 30 });
  return {
    isError: discussion.isError || comments.isError,
    data:
      discussion.data && comments.data ? { discussion: discussion.data, comments: comments.data } : undefined,
  };
}

export function PlainDiscussionPage({ recordType, recordID }: { recordType: string; recordID: number }) {
  if (recordType === "comment") return <PlainCommentLink commentID={recordID} />;
  return <PlainDiscussion discussionID={recordID} />;
}

function PlainCommentLink({ commentID }: { commentID: number }) {
  const state = useAppState();
  const t = useT();
  const result = useComment(commentID);
  // Set once, before the discussion is known: the discussion's own title replaces it when it loads.
  useDocumentTitle(t("Discussion"), state.site.name);
  if (result.isError) return <p role="alert">{t("This comment could not be found.")}</p>;
  if (!result.data) return <Loader />;
  return <PlainDiscussion discussionID={result.data.discussionID} linked={result.data} />;
}

// The plain page shows bodies as text: no HTML to trust, and the layout's post assets render the rich form.
function CommentBody({ comment }: { comment: Comment }) {
  return (
    <>
      <p className="whitespace-pre-line">{htmlTextContent(comment.body)}</p>
      <SignatureText user={comment.insertUser} />
    </>
  );
}

/** The author's signature (spec 001 §6), as text like the bodies here; hidden on mobile as the site says. */
function SignatureText({ user }: { user: Comment["insertUser"] }) {
  const t = useT();
  const signature = user?.signature;
  if (!user || !signature?.body) return null;
  return (
    <p
      role="note"
      aria-label={t("Signature of {name}", { name: user.name })}
      className={cx(
        "mt-2 text-sm whitespace-pre-line opacity-80",
        signature.hideMobile && "q-signature-hide-mobile",
      )}
    >
      {htmlTextContent(signature.body)}
    </p>
  );
}

function PlainDiscussion({ discussionID, linked }: { discussionID: number; linked?: Comment }) {
  const state = useAppState();
  const t = useT();
  const result = useDiscussionWithComments(discussionID);
  useDocumentTitle(result.data?.discussion.name ?? t("Discussion"), state.site.name);
  if (result.isError) return <p role="alert">{t("This discussion could not be found.")}</p>;
  if (!result.data) return <Loader />;
  const { discussion, comments } = result.data;
  return (
    <article>
      {/* Back: where the reader came from, else the discussion's category (docs/reference/ui-behaviour.md#back-navigation). */}
      <BackLink fallback={discussion.category?.url ?? "/"} className="mb-2" />
      <h1 className="mb-2 text-2xl font-semibold">{discussion.name}</h1>
      <p className="mb-4 text-sm opacity-80">
        {discussion.insertUser?.name ?? t("Someone")} · <RelativeTime date={discussion.dateInserted} />
      </p>
      <p className="whitespace-pre-line">{htmlTextContent(discussion.body ?? discussion.excerpt)}</p>
      <SignatureText user={discussion.insertUser} />
      {linked && !comments.some((comment) => comment.commentID === linked.commentID) ? (
        <section aria-labelledby="linked-comment" className="mt-8 rounded-box border-l-4 border-primary pl-3">
          <h2 id="linked-comment" className="mb-2 text-xl font-semibold">
            {t("Linked comment")}
          </h2>
          <div id={`Comment_${linked.commentID}`}>
            <CommentBody comment={linked} />
          </div>
        </section>
      ) : null}
      <h2 className="mt-8 mb-2 text-xl font-semibold">{t("Comments")}</h2>
      {comments.length === 0 ? <p>{t("No comments yet.")}</p> : null}
      <ol className="divide-y divide-[var(--color-border,#ddd)]">
        {comments.map((comment) => {
          const isLinked = comment.commentID === linked?.commentID;
          return (
            <li
              key={comment.commentID}
              className={isLinked ? "border-l-4 border-primary py-3 pl-3" : "py-3"}
              id={`Comment_${comment.commentID}`}
              aria-current={isLinked ? "location" : undefined}
            >
              <CommentBody comment={comment} />
            </li>
          );
        })}
      </ol>
    </article>
  );
}
