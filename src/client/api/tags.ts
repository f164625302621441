// Tags (docs/reference/curation.md#tags): GET /api/v2/tags (a page of tags by name prefix, most used first), PUT
// /discussions/{id}/tags (retag a discussion), and the tag administration (community.manage): POST /tags, PATCH
// /tags/{id}, POST /tags/{id}/merge, DELETE /tags/{id}. Every tag query lives under tagKeys.all; a change refreshes
// them, and a retag also the discussions and hydrated layouts that show the tags.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Tag } from "../../types/generated/api/tag";
import type { TagPost } from "../../types/generated/api/tag-post";
import { discussionKeys } from "./discussions";
import { apiRequest } from "./http";
import { apiRequestPage } from "./http-paged";
import { hydratedLayoutKeys } from "./layouts/keys";

export type { Tag };

/** PUT /discussions/{id}/tags (schemas/api/discussion-tags-put.schema.json: at most 20 of each). */
export interface DiscussionTagsBody {
  tagIDs: number[];
  names: string[];
}

export interface TagListParams {
  query: string;
  page: number;
  limit: number;
}

export const tagKeys = {
  all: ["tags"] as const,
  page: (params: TagListParams) => [...tagKeys.all, "page", params] as const,
  suggestions: (query: string) => [...tagKeys.all, "suggestions", query] as const,
};

export function fetchTagPage(params: TagListParams, signal?: AbortSignal) {
  return apiRequestPage<Tag>(
    "/tags",
    [
      ["query", params.query || undefined],
      ["page", params.page],
      ["limit", params.limit],
    ],
    signal,
  );
}

export function putDiscussionTags(discussionID: number, body: DiscussionTagsBody): Promise<Tag[]> {
  return apiRequest<Tag[]>(`/discussions/${discussionID}/tags`, { method: "PUT", body });
}

export function tagPageQuery(params: TagListParams) {
  return queryOptions({
    queryKey: tagKeys.page(params),
    queryFn: ({ signal }) => fetchTagPage(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Tags whose name starts with the text, for a tag input's suggestions (nothing asked for an empty text). */
export function tagSuggestionsQuery(query: string) {
  return queryOptions({
    queryKey: tagKeys.suggestions(query),
    queryFn: ({ signal }) =>
      apiRequest<Tag[]>("/tags", {
        query: [
          ["query", query],
          ["limit", 10],
        ],
        signal,
      }),
    enabled: query.trim() !== "",
    placeholderData: keepPreviousData,
  });
}

export function useTagSuggestions(query: string) {
  return useQuery(tagSuggestionsQuery(query));
}

/** Sets a discussion's tags; the discussions and the pages showing them are read again. */
export function useDiscussionTagsMutation(discussionID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscussionTagsBody) => putDiscussionTags(discussionID, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
      void queryClient.invalidateQueries({ queryKey: discussionKeys.all });
      void queryClient.invalidateQueries({ queryKey: hydratedLayoutKeys.all });
    },
  });
}

export type TagChange =
  | { action: "create"; body: TagPost }
  | { action: "rename"; tagID: number; name: string }
  | { action: "merge"; tagID: number; targetTagID: number }
  | { action: "delete"; tagID: number };

function changeTag(change: TagChange): Promise<Tag | undefined> {
  switch (change.action) {
    case "create":
      return apiRequest<Tag>("/tags", { method: "POST", body: change.body });
    case "rename":
      return apiRequest<Tag>(`/tags/${change.tagID}`, { method: "PATCH", body: { name: change.name } });
    case "merge":
      return apiRequest<Tag>(`/tags/${change.tagID}/merge`, {
        method: "POST",
        body: { targetTagID: change.targetTagID },
      });
    case "delete":
      return apiRequest<void>(`/tags/${change.tagID}`, { method: "DELETE" }).then(() => undefined);
  }
}

/** One change of the tag administration; every tag list is read again after it. */
export function useTagChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
