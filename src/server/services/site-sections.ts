// Site sections (docs/reference/routes.md#site-sections) and custom pages: the default section 0 is the site itself
// (not stored); the others come from site_sections with their slug (URL prefix), locale and category tree. Also
// builds the route table the server and client share (src/lib/layout-routes).
import { eq } from "drizzle-orm";
import type { RouteTable } from "../../lib/layout-routes";
import type { Db } from "../db/client";
import { customPages, siteSections } from "../db/schema";
import type { SiteConfig } from "../site-config";
import { ancestryOf, loadCategoryIndex } from "./category-index";

export interface SiteSection {
  sectionID: number;
  name: string;
  description: string;
  /** "/" for the default section, "/{slug}" for the others. */
  basePath: string;
  slug: string;
  contentLocale: string;
  /** -1: every category. */
  rootCategoryID: number;
}

export const DEFAULT_SECTION_ID = 0;

export function defaultSiteSection(site: SiteConfig): SiteSection {
  return {
    sectionID: DEFAULT_SECTION_ID,
    name: site.title,
    description: site.description,
    basePath: "/",
    slug: "",
    contentLocale: "en",
    rootCategoryID: -1,
  };
}

type SectionRow = typeof siteSections.$inferSelect;

function toSection(row: SectionRow): SiteSection {
  return {
    sectionID: row.siteSectionID,
    name: row.name,
    description: row.description,
    basePath: `/${row.slug}`,
    slug: row.slug,
    contentLocale: row.locale,
    rootCategoryID: row.rootCategoryID,
  };
}

export async function listSiteSections(db: Db): Promise<SiteSection[]> {
  const rows = await db.select().from(siteSections).orderBy(siteSections.siteSectionID);
  return rows.map(toSection);
}

/** A section by id; the default one for 0; null when it does not exist. */
export async function getSiteSection(
  db: Db,
  site: SiteConfig,
  sectionID: number,
): Promise<SiteSection | null> {
  if (sectionID === DEFAULT_SECTION_ID) return defaultSiteSection(site);
  const [row] = await db
    .select()
    .from(siteSections)
    .where(eq(siteSections.siteSectionID, sectionID))
    .limit(1);
  return row ? toSection(row) : null;
}

/** Whether a category belongs to a section: the default section holds them all, others their root's tree. */
export async function sectionContainsCategory(
  db: Db,
  section: SiteSection,
  categoryID: number,
): Promise<boolean> {
  if (section.rootCategoryID === -1) return true;
  const index = await loadCategoryIndex(db);
  return ancestryOf(index, categoryID).some((node) => node.categoryID === section.rootCategoryID);
}

export type CustomPageRow = typeof customPages.$inferSelect;

export async function getCustomPage(db: Db, customPageID: number): Promise<CustomPageRow | null> {
  const [row] = await db
    .select()
    .from(customPages)
    .where(eq(customPages.customPageID, customPageID))
    .limit(1);
  return row ?? null;
}

/** What the route table needs: the sections' slugs and the published custom pages' url codes. */
export async function loadRouteTable(db: Db): Promise<RouteTable> {
  const [sections, pages] = await Promise.all([
    listSiteSections(db),
    db
      .select({
        customPageID: customPages.customPageID,
        urlcode: customPages.urlcode,
        siteSectionID: customPages.siteSectionID,
      })
      .from(customPages)
      .where(eq(customPages.status, "published")),
  ]);
  return {
    siteSections: sections.map((s) => ({
      siteSectionID: s.sectionID,
      slug: s.slug,
      locale: s.contentLocale,
    })),
    customPages: pages,
  };
}
