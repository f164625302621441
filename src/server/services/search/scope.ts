// Where a search may look, before any filter: the categories the viewer may view (the same list the discussion
// lists use, PermissionSet.visibleCategoryIDs), narrowed to the site section searched and, unless asked for, without
// archived categories; and the site sections whose tree the viewer may see. Every source puts these IDs in its SQL.
import { sql } from "drizzle-orm";
import { fieldErrors } from "../../http/errors";
import { type CategoryIndex, descendantsOf } from "../category-index";
import type { ServiceContext } from "../context";
import { listSiteSections } from "../site-sections";
import { selectRows } from "../sql";

export interface SearchScope {
  visibleCategoryIDs: number[];
  siteSectionIDs: number[];
}

/** A category and everything below it. */
export function subtree(index: CategoryIndex, categoryID: number): number[] {
  return [categoryID, ...descendantsOf(index, categoryID).map((node) => node.categoryID)];
}

async function archivedCategoryIDs(ctx: ServiceContext, index: CategoryIndex): Promise<Set<number>> {
  const rows = await selectRows<{ categoryID: number }>(
    ctx.db,
    sql`SELECT "categoryID" FROM "categories" WHERE "archived"`,
  );
  // A category under an archived one is archived too.
  return new Set(rows.flatMap((row) => subtree(index, row.categoryID)));
}

function unknownSection(): never {
  throw fieldErrors(400, [
    { field: "siteSectionID", code: "unknownSiteSection", message: "There is no site section with this ID." },
  ]);
}

export async function searchScope(
  ctx: ServiceContext,
  index: CategoryIndex,
  options: { siteSectionID?: number | undefined; includeArchived: boolean },
): Promise<SearchScope> {
  const { permissions } = ctx.viewer;
  let visible = permissions.visibleCategoryIDs();
  const sections = await listSiteSections(ctx.db);
  if (options.siteSectionID !== undefined && options.siteSectionID !== 0) {
    const section = sections.find((candidate) => candidate.sectionID === options.siteSectionID);
    if (!section) unknownSection();
    if (section.rootCategoryID !== -1) {
      const inSection = new Set(subtree(index, section.rootCategoryID));
      visible = visible.filter((id) => inSection.has(id));
    }
  }
  if (!options.includeArchived) {
    const archived = await archivedCategoryIDs(ctx, index);
    if (archived.size) visible = visible.filter((id) => !archived.has(id));
  }
  const siteSectionIDs = sections
    .filter((section) => section.rootCategoryID === -1 || permissions.canViewCategory(section.rootCategoryID))
    .map((section) => section.sectionID);
  return { visibleCategoryIDs: visible, siteSectionIDs };
}
