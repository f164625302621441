// Knowledge categories (docs/reference/knowledge-base.md): GET /knowledge-categories?knowledgeBaseID= answers a
// knowledge base's categories (a help center's categories, a guide's chapters) as one flat list in tree order,
// parents before their children, each with its depth (1 = top level). Keys start with ["knowledge"].
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { KnowledgeCategory } from "../../../types/generated/api/knowledge-category";
import { apiRequest } from "../http";

export type { KnowledgeCategory };

export const knowledgeCategoryKeys = {
  all: ["knowledge", "knowledge-categories"] as const,
  ofKnowledgeBase: (knowledgeBaseID: number) =>
    [...knowledgeCategoryKeys.all, "of", knowledgeBaseID] as const,
};

export function fetchKnowledgeCategories(
  knowledgeBaseID: number,
  signal?: AbortSignal,
): Promise<KnowledgeCategory[]> {
  return apiRequest<KnowledgeCategory[]>("/knowledge-categories", {
    query: [["knowledgeBaseID", knowledgeBaseID]],
    signal,
  });
}

export function knowledgeCategoriesQuery(knowledgeBaseID: number) {
  return queryOptions({
    queryKey: knowledgeCategoryKeys.ofKnowledgeBase(knowledgeBaseID),
    queryFn: ({ signal }) => fetchKnowledgeCategories(knowledgeBaseID, signal),
  });
}

/** A knowledge base's categories; nothing is asked while no knowledge base is chosen (null). */
export function useKnowledgeCategories(knowledgeBaseID: number | null) {
  return useQuery({ ...knowledgeCategoriesQuery(knowledgeBaseID ?? 0), enabled: knowledgeBaseID !== null });
}
