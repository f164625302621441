// Preview loader for Knowledge Base Search: the page's knowledge base on a page story, none on the knowledge home
// (it searches them all, as on the server), else the factories' help center.
import type { KnowledgeSearchHydrated } from "../../src/types/generated/widgets/hydrated/kb-search";
import type { KnowledgeSearchProps } from "../../src/types/generated/widgets/kb-search";

export async function previewKbSearch(
  props: KnowledgeSearchProps,
  context: { params: Record<string, unknown> },
): Promise<KnowledgeSearchHydrated> {
  const page = context.params.knowledgeBase as { knowledgeBaseID: number; name: string } | undefined;
  if (page) return { ...props, knowledgeBase: { knowledgeBaseID: page.knowledgeBaseID, name: page.name } };
  if (context.params.layoutViewType === "knowledgeHome") return { ...props, knowledgeBase: null };
  return { ...props, knowledgeBase: { knowledgeBaseID: 1, name: "Help Center" } };
}
