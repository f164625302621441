// The bulk calls (spec 000 §7) and the long-runner loop: each call answers its progress; an answer carrying a
// callbackPayload (the server's 408 when its time budget ran out) is continued with POST /calls/run, its body
// the payload as application/system+jwt, until an answer comes without one.
import type { LongRunnerResult } from "../../types/generated/api/long-runner-result";
import { auditLogHeaders } from "../api/audit-context";
import { DEFAULT_ERROR_MESSAGE, isSuccessStatus } from "../api/error-response";
import { API_BASE, ApiError, apiRequest, errorFromResponse, NO_RESPONSE_STATUS } from "../api/http";

export type { LongRunnerResult };

export interface BulkProgress {
  successIDs: number[];
  failedIDs: number[];
  exceptionsByID: LongRunnerResult["progress"]["exceptionsByID"];
  /** How many items the whole batch has. */
  total: number;
}

export function bulkMove(discussionIDs: number[], categoryID: number, addRedirects: boolean) {
  return apiRequest<LongRunnerResult>("/discussions/move", {
    method: "PATCH",
    body: { discussionIDs, categoryID, addRedirects, longRunnerMode: "sync" },
  });
}

export function bulkMerge(discussionIDs: number[], destinationDiscussionID: number, addRedirects: boolean) {
  return apiRequest<LongRunnerResult>("/discussions/merge", {
    method: "POST",
    body: { discussionIDs, destinationDiscussionID, addRedirects, longRunnerMode: "sync" },
  });
}

export function bulkClose(discussionIDs: number[], closed: boolean) {
  return apiRequest<LongRunnerResult>("/discussions/close", {
    method: "PATCH",
    body: { discussionIDs, closed, longRunnerMode: "sync" },
  });
}

export function bulkDelete(discussionIDs: number[]) {
  return apiRequest<LongRunnerResult>("/discussions/list", {
    method: "DELETE",
    body: { discussionIDs, longRunnerMode: "sync" },
  });
}

/** POST /calls/run with a callback payload (apiRequest sends JSON only, so this one posts the token raw). */
export async function runCallback(callbackPayload: string): Promise<LongRunnerResult> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/calls/run`, {
      method: "POST",
      headers: {
        "X-Requested-With": "XMLHttpRequest",
        Accept: "application/json",
        "Content-Type": "application/system+jwt",
        ...auditLogHeaders("POST"),
      },
      body: callbackPayload,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(NO_RESPONSE_STATUS, { message: DEFAULT_ERROR_MESSAGE });
  }
  if (!isSuccessStatus(response.status)) throw await errorFromResponse(response);
  return (await response.json()) as LongRunnerResult;
}

/**
 * Runs a bulk call to the end: the first answer, then every continuation, reporting the progress so far after
 * each. Resolves with the whole batch's progress.
 */
export async function runToCompletion(
  first: () => Promise<LongRunnerResult>,
  onProgress: (progress: BulkProgress) => void = () => undefined,
  continueWith: (payload: string) => Promise<LongRunnerResult> = runCallback,
): Promise<BulkProgress> {
  let answer = await first();
  const total: BulkProgress = {
    successIDs: [],
    failedIDs: [],
    exceptionsByID: {},
    total: answer.progress.countTotalIDs ?? 0,
  };
  for (;;) {
    total.successIDs.push(...answer.progress.successIDs);
    total.failedIDs.push(...answer.progress.failedIDs);
    Object.assign(total.exceptionsByID, answer.progress.exceptionsByID);
    if (!total.total) total.total = total.successIDs.length + total.failedIDs.length;
    onProgress({ ...total });
    if (!answer.callbackPayload) return total;
    answer = await continueWith(answer.callbackPayload);
  }
}
