// GET /api/v2/{discussions|comments}/{id}/edit: a post's source text, for those who may edit it now.
import { useQuery } from "@tanstack/react-query";
import type { PostSource } from "../../types/generated/api/post-source";
import { apiRequest } from "./http";

export function getPostSource(recordType: "discussion" | "comment", recordID: number): Promise<PostSource> {
  return apiRequest<PostSource>(`/${recordType}s/${recordID}/edit`);
}

export function usePostSourceQuery(recordType: "discussion" | "comment", recordID: number, enabled = true) {
  return useQuery({
    queryKey: ["post-source", recordType, recordID],
    queryFn: () => getPostSource(recordType, recordID),
    enabled,
    // The text is edited right after it is read: always read it again when an editor opens.
    staleTime: 0,
  });
}
