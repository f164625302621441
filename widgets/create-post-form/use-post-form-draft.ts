// The create post form's draft: kept locally and on the server as the member types (use-draft.ts), keyed by the
// page path until the server gives it an id. A restored draft fills the form once, unless the member already
// changed something; another saved draft for the same place is announced once in a toast with a link to it.
import { type Dispatch, useEffect, useRef } from "react";
import { fetchDrafts } from "../../src/client/api/drafts";
import { useDraft } from "../../src/client/drafts/use-draft";
import { useOtherDraftToast } from "../../src/client/drafts/use-other-draft-toast";
import type { DraftPost } from "../../src/types/generated/api/draft-post";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { type DraftPlace, draftKey, otherPostDraft, otherPostDraftsFilter } from "./other-post-draft";
import type { PostFormAction } from "./post-form-state";

type Props = Omit<PostAssetCreatePostFormHydrated, "signedIn">;

/**
 * The member's unscheduled server draft of the discussion being edited (a new post has none to find), read by the
 * draft session when the form opens (outside React).
 */
async function findEditDraft(record: Props["record"]) {
  if (!record) return null;
  const page = await fetchDrafts({
    recordType: "discussion",
    recordID: record.discussionID,
    draftStatus: "draft",
    limit: 1,
  });
  return page.items[0] ?? null;
}

export function usePostFormDraft(props: Props, dispatch: Dispatch<PostFormAction>) {
  const { record, categories } = props;
  const touched = useRef(false);
  const draft = useDraft({
    key: draftKey(props),
    enabled: true,
    ...(props.draftID !== null ? { draftID: props.draftID } : {}),
    toPost: (value, lastSaved): DraftPost => ({
      recordType: "discussion",
      recordID: record?.discussionID ?? null,
      parentRecordType: "category",
      parentRecordID: value.draftMeta.categoryID ?? null,
      attributes: { body: value.body, format: value.format, lastSaved, draftMeta: value.draftMeta },
    }),
    isEmpty: (value) => !value.body.trim() && !value.draftMeta.name?.trim(),
    find: () => findEditDraft(record),
  });

  useEffect(() => {
    if (draft.restored && !touched.current) dispatch({ type: "restore", draft: draft.restored, categories });
  }, [draft.restored, categories, dispatch]);

  // Another saved draft for this place (not the one shown): said once, when the form has opened its own.
  const place: DraftPlace = record
    ? { recordID: record.discussionID }
    : { categoryID: props.initialCategoryID };
  useOtherDraftToast({
    filter: otherPostDraftsFilter(place),
    enabled: !draft.loading,
    toastID: "other-post-draft",
    linkOf: (drafts) => otherPostDraft(drafts, place, draft.draftID())?.editUrl ?? null,
  });

  return { draft, touched };
}
