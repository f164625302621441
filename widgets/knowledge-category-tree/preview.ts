// Preview loader for the category navigation: the factories' help center and its categories (one nested), the
// page's category current (in a widget story, the first, as on its own page).
import type { KnowledgeCategoryTreeHydrated } from "../../src/types/generated/widgets/hydrated/knowledge-category-tree";
import type { KnowledgeCategoryTreeProps } from "../../src/types/generated/widgets/knowledge-category-tree";
import { makeKnowledgeCategories } from "../../tests/factories/knowledge";

export async function previewKnowledgeCategoryTree(
  props: KnowledgeCategoryTreeProps,
  context: { params: Record<string, unknown> },
): Promise<KnowledgeCategoryTreeHydrated> {
  const page = context.params.knowledgeCategory as { knowledgeCategoryID?: unknown } | undefined;
  // A knowledge base's home marks none; a widget story, on no page, the first category.
  const fallback = context.params.knowledgeBase ? null : 1;
  const current = typeof page?.knowledgeCategoryID === "number" ? page.knowledgeCategoryID : fallback;
  return {
    ...props,
    knowledgeBase: { name: "Help Center", url: "/kb/help" },
    categories: makeKnowledgeCategories(),
    currentCategoryID: current,
    currentIsPage: context.params.article === undefined,
  };
}
