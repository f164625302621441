// Which categories a layout widget's filter leaves: a site section's tree (the subcommunity filter) and the
// viewer's followed categories (the "only followed" switch). Undefined means no narrowing.
import type { SiteConfig } from "../site-config";
import { followedCategoryIDs } from "./category-follows";
import { descendantsOf, loadCategoryIndex } from "./category-index";
import { isSignedIn, type ServiceContext } from "./context";
import { getSiteSection, type SiteSection } from "./site-sections";

/** A section by id, or the page's own section when the id is unset or unknown. */
export async function widgetSection(
  ctx: ServiceContext,
  site: SiteConfig,
  pageSection: SiteSection,
  siteSectionID: number | undefined,
): Promise<SiteSection> {
  if (siteSectionID === undefined) return pageSection;
  return (await getSiteSection(ctx.db, site, siteSectionID)) ?? pageSection;
}

/** The section's categories (its root and every descendant); undefined for a section holding them all. */
export async function sectionCategoryIDs(
  ctx: ServiceContext,
  section: SiteSection,
): Promise<Set<number> | undefined> {
  if (section.rootCategoryID === -1) return undefined;
  const index = await loadCategoryIndex(ctx.db);
  const below = descendantsOf(index, section.rootCategoryID).map((node) => node.categoryID);
  return new Set([section.rootCategoryID, ...below]);
}

/** The categories the signed-in viewer follows; null for guests, who follow nothing. */
export async function viewerFollowedCategories(ctx: ServiceContext): Promise<Set<number> | null> {
  if (!isSignedIn(ctx.viewer)) return null;
  return new Set(await followedCategoryIDs(ctx, ctx.viewer.user.userID));
}

/** Both narrowings at once: undefined when neither narrows. */
export function intersectScopes(...scopes: (Set<number> | undefined)[]): Set<number> | undefined {
  const given = scopes.filter((scope): scope is Set<number> => scope !== undefined);
  if (given.length === 0) return undefined;
  const [first, ...rest] = given;
  return new Set([...(first ?? [])].filter((id) => rest.every((scope) => scope.has(id))));
}

/** A category and its descendants the widget's category filter covers; -1 or unknown = no narrowing. */
export async function categoryTreeIDs(
  ctx: ServiceContext,
  categoryID: number | undefined,
): Promise<Set<number> | undefined> {
  if (categoryID === undefined || !Number.isInteger(categoryID) || categoryID < 1) return undefined;
  const index = await loadCategoryIndex(ctx.db);
  return new Set([categoryID, ...descendantsOf(index, categoryID).map((node) => node.categoryID)]);
}
