// What the create post form sends: a new discussion through POST /discussions (then, for a moderator's
// announcement, PATCH /discussions/{id} {pinned, pinLocation}), an edit through PATCH /discussions/{id}, or a
// schedule: the draft saved, then PATCH /drafts/schedule/{draftID}.
import { createDiscussion, type Discussion, patchDiscussion } from "../../src/client/api/discussions";
import { type Draft, scheduleDraft } from "../../src/client/api/drafts";

export type PinLocation = "none" | "category" | "recent";

export interface PostFormValues {
  name: string;
  body: string;
  /** New posts are Markdown; an edit keeps the discussion's own format (its source is in it). */
  format: "markdown" | "text" | "html";
  categoryID: number;
  postType: "discussion" | "question";
  tagIDs: number[];
  pinLocation: PinLocation;
}

/** Posts a new discussion; an announcement that fails after the post is reported, the post stands. */
export async function publishDiscussion(
  values: PostFormValues,
  onAnnounceFailed: (error: unknown) => void,
): Promise<Discussion> {
  const discussion = await createDiscussion({
    name: values.name,
    body: values.body,
    format: values.format,
    categoryID: values.categoryID,
    type: values.postType,
    ...(values.tagIDs.length ? { tagIDs: values.tagIDs } : {}),
  });
  if (values.pinLocation !== "none") {
    try {
      await patchDiscussion(discussion.discussionID, { pinned: true, pinLocation: values.pinLocation }, "");
    } catch (error) {
      onAnnounceFailed(error);
    }
  }
  return discussion;
}

export function saveDiscussionEdit(discussionID: number, values: PostFormValues, categoryChanged: boolean) {
  return patchDiscussion(
    discussionID,
    {
      name: values.name,
      body: values.body,
      format: values.format,
      ...(categoryChanged ? { categoryID: values.categoryID } : {}),
    },
    "",
  );
}

/** A datetime-local value (the member's clock) as an ISO instant; null when empty or invalid. */
export function scheduledInstant(local: string): string | null {
  if (!local) return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

export function schedulePost(
  draftID: number,
  dateScheduled: string,
  publishedSilently: boolean,
): Promise<Draft> {
  return scheduleDraft(draftID, { dateScheduled, publishedSilently });
}
