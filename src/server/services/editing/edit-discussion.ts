// Contract (issue 6): an edit of a discussion's own content (name, body, format) by its author within the edit
// window or by an editor, keeping the text before the edit in the content log. PATCH /discussions/{id} calls it for
// those fields. The editing work fills it in.
import type { ServiceContext } from "../context";

export interface DiscussionContentEdit {
  name?: string;
  body?: string;
  format?: string;
}

/** Applies the edit or throws the API error (403 outside the edit window, 422 for invalid fields, 404 hidden). */
export async function editDiscussionContent(
  _services: ServiceContext,
  _discussionID: number,
  _edit: DiscussionContentEdit,
): Promise<void> {
  throw new Error("editDiscussionContent is not built yet");
}
