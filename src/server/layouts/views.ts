// Where layouts apply (docs/reference/layout-documents.md#views views): one row per (layoutViewType, recordType,
// recordID) target, owned by one layout. layoutID is text: a numeric id for stored layouts, the view type for file
// templates.
import { and, asc, eq, inArray } from "drizzle-orm";
import { LAYOUT_VIEW_TYPE_NAMES, viewTypeDefinition } from "../../lib/layout/view-types";
import type { LayoutView } from "../../types/generated/api/layout-view";
import type { LayoutViewInput } from "../../types/generated/api/layout-view-input";
import type { Db } from "../db/client";
import { categories, customPages, groups, knowledgeBases, layoutViews, siteSections } from "../db/schema";
import type { FieldErrorInput } from "../http/errors";
import { slugify } from "../services/urls";
import { layoutViewTypes } from "./templates";

export type { LayoutView };

/** Every view type a layout may be written for: the registered ones and any with a template file. */
export function knownViewTypes(): string[] {
  return [...new Set([...LAYOUT_VIEW_TYPE_NAMES, ...layoutViewTypes()])];
}

/** Record types a layout of the view type may be applied to (docs/reference/layout-documents.md#views "Apply"). */
function allowedRecordTypes(layoutViewType: string): string[] {
  return viewTypeDefinition(layoutViewType)?.recordTypes ?? ["global"];
}

type ViewRow = typeof layoutViews.$inferSelect;

/** The API form of a stored layoutID: numbers for stored layouts, strings for templates. */
function apiLayoutID(layoutID: string): number | string {
  return /^\d+$/.test(layoutID) ? Number(layoutID) : layoutID;
}

function toView(row: ViewRow): LayoutView {
  return {
    layoutViewID: row.layoutViewID,
    layoutID: apiLayoutID(row.layoutID),
    recordID: row.recordID,
    recordType: row.recordType,
    layoutViewType: row.layoutViewType,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
  };
}

interface RecordInfo {
  name: string;
  url: string;
}

/** The record a view points at, or null when it does not exist. siteSectionName names the default section. */
async function findViewRecord(
  db: Db,
  recordType: string,
  recordID: number,
  siteSectionName: string,
): Promise<RecordInfo | null> {
  if (recordType === "global") return recordID === -1 ? { name: "Global", url: "/" } : null;
  if (recordType === "siteSection") {
    if (recordID === 0) return { name: siteSectionName, url: "/" };
    const [row] = await db
      .select()
      .from(siteSections)
      .where(eq(siteSections.siteSectionID, recordID))
      .limit(1);
    return row ? { name: row.name, url: `/${row.slug}` } : null;
  }
  if (recordType === "category") {
    const [row] = await db.select().from(categories).where(eq(categories.categoryID, recordID)).limit(1);
    return row ? { name: row.name, url: `/categories/${row.urlcode}` } : null;
  }
  if (recordType === "customPage") {
    const [row] = await db.select().from(customPages).where(eq(customPages.customPageID, recordID)).limit(1);
    return row ? { name: row.name, url: `/${row.urlcode}` } : null;
  }
  if (recordType === "knowledgeBase") {
    const [row] = await db
      .select()
      .from(knowledgeBases)
      .where(eq(knowledgeBases.knowledgeBaseID, recordID))
      .limit(1);
    return row ? { name: row.name, url: `/kb/${row.urlCode}` } : null;
  }
  if (recordType === "group") {
    const [row] = await db.select().from(groups).where(eq(groups.groupID, recordID)).limit(1);
    return row ? { name: row.name, url: `/groups/${row.groupID}-${slugify(row.name)}` } : null;
  }
  return null;
}

async function withRecords(db: Db, views: LayoutView[], siteSectionName: string): Promise<LayoutView[]> {
  return Promise.all(
    views.map(async (view) => {
      const record = await findViewRecord(db, view.recordType, view.recordID, siteSectionName);
      return { ...view, record: record ?? { name: "(deleted)", url: "" } };
    }),
  );
}

export async function listViews(
  db: Db,
  layoutIDs: string[],
  expand: { records: boolean; siteSectionName: string },
): Promise<LayoutView[]> {
  if (layoutIDs.length === 0) return [];
  const rows = await db
    .select()
    .from(layoutViews)
    .where(inArray(layoutViews.layoutID, layoutIDs))
    .orderBy(asc(layoutViews.layoutViewID));
  const views = rows.map(toView);
  return expand.records ? withRecords(db, views, expand.siteSectionName) : views;
}

export async function hasViews(db: Db, layoutID: string): Promise<boolean> {
  const [row] = await db
    .select({ id: layoutViews.layoutViewID })
    .from(layoutViews)
    .where(eq(layoutViews.layoutID, layoutID))
    .limit(1);
  return row !== undefined;
}

/** The view types that already have a global view (for the made-up view of unapplied templates). */
export async function viewTypesWithGlobalView(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ layoutViewType: layoutViews.layoutViewType })
    .from(layoutViews)
    .where(eq(layoutViews.recordType, "global"));
  return new Set(rows.map((row) => row.layoutViewType));
}

/** Problems with a PUT body: duplicates, record types the view type does not take, records that do not exist. */
export async function checkViewInput(
  db: Db,
  layoutViewType: string,
  input: LayoutViewInput,
  siteSectionName: string,
): Promise<{ status: 400 | 422; errors: FieldErrorInput[] } | null> {
  const seen = new Set<string>();
  const duplicates: FieldErrorInput[] = [];
  input.forEach((entry, index) => {
    const key = `${entry.recordType}:${entry.recordID}`;
    if (seen.has(key))
      duplicates.push({
        field: `${index}`,
        code: "duplicate",
        message: "Duplicate view {key}.",
        values: { key },
      });
    seen.add(key);
  });
  if (duplicates.length > 0) return { status: 400, errors: duplicates };
  const allowed = allowedRecordTypes(layoutViewType);
  const errors: FieldErrorInput[] = [];
  for (const [index, entry] of input.entries()) {
    if (!allowed.includes(entry.recordType)) {
      errors.push({
        field: `${index}.recordType`,
        code: "recordType",
        message: "A {layoutViewType} layout can be applied to: {allowed}.",
        values: { layoutViewType, allowed: allowed.join(", ") },
      });
    } else if (!(await findViewRecord(db, entry.recordType, entry.recordID, siteSectionName))) {
      errors.push({
        field: `${index}.recordID`,
        code: "notFound",
        message: "No {recordType} with ID {recordID}.",
        values: { recordType: entry.recordType, recordID: String(entry.recordID) },
      });
    }
  }
  return errors.length > 0 ? { status: 400, errors } : null;
}

/** Replaces every view of the layout; each target taken from another layout moves to this one. */
export async function replaceViews(
  db: Db,
  layout: { layoutID: string; layoutViewType: string },
  input: LayoutViewInput,
  userID: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.delete(layoutViews).where(eq(layoutViews.layoutID, layout.layoutID));
    const ids: number[] = [];
    for (const entry of input) {
      const target = and(
        eq(layoutViews.layoutViewType, layout.layoutViewType),
        eq(layoutViews.recordType, entry.recordType),
        eq(layoutViews.recordID, entry.recordID),
      );
      await tx.delete(layoutViews).where(target);
      const [row] = await tx
        .insert(layoutViews)
        .values({
          ...entry,
          layoutID: layout.layoutID,
          layoutViewType: layout.layoutViewType,
          insertUserID: userID,
        })
        .returning({ layoutViewID: layoutViews.layoutViewID });
      if (row) ids.push(row.layoutViewID);
    }
    return ids;
  });
}

export async function deleteViews(db: Db, layoutID: string, layoutViewIDs?: number[]): Promise<void> {
  const ofLayout = eq(layoutViews.layoutID, layoutID);
  const where = layoutViewIDs ? and(ofLayout, inArray(layoutViews.layoutViewID, layoutViewIDs)) : ofLayout;
  if (layoutViewIDs?.length === 0) return;
  await db.delete(layoutViews).where(where);
}
