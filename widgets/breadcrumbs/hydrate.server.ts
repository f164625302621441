// Server data for breadcrumbs: Home, then a group page's trail, the page's category chain, a knowledge page's trail,
// or the list page's own name.
import type { LayoutContext } from "../../src/server/layouts/context";
import { categoryBreadcrumbs } from "../../src/server/services/categories";
import type { Breadcrumb } from "../../src/types/generated/api/breadcrumb";
import type { BreadcrumbsProps } from "../../src/types/generated/widgets/breadcrumbs";
import type { BreadcrumbsHydrated } from "../../src/types/generated/widgets/hydrated/breadcrumbs";

const KNOWLEDGE_VIEW_TYPES: ReadonlySet<string> = new Set([
  "knowledgeHome",
  "helpCenterKnowledgeBase",
  "helpCenterCategory",
  "helpCenterArticle",
  "guideArticle",
]);

const VIEW_CRUMBS: Record<string, { name: string; url: string }> = {
  discussionList: { name: "Recent Posts", url: "/discussions" },
};

export async function hydrateBreadcrumbs(
  props: BreadcrumbsProps,
  context: LayoutContext,
): Promise<BreadcrumbsHydrated | null> {
  // A group's pages carry their trail, Home › Groups › the group (src/server/layouts/group-providers.ts).
  if (context.params.group && Array.isArray(context.params.breadcrumbs)) {
    return { ...props, crumbs: context.params.breadcrumbs as Breadcrumb[] };
  }
  const categoryID = Number(context.params.categoryID);
  if (Number.isInteger(categoryID) && categoryID > 0) {
    return { ...props, crumbs: await categoryBreadcrumbs(context.services, categoryID) };
  }
  // Knowledge pages carry their trail (src/server/layouts/knowledge-providers.ts).
  const resolved = context.params.breadcrumbs;
  if (KNOWLEDGE_VIEW_TYPES.has(context.params.layoutViewType) && Array.isArray(resolved)) {
    return { ...props, crumbs: resolved as Breadcrumb[] };
  }
  const own = VIEW_CRUMBS[context.params.layoutViewType];
  // The home page is the root: a single "Home" crumb says nothing.
  if (!own) return null;
  return { ...props, crumbs: [{ name: "Home", url: "/" }, own] };
}
