// Runs one bulk action from a form: marks the selection pending, runs the long-runner to the end (reporting
// progress), then settles the selection (failed items re-checked with their errors) and the cached discussions
// (only what succeeded changes). A request refused as a whole leaves the selection as it was and reports the error.
import { useState } from "react";
import { useT } from "../../ui/i18n/i18n-context";
import {
  type BulkChange,
  type BulkProgress,
  type LongRunnerResult,
  useApplyBulkChange,
  useBulkRunMutation,
} from "../api/bulk";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../api/errors";
import { type BulkAction, selectionStore } from "./selection-store";

export interface BulkRun {
  running: boolean;
  progress: BulkProgress | null;
  error: ApiError | null;
  run(options: {
    action: BulkAction;
    ids: number[];
    call: () => Promise<LongRunnerResult>;
    /** How the cached discussions change for the IDs that succeeded. */
    change: (successIDs: number[]) => BulkChange | null;
  }): Promise<BulkProgress | null>;
}

function asApiError(caught: unknown, fallback: string): ApiError {
  return caught instanceof ApiError ? caught : new ApiError(0, { message: fallback });
}

export function useBulkRun(): BulkRun {
  const t = useT();
  const mutation = useBulkRunMutation();
  const applyChange = useApplyBulkChange();
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  async function run({ action, ids, call, change }: Parameters<BulkRun["run"]>[0]) {
    selectionStore.getState().start(ids, action);
    setProgress(null);
    let soFar: BulkProgress | null = null;
    const settle = (result: BulkProgress) => {
      selectionStore.getState().finish(result, action);
      const update = change(result.successIDs);
      if (update) void applyChange(update);
    };
    try {
      const result = await mutation.mutateAsync({
        call,
        onProgress: (latest) => {
          soFar = latest;
          setProgress(latest);
        },
      });
      settle(result);
      return result;
    } catch {
      // What finished before the failure stays done; everything else is selected again.
      const partial = soFar as BulkProgress | null;
      if (partial) settle(partial);
      selectionStore.getState().abort(ids, action);
      return null;
    }
  }

  return {
    running: mutation.isPending,
    progress,
    error: mutation.error ? asApiError(mutation.error, t(GENERIC_ERROR_MESSAGE)) : null,
    run,
  };
}
