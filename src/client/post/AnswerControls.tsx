// Accept / Reject (or Reset) for one answer, for the question's author and moderators. The choice shows at once
// and is sent to PATCH /comments/{id}/answer; a refusal puts the old status back with an error toast.
import type { Comment } from "../../types/generated/api/comment";
import { useT } from "../../ui/i18n/i18n-context";
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
  const t = useT();
  const mutation = useCommentAnswerMutation(comment.commentID);
  const busy = mutation.isPending;
  const current = comment.answerStatus ?? null;
  function choose(next: "accepted" | "rejected" | "pending") {
    onChange(comment.commentID, next === "pending" ? null : next);
    mutation.mutate(next, {
      onSuccess: () =>
        toast.success(
          next === "accepted"
            ? t("Answer accepted.")
            : next === "rejected"
              ? t("Answer rejected.")
              : t("Answer reset."),
        ),
      onError: (error) => {
        onChange(comment.commentID, current);
        toast.error(errorMessage(error));
      },
    });
  }
  return (
    <fieldset aria-label={t("Review this answer")} className="inline-flex gap-1 border-0 p-0">
      {current === null ? (
        <>
          <button
            type="button"
            disabled={busy}
            className={`${BUTTON} text-success`}
            onClick={() => choose("accepted")}
          >
            {t("Accept")}
          </button>
          <button
            type="button"
            disabled={busy}
            className={`${BUTTON} text-fg-muted`}
            onClick={() => choose("rejected")}
          >
            {t("Reject")}
          </button>
        </>
      ) : (
        <button
          type="button"
          disabled={busy}
          className={`${BUTTON} text-fg`}
          onClick={() => choose("pending")}
        >
          {t("Reset answer")}
        </button>
      )}
    </fieldset>
  );
}
