// Which other saved draft the create post form announces (docs/reference/ui-behaviour.md#drafts 'Saved Draft
// Available.'): the member's unscheduled draft of the discussion being edited, or of a new post in the category the
// form opened in, that is not the draft the form shows; and the key the form's own draft is kept under.
import type { Draft } from "../../src/client/api/drafts";
import type { DraftListQuery } from "../../src/types/generated/api/draft-list-query";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";

export type DraftPlace = { recordID: number } | { categoryID: number | null };

type DraftKeySource = Pick<
  PostAssetCreatePostFormHydrated,
  "draftID" | "record" | "postType" | "initialCategoryID"
>;

/** The page's draft key: a draft opened by id keeps its own local copy, apart from the form's fresh one. */
export function draftKey(props: DraftKeySource): string {
  if (props.draftID !== null)
    return `discussion:/post/editdiscussion/${props.record?.discussionID ?? 0}/${props.draftID}`;
  if (props.record) return `discussion:/post/editdiscussion/${props.record.discussionID}`;
  return `discussion:/post/${props.postType}/${props.initialCategoryID ?? ""}`;
}

const LOOK_AT = 30;

/** The drafts to look through for another one of this place. */
export function otherPostDraftsFilter(place: DraftPlace): Partial<DraftListQuery> {
  return {
    recordType: "discussion",
    draftStatus: "draft",
    limit: LOOK_AT,
    ...("recordID" in place
      ? { recordID: place.recordID }
      : { parentRecordID: place.categoryID ?? undefined }),
  };
}

export function otherPostDraft(
  drafts: Draft[],
  place: DraftPlace,
  shownDraftID: number | null,
): Draft | null {
  const editing = "recordID" in place;
  return (
    drafts.find(
      (draft) =>
        draft.draftID !== shownDraftID &&
        (editing ? draft.recordID === place.recordID : draft.recordID === null) &&
        (editing || place.categoryID === null || draft.parentRecordID === place.categoryID),
    ) ?? null
  );
}
