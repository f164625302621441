// The drafts API (/api/v2/drafts, routes/drafts.ts): the member's own drafts, their autosave, and scheduling.
// Autosave (drafts/draft-session.ts) calls the fetchers itself: it runs outside React, on a timer. Every draft
// list lives under draftKeys.all, so a change anywhere refreshes the drafts page; what a composer opened with
// (draftOpeningQuery) does not, since it is read once per composer.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Draft } from "../../types/generated/api/draft";
import type { DraftListQuery } from "../../types/generated/api/draft-list-query";
import type { DraftPatch } from "../../types/generated/api/draft-patch";
import type { DraftPost } from "../../types/generated/api/draft-post";
import type { DraftSchedule } from "../../types/generated/api/draft-schedule";
import { apiRequest } from "./http";
import { apiRequestPage } from "./http-paged";

export type { Draft, DraftPatch, DraftPost, DraftSchedule };

export interface DraftPageParams {
  page: number;
  limit: number;
}

export const draftKeys = {
  all: ["drafts"] as const,
  lists: () => [...draftKeys.all, "list"] as const,
  list: (query: Partial<DraftListQuery>) => [...draftKeys.lists(), query] as const,
  page: (params: DraftPageParams) => draftKeys.list(params),
};

/** Apart from draftKeys.all: a refresh of the lists must not read a composer's opening copy again. */
export const draftOpeningKeys = {
  all: ["draft-opening"] as const,
  opening: (draftKey: string, sessionNo: number) => [...draftOpeningKeys.all, draftKey, sessionNo] as const,
};

export function fetchDrafts(query: Partial<DraftListQuery> = {}, signal?: AbortSignal) {
  return apiRequestPage<Draft>(
    "/drafts",
    [
      ["recordType", query.recordType],
      ["recordID", query.recordID],
      ["parentRecordType", query.parentRecordType],
      ["parentRecordID", query.parentRecordID],
      ["draftStatus", query.draftStatus],
      ["page", query.page],
      ["limit", query.limit],
    ],
    signal,
  );
}

export const fetchDraft = (draftID: number, signal?: AbortSignal) =>
  apiRequest<Draft>(`/drafts/${draftID}/edit`, { signal });

export const createDraft = (body: DraftPost) => apiRequest<Draft>("/drafts", { method: "POST", body });

export const updateDraft = (draftID: number, body: DraftPatch) =>
  apiRequest<Draft>(`/drafts/${draftID}`, { method: "PATCH", body });

export const deleteDraft = (draftID: number) => apiRequest<void>(`/drafts/${draftID}`, { method: "DELETE" });

export const scheduleDraft = (draftID: number, body: DraftSchedule) =>
  apiRequest<Draft>(`/drafts/schedule/${draftID}`, { method: "PATCH", body });

export const cancelDraftSchedule = (draftID: number) =>
  apiRequest<Draft>(`/drafts/cancel-schedule/${draftID}`, { method: "PATCH" });

/** One page of the member's drafts, newest first (the drafts page). */
export function draftPageQuery(params: DraftPageParams) {
  return queryOptions({
    queryKey: draftKeys.page(params),
    queryFn: ({ signal }) => fetchDrafts(params, signal),
  });
}

export function useDraftPage(params: DraftPageParams) {
  return useQuery(draftPageQuery(params));
}

/** The member's drafts matching a filter, read afresh whenever a composer asks (a composer's other drafts). */
export function draftsQuery(query: Partial<DraftListQuery>) {
  return queryOptions({
    queryKey: draftKeys.list(query),
    queryFn: ({ signal }) => fetchDrafts(query, signal),
    staleTime: 0,
  });
}

/** `fresh`: read in the browser only (after mount), never by the server render (entry-server.tsx). */
export function useDrafts(query: Partial<DraftListQuery>, enabled = true, fresh = false) {
  return useQuery({ ...draftsQuery(query), enabled, meta: fresh ? { firstPaint: false } : undefined });
}

/**
 * What a composer opens with (drafts/draft-session.ts compares the local copy with the server's): one entry per
 * composer session, read once and dropped when the composer goes. Browser-only, since the local copy is.
 */
export function draftOpeningQuery<Content>(
  draftKey: string,
  sessionNo: number,
  load: () => Promise<Content>,
) {
  return queryOptions({
    queryKey: draftOpeningKeys.opening(draftKey, sessionNo),
    queryFn: load,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

function useInvalidateDrafts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: draftKeys.all });
}

export function useDeleteDraftMutation() {
  const invalidate = useInvalidateDrafts();
  return useMutation({ mutationFn: deleteDraft, onSuccess: () => invalidate() });
}

export function useScheduleDraftMutation() {
  const invalidate = useInvalidateDrafts();
  return useMutation({
    mutationFn: ({ draftID, schedule }: { draftID: number; schedule: DraftSchedule }) =>
      scheduleDraft(draftID, schedule),
    onSuccess: () => invalidate(),
  });
}

export function useCancelDraftScheduleMutation() {
  const invalidate = useInvalidateDrafts();
  return useMutation({ mutationFn: cancelDraftSchedule, onSuccess: () => invalidate() });
}
