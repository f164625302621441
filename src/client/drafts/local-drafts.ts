// The local copy of a draft, in localStorage under the page's draft key (e.g. "comment:/discussion/12"): what the
// member typed, when, and the server draft's id once it has one (a draft known by its page path becomes a server
// draft id when first saved, docs/reference/ui-behaviour.md#drafts). Storage that is full or switched off only loses
// the local copy.
import type { DraftAttributes } from "../../types/generated/api/draft-attributes";

export interface DraftContent {
  body: string;
  format: NonNullable<DraftAttributes["format"]>;
  draftMeta: NonNullable<DraftAttributes["draftMeta"]>;
}

export interface LocalDraft extends DraftContent {
  /** ISO time of the member's last change. */
  lastSaved: string;
  draftID?: number;
}

const PREFIX = "quorum.draft:";

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or none (private modes, server rendering). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isLocalDraft(value: unknown): value is LocalDraft {
  if (!value || typeof value !== "object") return false;
  const draft = value as Partial<LocalDraft>;
  return typeof draft.body === "string" && typeof draft.lastSaved === "string";
}

export function readLocalDraft(storage: DraftStorage | null, key: string): LocalDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREFIX + key) ?? "null");
    if (!isLocalDraft(parsed)) return null;
    // Older or hand-edited copies may lack a format or meta.
    return { ...parsed, format: parsed.format ?? "markdown", draftMeta: parsed.draftMeta ?? {} };
  } catch {
    return null;
  }
}

export function writeLocalDraft(storage: DraftStorage | null, key: string, draft: LocalDraft): void {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Quota or a disabled storage: the server copy still saves the work.
  }
}

export function removeLocalDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export type ScannableStorage = DraftStorage & Pick<Storage, "key" | "length">;

/**
 * Removes every local copy that holds this server draft's id (the drafts page deletes or schedules drafts by id and
 * does not know the page key they were written under). A copy left behind would bring the draft back.
 */
export function forgetLocalDraftByID(storage: ScannableStorage | null, draftID: number): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const draft = readLocalDraft(storage, key.slice(PREFIX.length));
      if (draft?.draftID === draftID) storage.removeItem(key);
    }
  } catch {
    // Storage switched off: nothing was kept either.
  }
}
