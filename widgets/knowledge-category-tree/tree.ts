// The flat, depth-first category list of a knowledge base as a tree (parents before children), for the category
// navigation. A category whose parent is missing reads at the top level rather than disappearing.
import type { KnowledgeCategory } from "../../src/types/generated/api/knowledge-category";

export interface CategoryNode {
  category: KnowledgeCategory;
  children: CategoryNode[];
}

export function categoryTree(categories: readonly KnowledgeCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const category of categories) nodes.set(category.knowledgeCategoryID, { category, children: [] });
  for (const category of categories) {
    const node = nodes.get(category.knowledgeCategoryID) as CategoryNode;
    const parent = category.parentID === null ? undefined : nodes.get(category.parentID);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
}
