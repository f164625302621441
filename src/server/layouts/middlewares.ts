// Server-side layout middlewares (docs/reference/layout-documents.md#middlewares): role-filter and category-filter
// decide on the server whether a node exists at all for this viewer and page. visibility is passed through for the
// client, except on a phone, which gets no node hidden on mobile (docs/reference/layout-documents.md#hiding-on-phones).
import { excludesMobile } from "../../lib/layout/mobile-hiding";
import type { Middleware } from "../../types/generated/layout/middleware";
import { getCategory } from "../services/categories";
import type { LayoutContext } from "./context";

function passesRoleFilter(filter: Middleware["role-filter"], context: LayoutContext): boolean {
  const roleIDs = filter?.roleIDs ?? [];
  if (roleIDs.length === 0) return true;
  const viewerRoles = new Set(context.services.viewer.user.roleIDs);
  return roleIDs.some((roleID) => viewerRoles.has(roleID));
}

/** Walks up from the page's category to see whether it is (or sits under) the configured one. */
async function passesCategoryFilter(
  filter: Middleware["category-filter"],
  context: LayoutContext,
): Promise<boolean> {
  const pageCategoryID = context.params.categoryID;
  if (!filter || pageCategoryID === undefined || pageCategoryID === null) return true;
  const wanted = await getCategory(context.services, String(filter.categoryID));
  if (!wanted) return false;
  let current = await getCategory(context.services, String(pageCategoryID));
  for (let depth = 0; current && depth < 20; depth++) {
    if (current.categoryID === wanted.categoryID) return true;
    if (!filter.includeChildCategories || current.parentCategoryID < 1) return false;
    current = await getCategory(context.services, String(current.parentCategoryID));
  }
  return false;
}

export async function allowsNode(middleware: Middleware, context: LayoutContext): Promise<boolean> {
  if (!passesRoleFilter(middleware["role-filter"], context)) return false;
  return passesCategoryFilter(middleware["category-filter"], context);
}

/** allowsNode for a page view from a phone: a node hidden on mobile is left out, with everything it holds. */
export async function allowsNodeOnPhone(middleware: Middleware, context: LayoutContext): Promise<boolean> {
  if (excludesMobile(middleware.visibility?.device)) return false;
  return allowsNode(middleware, context);
}
