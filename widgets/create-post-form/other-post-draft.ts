// Which other saved draft the create post form announces (spec 001 §4.10 'Saved Draft Available.'): the member's
// unscheduled draft of the discussion being edited, or of a new post in the category the form opened in, that is
// not the draft the form shows.
import { type Draft, fetchDrafts } from "../../src/client/api/drafts";

export type DraftPlace = { recordID: number } | { categoryID: number | null };

const LOOK_AT = 30;

export async function otherPostDraft(place: DraftPlace, shownDraftID: number | null): Promise<Draft | null> {
  const editing = "recordID" in place;
  const page = await fetchDrafts({
    recordType: "discussion",
    draftStatus: "draft",
    limit: LOOK_AT,
    ...(editing ? { recordID: place.recordID } : { parentRecordID: place.categoryID ?? undefined }),
  });
  return (
    page.items.find(
      (draft) =>
        draft.draftID !== shownDraftID &&
        (editing ? draft.recordID === place.recordID : draft.recordID === null) &&
        (editing || place.categoryID === null || draft.parentRecordID === place.categoryID),
    ) ?? null
  );
}
