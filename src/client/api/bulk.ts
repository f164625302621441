// Bulk moderation of discussions: PATCH /discussions/move, POST /discussions/merge, PATCH /discussions/close and
// DELETE /discussions/list, each run as a long-runner: every answer reports its progress, and one carrying a
// callbackPayload (the server's 408 once its time budget ran out) is continued with POST /calls/run, its body the
// payload as application/system+jwt, until an answer comes without one. What succeeded then changes the cached
// discussions by key: lists and details at once, hydrated layouts by refetching.
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Discussion } from "../../types/generated/api/discussion";
import type { LongRunnerResult } from "../../types/generated/api/long-runner-result";
import { discussionKeys } from "./discussions";
import { apiRequest } from "./http";
import type { Page } from "./http-paged";
import { hydratedLayoutKeys } from "./layouts/keys";

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

/** POST /calls/run with a callback payload: the token is posted raw, not as JSON. */
export function runCallback(callbackPayload: string): Promise<LongRunnerResult> {
  return apiRequest<LongRunnerResult>("/calls/run", {
    method: "POST",
    rawBody: { contentType: "application/system+jwt", text: callbackPayload },
  });
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

/** How the cached discussions change for the IDs that succeeded. */
export type BulkChange =
  | { kind: "move"; ids: readonly number[]; category: { categoryID: number; name: string; url?: string } }
  | { kind: "close"; ids: readonly number[]; closed: boolean }
  | { kind: "remove"; ids: readonly number[] };

/** One discussion with the change applied; null when it is removed; the same object when it is not concerned. */
export function changedDiscussion(discussion: Discussion, change: BulkChange): Discussion | null {
  if (!change.ids.includes(discussion.discussionID)) return discussion;
  if (change.kind === "remove") return null;
  if (change.kind === "close") return { ...discussion, closed: change.closed };
  return {
    ...discussion,
    categoryID: change.category.categoryID,
    ...(discussion.category ? { category: { ...discussion.category, ...change.category } } : {}),
  };
}

function changedList(list: Discussion[], change: BulkChange): Discussion[] {
  let changed = false;
  const next: Discussion[] = [];
  for (const discussion of list) {
    const updated = changedDiscussion(discussion, change);
    if (updated !== discussion) changed = true;
    if (updated) next.push(updated);
  }
  return changed ? next : list;
}

type CachedList = Discussion[] | Page<Discussion>;

function changedCachedList(data: CachedList | undefined, change: BulkChange): CachedList | undefined {
  if (data === undefined) return data;
  if (Array.isArray(data)) return changedList(data, change);
  const items = changedList(data.items, change);
  return items === data.items
    ? data
    : { ...data, items, total: data.total - (data.items.length - items.length) };
}

/**
 * Applies a bulk change to the cache by key: every cached discussion list and detail follows what succeeded at
 * once; hydrated layouts (their widgets' props hold discussions too) are refetched.
 */
export async function applyBulkChange(queryClient: QueryClient, change: BulkChange): Promise<void> {
  if (!change.ids.length) return;
  queryClient.setQueriesData<CachedList>({ queryKey: discussionKeys.lists() }, (data) =>
    changedCachedList(data, change),
  );
  queryClient.setQueriesData<Discussion>({ queryKey: discussionKeys.details() }, (data) =>
    data ? (changedDiscussion(data, change) ?? data) : data,
  );
  if (change.kind === "remove") {
    for (const id of change.ids) queryClient.removeQueries({ queryKey: [...discussionKeys.details(), id] });
  }
  await queryClient.invalidateQueries({ queryKey: hydratedLayoutKeys.all });
}

export interface BulkRunInput {
  call: () => Promise<LongRunnerResult>;
  onProgress: (progress: BulkProgress) => void;
}

/** Runs one bulk action to the end; the mutation's pending and error state are the form's. */
export function useBulkRunMutation() {
  return useMutation({
    mutationFn: ({ call, onProgress }: BulkRunInput) => runToCompletion(call, onProgress),
  });
}

/** The cache update a bulk form applies for what succeeded (also after a failure part-way). */
export function useApplyBulkChange() {
  const queryClient = useQueryClient();
  return (change: BulkChange) => applyBulkChange(queryClient, change);
}
