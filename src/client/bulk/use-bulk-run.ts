// Runs one bulk action from a form: marks the selection pending, runs the long-runner to the end (reporting
// progress), then settles the selection (failed items re-checked with their errors) and the cached lists (only
// what succeeded changes). A request refused as a whole leaves the selection as it was and reports the error.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../api/http";
import { type BulkProgress, type LongRunnerResult, runToCompletion } from "./bulk-api";
import { applyToCachedLists, type CacheChange } from "./cache-updates";
import { type BulkAction, selectionStore } from "./selection-store";

export interface BulkRun {
  running: boolean;
  progress: BulkProgress | null;
  error: ApiError | null;
  run(options: {
    action: BulkAction;
    ids: number[];
    call: () => Promise<LongRunnerResult>;
    /** How the cached lists change for the IDs that succeeded. */
    change: (successIDs: number[]) => CacheChange | null;
  }): Promise<BulkProgress | null>;
}

export function useBulkRun(): BulkRun {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  async function run({ action, ids, call, change }: Parameters<BulkRun["run"]>[0]) {
    const selection = selectionStore.getState();
    setRunning(true);
    setError(null);
    setProgress(null);
    selection.start(ids, action);
    let soFar: BulkProgress | null = null;
    const settle = (result: BulkProgress) => {
      selectionStore.getState().finish(result, action);
      const update = change(result.successIDs);
      if (update) applyToCachedLists(queryClient, update);
    };
    try {
      const result = await runToCompletion(call, (latest) => {
        soFar = latest;
        setProgress(latest);
      });
      settle(result);
      return result;
    } catch (caught) {
      // What finished before the failure stays done; everything else is selected again.
      const partial = soFar as BulkProgress | null;
      if (partial) settle(partial);
      selectionStore.getState().abort(ids, action);
      setError(caught instanceof ApiError ? caught : new ApiError(0, { message: "Something went wrong." }));
      return null;
    } finally {
      setRunning(false);
    }
  }

  return { running, progress, error, run };
}
