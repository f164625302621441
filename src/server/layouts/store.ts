// Layouts as the API sees them (docs/reference/layout-documents.md#documents): immutable file templates (string id =
// view type) and stored rows (numeric id). Every document leaves at the current format version: older ones are
// migrated on read.
import { eq } from "drizzle-orm";
import type { LayoutFull } from "../../types/generated/api/layout-full";
import type { LayoutMetadata } from "../../types/generated/api/layout-metadata";
import type { LayoutDocument } from "../../types/generated/layout/layout";
import type { Db } from "../db/client";
import { layouts } from "../db/schema";
import { CURRENT_FORMAT_VERSION, migrateLayoutParts } from "./migrations";
import { layoutTemplate, layoutViewTypes } from "./templates";

type JsonObject = Record<string, unknown>;
type LayoutRow = typeof layouts.$inferSelect;

export const DEFAULT_TITLE_BAR: JsonObject = { $hydrate: "react.titleBar" };
/** Stored layout IDs are PostgreSQL integers. */
const MAX_STORED_ID = 2_147_483_647;
/** Templates are not written by anyone; their dates come from the files. */
const SYSTEM_USER_ID = 0;

export type LayoutRef = { kind: "stored"; id: number } | { kind: "template"; viewType: string };

/** A numeric id names a stored layout, any other string a file template (LayoutModel::isIDFormatSupported). */
export function parseLayoutRef(id: string): LayoutRef {
  return /^\d+$/.test(id) ? { kind: "stored", id: Number(id) } : { kind: "template", viewType: id };
}

/** The text key layout_views use for a layout. */
export function viewKey(ref: LayoutRef): string {
  return ref.kind === "stored" ? String(ref.id) : ref.viewType;
}

function templateMetadata(doc: LayoutDocument): LayoutMetadata {
  return {
    layoutID: doc.layoutViewType,
    name: doc.name ?? doc.layoutViewType,
    layoutViewType: doc.layoutViewType,
    isDefault: true,
    insertUserID: SYSTEM_USER_ID,
    dateInserted: doc.dateInserted ?? new Date(0).toISOString(),
  };
}

function rowMetadata(row: LayoutRow): LayoutMetadata {
  return {
    layoutID: row.layoutID,
    name: row.name,
    layoutViewType: row.layoutViewType,
    isDefault: false,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    updateUserID: row.updateUserID,
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
  };
}

function fullTemplate(doc: LayoutDocument): LayoutFull {
  const migrated = migrateLayoutParts({
    formatVersion: doc.formatVersion,
    layout: doc.layout,
    titleBar: doc.titleBar ?? DEFAULT_TITLE_BAR,
  });
  return {
    ...templateMetadata(doc),
    formatVersion: migrated.formatVersion,
    layout: migrated.layout as JsonObject[],
    titleBar: migrated.titleBar ?? DEFAULT_TITLE_BAR,
  };
}

function fullRow(row: LayoutRow): LayoutFull {
  const migrated = migrateLayoutParts({
    formatVersion: row.formatVersion,
    layout: row.layout,
    titleBar: row.titleBar ?? DEFAULT_TITLE_BAR,
  });
  return {
    ...rowMetadata(row),
    formatVersion: migrated.formatVersion,
    layout: migrated.layout as JsonObject[],
    titleBar: migrated.titleBar ?? DEFAULT_TITLE_BAR,
  };
}

/** Templates and stored layouts, oldest first. */
export async function listLayouts(db: Db): Promise<LayoutMetadata[]> {
  const templates = layoutViewTypes().flatMap((type) => {
    const doc = layoutTemplate(type);
    return doc ? [templateMetadata(doc)] : [];
  });
  const rows = await db.select().from(layouts);
  return [...templates, ...rows.map(rowMetadata)].sort(
    (a, b) =>
      Date.parse(a.dateInserted) - Date.parse(b.dateInserted) ||
      String(a.layoutID).localeCompare(String(b.layoutID)),
  );
}

export async function getLayout(db: Db, ref: LayoutRef): Promise<LayoutFull | null> {
  if (ref.kind === "template") {
    const doc = layoutTemplate(ref.viewType);
    return doc ? fullTemplate(doc) : null;
  }
  // The path's numeral is unbounded; beyond int4 it names no layout, and must not reach the query.
  if (!Number.isSafeInteger(ref.id) || ref.id > MAX_STORED_ID) return null;
  const [row] = await db.select().from(layouts).where(eq(layouts.layoutID, ref.id)).limit(1);
  return row ? fullRow(row) : null;
}

export interface LayoutWrite {
  name: string;
  layoutViewType: string;
  layout: unknown[];
  titleBar: JsonObject;
}

/** Inserts a document that was already migrated and validated. */
export async function insertLayout(db: Db, input: LayoutWrite, userID: number): Promise<LayoutFull> {
  const [row] = await db
    .insert(layouts)
    .values({ ...input, formatVersion: CURRENT_FORMAT_VERSION, insertUserID: userID })
    .returning();
  if (!row) throw new Error("The layout insert returned no row.");
  return fullRow(row);
}

export async function updateLayout(
  db: Db,
  id: number,
  patch: Partial<Pick<LayoutWrite, "name" | "layout" | "titleBar">>,
  userID: number,
): Promise<LayoutFull | null> {
  const [row] = await db
    .update(layouts)
    .set({
      ...patch,
      ...(patch.layout ? { formatVersion: CURRENT_FORMAT_VERSION } : {}),
      updateUserID: userID,
      dateUpdated: new Date(),
    })
    .where(eq(layouts.layoutID, id))
    .returning();
  return row ? fullRow(row) : null;
}

export async function deleteLayout(db: Db, id: number): Promise<void> {
  await db.delete(layouts).where(eq(layouts.layoutID, id));
}
