// Collections: GET /api/v2/collections, GET /collections/by-resource (the collections holding a record) and PUT
// /collections/by-resource (community.manage: the collections it should be in, replacing the list).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Collection } from "../../types/generated/api/collection";
import type { CollectionByResourcePut } from "../../types/generated/api/collection-by-resource-put";
import { apiRequest } from "./http";

export type { Collection };
export type CollectionRecordRef = CollectionByResourcePut["record"];

export const collectionKeys = {
  all: ["collections"] as const,
  lists: () => [...collectionKeys.all, "list"] as const,
  ofRecord: (record: CollectionRecordRef) =>
    [...collectionKeys.all, "by-resource", record.recordType, record.recordID] as const,
};

export function fetchCollections(signal?: AbortSignal) {
  return apiRequest<Collection[]>("/collections", { signal });
}

export function fetchCollectionsOfRecord(record: CollectionRecordRef, signal?: AbortSignal) {
  return apiRequest<Collection[]>("/collections/by-resource", {
    query: [
      ["recordType", record.recordType],
      ["recordID", record.recordID],
    ],
    signal,
  });
}

export function putCollectionsOfRecord(
  record: CollectionRecordRef,
  collectionIDs: number[],
): Promise<Collection[]> {
  return apiRequest<Collection[]>("/collections/by-resource", {
    method: "PUT",
    body: { record, collectionIDs },
  });
}

export function collectionsQuery() {
  return queryOptions({
    queryKey: collectionKeys.lists(),
    queryFn: ({ signal }) => fetchCollections(signal),
  });
}

export function collectionsOfRecordQuery(record: CollectionRecordRef) {
  return queryOptions({
    queryKey: collectionKeys.ofRecord(record),
    queryFn: ({ signal }) => fetchCollectionsOfRecord(record, signal),
  });
}

export function useCollections(enabled = true) {
  return useQuery({ ...collectionsQuery(), enabled });
}

export function useCollectionsOfRecord(record: CollectionRecordRef, enabled = true) {
  return useQuery({ ...collectionsOfRecordQuery(record), enabled });
}

/** Puts a record in exactly the given collections; the cached list of its collections becomes the answer. */
export function useSetCollectionsOfRecordMutation(record: CollectionRecordRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (collectionIDs: number[]) => {
      // Cleared first with an empty list, then given the real one: the server's documented replace sequence.
      await putCollectionsOfRecord(record, []);
      return putCollectionsOfRecord(record, collectionIDs);
    },
    onSuccess: (collections) => queryClient.setQueryData(collectionKeys.ofRecord(record), collections),
  });
}
