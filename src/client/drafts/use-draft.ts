// A composer's draft in React: one draft session per draft key (draft-session.ts), loaded when the composer
// opens (a query: draftOpeningQuery), saved on every change, flushed when the page is left, and disposed with the
// composer. Discarding is a mutation, so its pending state is TanStack Query's.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useHydrated } from "../../ui/client-value";
import {
  createDraft,
  type Draft,
  type DraftPost,
  deleteDraft,
  draftOpeningQuery,
  fetchDraft,
  updateDraft,
} from "../api/drafts";
import { ApiError } from "../api/errors";
import { createDraftSession, type DraftApi } from "./draft-session";
import { browserStorage, type DraftContent } from "./local-drafts";

export interface UseDraftOptions {
  key: string;
  /** Draft autosave is for signed-in members; for guests the hook only keeps the text in state. */
  enabled: boolean;
  toPost(content: DraftContent, lastSaved: string): DraftPost;
  isEmpty(content: DraftContent): boolean;
  /** The member's server draft for this composer when no id is known locally. */
  find(): Promise<Draft | null>;
  /** A server draft to open (the edit form's /post/editdiscussion/{id}/{draftID}). */
  draftID?: number;
}

export interface DraftState {
  loading: boolean;
  /** Discarding runs (the server copy is being deleted). */
  discarding: boolean;
  /** The copy shown when the composer opened (null: nothing saved). */
  restored: DraftContent | null;
  change(content: DraftContent): void;
  discard(): Promise<void>;
  /** Forgets the local copy of a draft that now lives on the server alone (scheduled). */
  release(): Promise<void>;
  flush(): Promise<number | null>;
  draftID(): number | null;
}

async function getOrNull(draftID: number): Promise<Draft | null> {
  try {
    return await fetchDraft(draftID);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Tells sessions of the same draft key apart, so each composer reads its own opening copy. */
let sessionCount = 0;

export function useDraft(options: UseDraftOptions): DraftState {
  const { key, enabled, draftID: openDraftID } = options;
  const queryClient = useQueryClient();
  // The callbacks are read through the latest options, so a new render's closures are used without a new session.
  const latest = useRef(options);
  latest.current = options;

  const { session, sessionNo } = useMemo(() => {
    if (!enabled) return { session: null, sessionNo: 0 };
    const api: DraftApi = {
      get: getOrNull,
      find: async () => (openDraftID !== undefined ? getOrNull(openDraftID) : latest.current.find()),
      create: createDraft,
      update: updateDraft,
      remove: async (id) => {
        try {
          await deleteDraft(id);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      },
    };
    sessionCount += 1;
    const created = createDraftSession({
      key,
      storage: browserStorage(),
      api,
      toPost: (content, lastSaved) => latest.current.toPost(content, lastSaved),
      isEmpty: (content) => latest.current.isEmpty(content),
    });
    return { session: created, sessionNo: sessionCount };
  }, [key, enabled, openDraftID]);
  const opening = draftOpeningQuery(key, sessionNo, async () => (session ? session.load() : null));
  // Opened in the browser only: the newer copy may be in this browser's storage, which a server render cannot read,
  // so the server and the first client render both show the composer loading.
  const hydrated = useHydrated();
  const loaded = useQuery({ ...opening, enabled: session !== null && hydrated });

  useEffect(() => {
    if (!session) return;
    const onLeave = () => void session.flush();
    window.addEventListener("pagehide", onLeave);
    return () => {
      window.removeEventListener("pagehide", onLeave);
      session.dispose();
    };
  }, [session]);

  const discarding = useMutation({
    mutationFn: async () => {
      await session?.discard();
    },
    // The draft is gone: nothing is left to restore.
    onSuccess: () => queryClient.setQueryData(opening.queryKey, null),
  });
  const { mutateAsync } = discarding;
  const change = useCallback((content: DraftContent) => session?.change(content), [session]);
  const discard = useCallback(async () => {
    await mutateAsync();
  }, [mutateAsync]);
  const release = useCallback(async () => {
    await session?.release();
  }, [session]);
  const flush = useCallback(async () => (session ? session.flush() : null), [session]);
  const draftID = useCallback(() => session?.draftID() ?? null, [session]);
  return {
    loading: enabled && loaded.isPending,
    discarding: discarding.isPending,
    restored: loaded.data ?? null,
    change,
    discard,
    release,
    flush,
    draftID,
  };
}
