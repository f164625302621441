// Accept / Reject (or Reset) for one answer, for the question's author and moderators. The choice shows at once
// and is sent to PATCH /comments/{id}/answer; a refusal puts the old status back with an error toast.
import type { Comment } from "../../types/generated/api/comment";
import { toast } from "../../ui/toast-store";
import { useCommentAnswerMutation } from "../api/comments";
import { errorMessage } from "../api/errors";

export type AnswerStatus = Comment["answerStatus"];

const BUTTON =
  "rounded-control px-2 py-1 text-sm font-semibold hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60";

export function AnswerControls({
  comment,
  onChange,
}: {
  comment: Comment;
  /** The new status (optimistic first, then the old one again if the server refuses). */
  onChange: (commentID: number, status: AnswerStatus) => void;
}) {
  const mutation = useCommentAnswerMutation(comment.commentID);
  const busy = mutation.isPending;
  const current = comment.answerStatus ?? null;
  function choose(next: "accepted" | "rejected" | "pending") {
    onChange(comment.commentID, next === "pending" ? null : next);
    mutation.mutate(next, {
      onSuccess: () =>
        toast.success(
          next === "accepted"
            ? "Answer accepted."
            : next === "rejected"
              ? "Answer rejected."
              : "Answer reset.",
        ),
      onError: (error) => {
        onChange(comment.commentID, current);
        toast.error(errorMessage(error));
      },
    });
  }
  return (
    <fieldset aria-label="Review this answer" className="inline-flex gap-1 border-0 p-0">
      {current === null ? (
        <>
          <button
            type="button"
            disabled={busy}
            className={`${BUTTON} text-success`}
            onClick={() => choose("accepted")}
          >
            Accept
          </button>
          <button
            type="button"
            disabled={busy}
            className={`${BUTTON} text-fg-muted`}
            onClick={() => choose("rejected")}
          >
            Reject
          </button>
        </>
      ) : (
        <button
          type="button"
          disabled={busy}
          className={`${BUTTON} text-fg`}
          onClick={() => choose("pending")}
        >
          Reset answer
        </button>
      )}
    </fieldset>
  );
}
