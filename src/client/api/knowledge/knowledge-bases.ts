// Knowledge bases (docs/reference/knowledge-base.md): GET /knowledge-bases (the ones the viewer may see, each with
// viewerCanEdit: whether they hold articles.add there) and GET /knowledge-bases/{id} (by id or url code). The
// article editor and the convert dialog offer the ones the viewer may write in. Keys start with ["knowledge"].
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { KnowledgeBase } from "../../../types/generated/api/knowledge-base";
import type { KnowledgeBaseListQuery as KnowledgeBaseListQueryBody } from "../../../types/generated/api/knowledge-base-list-query";
import { apiRequest } from "../http";

export type { KnowledgeBase };

/** GET /knowledge-bases' filters the editor uses (its status defaults to published). */
export type KnowledgeBaseListQuery = Partial<Pick<KnowledgeBaseListQueryBody, "siteSectionID" | "status">>;

export const knowledgeBaseKeys = {
  all: ["knowledge", "knowledge-bases"] as const,
  lists: () => [...knowledgeBaseKeys.all, "list"] as const,
  list: (query: KnowledgeBaseListQuery) => [...knowledgeBaseKeys.lists(), query] as const,
  detail: (idOrUrlCode: number | string) =>
    [...knowledgeBaseKeys.all, "detail", String(idOrUrlCode)] as const,
};

export function fetchKnowledgeBases(
  query: KnowledgeBaseListQuery = {},
  signal?: AbortSignal,
): Promise<KnowledgeBase[]> {
  return apiRequest<KnowledgeBase[]>("/knowledge-bases", {
    query: [
      ["siteSectionID", query.siteSectionID],
      ["status", query.status],
    ],
    signal,
  });
}

export function knowledgeBasesQuery(query: KnowledgeBaseListQuery = {}) {
  return queryOptions({
    queryKey: knowledgeBaseKeys.list(query),
    queryFn: ({ signal }) => fetchKnowledgeBases(query, signal),
  });
}

export function useKnowledgeBases(query: KnowledgeBaseListQuery = {}, enabled = true) {
  return useQuery({ ...knowledgeBasesQuery(query), enabled });
}

/** The knowledge bases the viewer may write articles in, in the API's order (sort, then name). */
export function editableKnowledgeBases(bases: readonly KnowledgeBase[]): KnowledgeBase[] {
  return bases.filter((base) => base.viewerCanEdit === true && base.status === "published");
}
