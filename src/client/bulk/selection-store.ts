// The bulk selection (docs/reference/ui-behaviour.md#bulk-selection): which discussions are checked and which are
// pending (an action runs on them), kept client-side across pages and reloads in sessionStorage (one tab's work, gone
// with the tab). Starting an action marks its IDs pending and unchecks them; when it ends, failed IDs are re-checked
// and unmarked with their errors kept for the failure listing, successful ones only unmarked. Per-item request states
// are keyed by discussion ID and the action's suffix ("12-move").
import { createStore, type StoreApi, useStore } from "zustand";
import { msg } from "../../lib/i18n/msg";
import { GENERIC_ERROR_MESSAGE } from "../api/errors";
import { pageText } from "../api/page-locale";

export type BulkAction = "move" | "merge" | "close" | "delete";
type RequestState = "pending" | "loading" | "success" | "error";

/** What the toast and forms show about a selected discussion seen on some page. */
export interface SelectedDiscussion {
  discussionID: number;
  name: string;
  categoryID: number;
  closed?: boolean;
}

export interface BulkFailure {
  discussionID: number;
  name: string;
  message: string;
  action: BulkAction;
}

interface ItemException {
  message: string;
  status?: number;
}

export interface SelectionState {
  checkedIDs: number[];
  pendingIDs: number[];
  /** The discussions ever checked in this tab, by ID (names for the toast, forms and failures). */
  known: Record<string, SelectedDiscussion>;
  failures: BulkFailure[];
  requestStates: Record<string, RequestState>;
}

export interface SelectionActions {
  setChecked(discussion: SelectedDiscussion, checked: boolean): void;
  clear(): void;
  /** Marks the IDs pending (and loading) and unchecks them; failures of the same IDs are forgotten. */
  start(ids: readonly number[], action: BulkAction): void;
  /** Ends an action: failed IDs are re-checked with their errors, every ID is unmarked. */
  finish(
    result: {
      successIDs: readonly number[];
      failedIDs: readonly number[];
      exceptionsByID: Record<string, ItemException | undefined>;
    },
    action: BulkAction,
  ): void;
  /** The whole request failed: every pending ID of it is re-checked and unmarked. */
  abort(ids: readonly number[], action: BulkAction): void;
  dismissFailures(): void;
}

export type SelectionStore = StoreApi<SelectionState & SelectionActions>;

export const SELECTION_STORAGE_KEY = "quorum.bulkSelection";

const EMPTY: SelectionState = { checkedIDs: [], pendingIDs: [], known: {}, failures: [], requestStates: {} };

export const requestKey = (discussionID: number, action: BulkAction) => `${discussionID}-${action}`;

function readStored(storage: Storage | null): SelectionState {
  try {
    const raw = storage?.getItem(SELECTION_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SelectionState>;
    const ids = (value: unknown) =>
      Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
    return {
      // An action cut short by a reload will never finish: its pending IDs are selected again, not lost.
      checkedIDs: [...new Set([...ids(parsed.checkedIDs), ...ids(parsed.pendingIDs)])],
      pendingIDs: [],
      known: typeof parsed.known === "object" && parsed.known ? parsed.known : {},
      failures: Array.isArray(parsed.failures) ? parsed.failures : [],
      requestStates: {},
    };
  } catch {
    return EMPTY;
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const without = (list: readonly number[], remove: readonly number[]) => {
  const drop = new Set(remove);
  return list.filter((id) => !drop.has(id));
};
const union = (list: readonly number[], add: readonly number[]) => [...new Set([...list, ...add])];

export function createSelectionStore(storage: Storage | null = defaultStorage()): SelectionStore {
  const stored = readStored(storage);
  const store = createStore<SelectionState & SelectionActions>()((set, get) => ({
    ...stored,
    setChecked(discussion, checked) {
      const id = discussion.discussionID;
      set((state) => ({
        checkedIDs: checked ? union(state.checkedIDs, [id]) : without(state.checkedIDs, [id]),
        known: { ...state.known, [id]: discussion },
      }));
    },
    clear() {
      set({ checkedIDs: [], failures: [] });
    },
    start(ids, action) {
      const states = { ...get().requestStates };
      for (const id of ids) states[requestKey(id, action)] = "loading";
      set((state) => ({
        checkedIDs: without(state.checkedIDs, ids),
        pendingIDs: union(state.pendingIDs, ids),
        failures: state.failures.filter((failure) => !ids.includes(failure.discussionID)),
        requestStates: states,
      }));
    },
    finish(result, action) {
      const states = { ...get().requestStates };
      for (const id of result.successIDs) states[requestKey(id, action)] = "success";
      for (const id of result.failedIDs) states[requestKey(id, action)] = "error";
      const known = get().known;
      const failures: BulkFailure[] = result.failedIDs.map((id) => ({
        discussionID: id,
        name: known[id]?.name ?? pageText(msg("Discussion {id}"), { id }),
        message: result.exceptionsByID[String(id)]?.message ?? pageText(GENERIC_ERROR_MESSAGE),
        action,
      }));
      set((state) => ({
        checkedIDs: union(state.checkedIDs, result.failedIDs),
        pendingIDs: without(state.pendingIDs, [...result.successIDs, ...result.failedIDs]),
        failures: [...state.failures.filter((f) => !result.failedIDs.includes(f.discussionID)), ...failures],
        requestStates: states,
      }));
    },
    abort(ids, action) {
      const states = { ...get().requestStates };
      for (const id of ids) states[requestKey(id, action)] = "error";
      set((state) => ({
        checkedIDs: union(
          state.checkedIDs,
          ids.filter((id) => state.pendingIDs.includes(id)),
        ),
        pendingIDs: without(state.pendingIDs, ids),
        requestStates: states,
      }));
    },
    dismissFailures() {
      set({ failures: [] });
    },
  }));
  store.subscribe((state) => {
    try {
      const { checkedIDs, pendingIDs, failures } = state;
      // Only the names of discussions still in play are kept, so storage does not grow with every page.
      const keep = new Set([
        ...checkedIDs,
        ...pendingIDs,
        ...failures.map((failure) => failure.discussionID),
      ]);
      const known = Object.fromEntries(Object.entries(state.known).filter(([id]) => keep.has(Number(id))));
      storage?.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ checkedIDs, pendingIDs, failures, known }));
    } catch {
      // Storage full or refused (private mode): the selection still works for this page.
    }
  });
  return store;
}

/** The page's one selection. */
export const selectionStore: SelectionStore = createSelectionStore();

export function useSelection<T>(
  select: (state: SelectionState & SelectionActions) => T,
  store = selectionStore,
): T {
  return useStore(store, select);
}
