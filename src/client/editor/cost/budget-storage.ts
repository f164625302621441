// The cost meter's budget, kept per layout author in this browser's localStorage
// (docs/reference/layout-documents.md#cost-meter). A budget is an authoring aid, not a site rule (the meter only
// warns, publishing stays possible), so each author sets the limits they design to, in place, without the
// settings.manage a site config key would need. Read after mount only (the server render knows no storage); a
// change in any tab reaches every open editor.
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { type CostBudget, DEFAULT_COST_BUDGET, readCostBudget } from "../../../lib/layout/cost-budget";

export const COST_BUDGET_STORAGE_KEY = "quorum.editor.costBudget";

const listeners = new Set<() => void>();
/** Where the budget lives when the storage refuses it (quota, privacy settings): until the page closes. */
let memory: { raw: string | null } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage refused (privacy settings): the defaults
  }
}

function readRaw(): string | null {
  if (memory) return memory.raw;
  try {
    return storage()?.getItem(COST_BUDGET_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COST_BUDGET_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function parse(raw: string | null): CostBudget {
  if (raw === null) return DEFAULT_COST_BUDGET;
  try {
    return readCostBudget(JSON.parse(raw));
  } catch {
    return DEFAULT_COST_BUDGET;
  }
}

/** Stores the budget (null: back to the defaults) and tells every reader. */
export function writeCostBudget(budget: CostBudget | null): void {
  const raw = budget === null ? null : JSON.stringify(budget);
  try {
    const store = storage();
    if (!store) throw new Error("no storage");
    if (raw === null) store.removeItem(COST_BUDGET_STORAGE_KEY);
    else store.setItem(COST_BUDGET_STORAGE_KEY, raw);
    memory = null;
  } catch {
    memory = { raw };
  }
  for (const listener of listeners) listener();
}

const noStorage = () => null;

/** The stored budget (the defaults until one is set), and its setter. */
export function useCostBudget(): [CostBudget, (budget: CostBudget | null) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, noStorage);
  const budget = useMemo(() => parse(raw), [raw]);
  const set = useCallback((next: CostBudget | null) => writeCostBudget(next), []);
  return [budget, set];
}
