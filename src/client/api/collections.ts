// Collections (docs/reference/curation.md#collections): GET /api/v2/collections, GET /collections/{id}, GET
// /collections/by-resource (the collections holding a record), and with community.manage PUT
// /collections/by-resource (the collections it should be in, replacing the list), POST /collections, PATCH
// /collections/{id} (name, the whole ordered list of records) and DELETE /collections/{id}. Every collection query
// lives under collectionKeys.all, so one invalidation after a write reaches each of them.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Collection } from "../../types/generated/api/collection";
import type { CollectionByResourcePut } from "../../types/generated/api/collection-by-resource-put";
import type { CollectionPatch } from "../../types/generated/api/collection-patch";
import { apiRequest } from "./http";

export type { Collection };
export type CollectionRecordRef = CollectionByResourcePut["record"];

export const collectionKeys = {
  all: ["collections"] as const,
  lists: () => [...collectionKeys.all, "list"] as const,
  detail: (collectionID: number) => [...collectionKeys.all, "detail", collectionID] as const,
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

export function fetchCollection(collectionID: number, signal?: AbortSignal) {
  return apiRequest<Collection>(`/collections/${collectionID}`, { signal });
}

export function createCollection(name: string, records: CollectionRecordRef[] = []): Promise<Collection> {
  return apiRequest<Collection>("/collections", { method: "POST", body: { name, records } });
}

export function patchCollection(collectionID: number, body: CollectionPatch): Promise<Collection> {
  return apiRequest<Collection>(`/collections/${collectionID}`, { method: "PATCH", body });
}

export function deleteCollection(collectionID: number): Promise<void> {
  return apiRequest<void>(`/collections/${collectionID}`, { method: "DELETE" });
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

export function collectionQuery(collectionID: number) {
  return queryOptions({
    queryKey: collectionKeys.detail(collectionID),
    queryFn: ({ signal }) => fetchCollection(collectionID, signal),
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

/** Creates a collection; the cached list gains it at once, and every collection query is read again. */
export function useCreateCollectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, records }: { name: string; records?: CollectionRecordRef[] }) =>
      createCollection(name, records),
    onSuccess: (created) => {
      queryClient.setQueryData<Collection[]>(collectionKeys.lists(), (list) =>
        list ? [...list, created] : list,
      );
      queryClient.setQueryData(collectionKeys.detail(created.collectionID), created);
    },
  });
}

/** Renames a collection or sets its records; the answer becomes the cached collection, the list is read again. */
export function usePatchCollectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionID, body }: { collectionID: number; body: CollectionPatch }) =>
      patchCollection(collectionID, body),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(collection.collectionID), collection);
      void queryClient.invalidateQueries({ queryKey: collectionKeys.lists() });
    },
  });
}

export function useDeleteCollectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_, collectionID) => {
      queryClient.setQueryData<Collection[]>(collectionKeys.lists(), (list) =>
        list?.filter((collection) => collection.collectionID !== collectionID),
      );
      queryClient.removeQueries({ queryKey: collectionKeys.detail(collectionID) });
    },
  });
}
