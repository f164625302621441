// Which discussions have an unposted top-level comment draft on this page, and how to discard it: the top-level
// composer registers here, a reply composer asks before it opens (docs/reference/ui-behaviour.md#drafts: replying
// elsewhere discards the draft after 'Discard Draft' is confirmed).
import { createStore, useStore } from "zustand";

interface TopLevelDraft {
  hasDraft: boolean;
  discard(): Promise<void>;
}

interface TopLevelDraftState {
  byDiscussion: Record<number, TopLevelDraft | undefined>;
  register(discussionID: number, draft: TopLevelDraft): void;
  unregister(discussionID: number): void;
}

export const topLevelDraftStore = createStore<TopLevelDraftState>()((set) => ({
  byDiscussion: {},
  register: (discussionID, draft) =>
    set((state) => ({ byDiscussion: { ...state.byDiscussion, [discussionID]: draft } })),
  unregister: (discussionID) =>
    set((state) => ({ byDiscussion: { ...state.byDiscussion, [discussionID]: undefined } })),
}));

export function useTopLevelDraft(discussionID: number): TopLevelDraft | undefined {
  return useStore(topLevelDraftStore, (state) => state.byDiscussion[discussionID]);
}
