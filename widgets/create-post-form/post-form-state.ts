// The create post form's values in one reducer: what the member typed and chose, whether the post is scheduled,
// and the discard confirmation. A restored draft fills it once; a discarded draft empties it. The draft content
// the autosave keeps is derived from it here too, so the form and its draft cannot disagree.
import { useReducer } from "react";
import type { DraftContent } from "../../src/client/drafts/local-drafts";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import type { PinLocation } from "./post-form-submit";

type Props = Omit<PostAssetCreatePostFormHydrated, "signedIn">;
type Category = Props["categories"][number];

export interface PostFormState {
  name: string;
  body: string;
  categoryID: number | "";
  tagIDs: number[];
  pinLocation: PinLocation;
  /** A question stays a question when its draft is reopened from the drafts page. */
  postType: "discussion" | "question";
  scheduling: boolean;
  when: string;
  silently: boolean;
  confirmingDiscard: boolean;
}

export type PostFormAction =
  | { type: "set"; patch: Partial<PostFormState> }
  | { type: "restore"; draft: DraftContent; categories: readonly Category[] }
  | { type: "discarded"; record: Props["record"] };

function initialPostFormState(props: Pick<Props, "record" | "initialCategoryID" | "postType">) {
  return {
    name: props.record?.name ?? "",
    body: props.record?.body ?? "",
    categoryID: props.initialCategoryID ?? "",
    tagIDs: [],
    pinLocation: "none",
    postType: props.postType,
    scheduling: false,
    when: "",
    silently: false,
    confirmingDiscard: false,
  } satisfies PostFormState as PostFormState;
}

/** What a restored draft changes: its body always, and each kept choice that still applies. */
function restored(state: PostFormState, draft: DraftContent, categories: readonly Category[]): PostFormState {
  const meta = draft.draftMeta;
  const knownCategory = meta.categoryID && categories.some((item) => item.categoryID === meta.categoryID);
  return {
    ...state,
    body: draft.body,
    ...(meta.name !== undefined ? { name: meta.name } : {}),
    ...(knownCategory && meta.categoryID ? { categoryID: meta.categoryID } : {}),
    ...(meta.tagIDs ? { tagIDs: meta.tagIDs } : {}),
    ...(meta.pinLocation ? { pinLocation: meta.pinLocation } : {}),
    ...(meta.postTypeID ? { postType: meta.postTypeID } : {}),
  };
}

function postFormReducer(state: PostFormState, action: PostFormAction): PostFormState {
  switch (action.type) {
    case "set":
      return { ...state, ...action.patch };
    case "restore":
      return restored(state, action.draft, action.categories);
    case "discarded":
      return {
        ...state,
        confirmingDiscard: false,
        name: action.record?.name ?? "",
        body: action.record?.body ?? "",
        tagIDs: [],
        pinLocation: "none",
      };
  }
}

/** The draft the autosave keeps for these values. */
export function draftContentOf(state: PostFormState, format: DraftContent["format"]): DraftContent {
  return {
    body: state.body,
    format,
    draftMeta: {
      name: state.name,
      categoryID: Number(state.categoryID) || null,
      postTypeID: state.postType,
      tagIDs: state.tagIDs,
      pinLocation: state.pinLocation,
      pinned: state.pinLocation !== "none",
    },
  };
}

export function usePostFormState(props: Pick<Props, "record" | "initialCategoryID" | "postType">) {
  return useReducer(postFormReducer, props, initialPostFormState);
}
