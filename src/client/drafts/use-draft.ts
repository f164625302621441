// A composer's draft in React: one draft session per draft key (draft-session.ts), loaded when the composer
// opens, saved on every change, flushed when the page is left, and disposed with the composer.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createDraft, type Draft, type DraftPost, deleteDraft, fetchDraft, updateDraft } from "../api/drafts";
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

export function useDraft(options: UseDraftOptions): DraftState {
  const { key, enabled, draftID: openDraftID } = options;
  const [loading, setLoading] = useState(enabled);
  const [restored, setRestored] = useState<DraftContent | null>(null);
  // The callbacks are read through the latest options, so a new render's closures are used without a new session.
  const latest = useRef(options);
  latest.current = options;

  const session = useMemo(() => {
    if (!enabled) return null;
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
    return createDraftSession({
      key,
      storage: browserStorage(),
      api,
      toPost: (content, lastSaved) => latest.current.toPost(content, lastSaved),
      isEmpty: (content) => latest.current.isEmpty(content),
    });
  }, [key, enabled, openDraftID]);

  useEffect(() => {
    if (!session) return;
    let live = true;
    setLoading(true);
    session
      .load()
      .then((content) => {
        if (live) setRestored(content);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    const onLeave = () => void session.flush();
    window.addEventListener("pagehide", onLeave);
    return () => {
      live = false;
      window.removeEventListener("pagehide", onLeave);
      session.dispose();
    };
  }, [session]);

  const change = useCallback((content: DraftContent) => session?.change(content), [session]);
  const discard = useCallback(async () => {
    await session?.discard();
    setRestored(null);
  }, [session]);
  const release = useCallback(async () => {
    await session?.release();
  }, [session]);
  const flush = useCallback(async () => (session ? session.flush() : null), [session]);
  const draftID = useCallback(() => session?.draftID() ?? null, [session]);
  return { loading: enabled && loading, restored, change, discard, release, flush, draftID };
}
