// Sending the create post form, as one mutation from the first call to the page it opens: a new post (then its
// announcement), an edit, or a schedule (the draft saved first, then scheduled, then left to the drafts page).
// The mutation's pending state (and which kind is pending) drives the submit button; its error, the form's alert.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { discussionKeys } from "../../src/client/api/discussions";
import { draftKeys } from "../../src/client/api/drafts";
import type { DraftState } from "../../src/client/drafts/use-draft";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { useT } from "../../src/ui/i18n/i18n-context";
import { toast } from "../../src/ui/toast-store";
import {
  type PostFormValues,
  publishDiscussion,
  saveDiscussionEdit,
  scheduledInstant,
  schedulePost,
} from "./post-form-submit";

type Record = PostAssetCreatePostFormHydrated["record"];
export type SubmissionKind = "post" | "schedule";

export interface Submission {
  kind: SubmissionKind;
  values: PostFormValues;
  /** The datetime-local value of a schedule. */
  when: string;
  silently: boolean;
}

export function usePostFormSubmission(record: Record, draft: DraftState) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const post = async (values: PostFormValues) => {
    if (record) {
      const saved = await saveDiscussionEdit(
        record.discussionID,
        values,
        values.categoryID !== record.categoryID,
      );
      await draft.discard();
      await navigate(saved.url ?? record.url);
      return;
    }
    const discussion = await publishDiscussion(values, (error) =>
      toast.error(error instanceof Error ? error.message : t("The announcement could not be made.")),
    );
    await draft.discard();
    await navigate(discussion.url);
  };

  const schedule = async (submission: Submission) => {
    const draftID = await draft.flush();
    if (draftID === null) throw new Error("The draft could not be saved. Please try again.");
    await schedulePost(draftID, scheduledInstant(submission.when) ?? "", submission.silently);
    // The scheduled draft is the drafts page's now; a local copy would reopen it in the next new post.
    await draft.release();
    toast.success(t("Your post has been scheduled."));
    await navigate("/drafts");
  };

  return useMutation({
    mutationFn: (submission: Submission) =>
      submission.kind === "schedule" ? schedule(submission) : post(submission.values),
    // Lists elsewhere show the new or changed post, and the drafts page its schedule.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: discussionKeys.all });
      void queryClient.invalidateQueries({ queryKey: draftKeys.all });
    },
  });
}
