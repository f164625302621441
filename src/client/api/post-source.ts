// A post's source text: GET /api/v2/{discussions|comments}/{id}/edit, for those who may edit it now.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PostSource } from "../../types/generated/api/post-source";
import { apiRequest } from "./http";

export type PostRecordType = "discussion" | "comment";

export const postSourceKeys = {
  all: ["post-source"] as const,
  detail: (recordType: PostRecordType, recordID: number) =>
    [...postSourceKeys.all, recordType, recordID] as const,
};

export function getPostSource(recordType: PostRecordType, recordID: number, signal?: AbortSignal) {
  return apiRequest<PostSource>(`/${recordType}s/${recordID}/edit`, { signal });
}

export function postSourceQuery(recordType: PostRecordType, recordID: number) {
  return queryOptions({
    queryKey: postSourceKeys.detail(recordType, recordID),
    queryFn: ({ signal }) => getPostSource(recordType, recordID, signal),
    // The text is edited right after it is read: always read it again when an editor opens.
    staleTime: 0,
  });
}

export function usePostSource(recordType: PostRecordType, recordID: number, enabled = true) {
  return useQuery({ ...postSourceQuery(recordType, recordID), enabled });
}
