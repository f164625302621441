// Collections (spec 000 §7): GET /collections, GET /collections/by-resource (the collections holding a record) and
// PUT /collections/by-resource (community.manage: the collections it should be in, replacing the list).
import { queryOptions } from "@tanstack/react-query";
import type { Collection } from "../../types/generated/api/collection";
import type { CollectionByResourcePut } from "../../types/generated/api/collection-by-resource-put";
import { apiRequest } from "./http";

export type { Collection };
export type CollectionRecordRef = CollectionByResourcePut["record"];

export function collectionsQueryOptions() {
  return queryOptions({
    queryKey: ["collections"] as const,
    queryFn: ({ signal }) => apiRequest<Collection[]>("/collections", { signal }),
  });
}

export function collectionsOfRecordQueryOptions(record: CollectionRecordRef) {
  return queryOptions({
    queryKey: ["collections", "by-resource", record.recordType, record.recordID] as const,
    queryFn: ({ signal }) =>
      apiRequest<Collection[]>("/collections/by-resource", {
        query: [
          ["recordType", record.recordType],
          ["recordID", record.recordID],
        ],
        signal,
      }),
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
