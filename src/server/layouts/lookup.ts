// Which layout applies (docs/reference/layout-documents.md#layout-lookup): a layout view assigned to the record, else
// to its parent, up to the global view, else the view type's default template. The chain comes from the record
// providers.
import { and, eq } from "drizzle-orm";
import type { LayoutDocument } from "../../types/generated/layout/layout";
import type { Db } from "../db/client";
import { layouts, layoutViews } from "../db/schema";
import { migrateLayoutParts } from "./migrations";
import { layoutTemplate } from "./templates";

export interface ResolvedLayout {
  layoutID: number | string;
  name: string;
  layoutViewType: string;
  isDefault: boolean;
  layout: unknown[];
  titleBar: Record<string, unknown>;
}

export class LayoutNotFoundError extends Error {}

export interface RecordRef {
  recordType: string;
  recordID: number;
}

export const GLOBAL_RECORD: RecordRef = { recordType: "global", recordID: -1 };

const DEFAULT_TITLE_BAR = { $hydrate: "react.titleBar" };

function fromTemplate(doc: LayoutDocument): ResolvedLayout {
  return {
    layoutID: doc.layoutID ?? doc.layoutViewType,
    name: doc.name ?? doc.layoutViewType,
    layoutViewType: doc.layoutViewType,
    isDefault: true,
    layout: doc.layout,
    titleBar: doc.titleBar ?? DEFAULT_TITLE_BAR,
  };
}

async function storedLayout(db: Db, layoutID: string): Promise<ResolvedLayout | null> {
  const id = Number(layoutID);
  if (!Number.isInteger(id)) {
    const template = layoutTemplate(layoutID);
    return template ? fromTemplate(template) : null;
  }
  const [row] = await db.select().from(layouts).where(eq(layouts.layoutID, id)).limit(1);
  if (!row) return null;
  const doc = migrateLayoutParts({
    formatVersion: row.formatVersion,
    layout: row.layout,
    titleBar: row.titleBar ?? DEFAULT_TITLE_BAR,
  });
  return {
    layoutID: row.layoutID,
    name: row.name,
    layoutViewType: row.layoutViewType,
    isDefault: false,
    layout: doc.layout,
    titleBar: doc.titleBar,
  };
}

/**
 * The layout of the first record in the chain (most specific first) that has a layout view of this type, else the
 * view type's template (docs/reference/layout-documents.md#layout-lookup). View types without a template (customPage)
 * answer 404 then.
 */
export async function resolveLayoutForChain(
  db: Db,
  layoutViewType: string,
  chain: readonly RecordRef[],
): Promise<ResolvedLayout> {
  for (const record of chain) {
    const [view] = await db
      .select({ layoutID: layoutViews.layoutID })
      .from(layoutViews)
      .where(
        and(
          eq(layoutViews.layoutViewType, layoutViewType),
          eq(layoutViews.recordType, record.recordType),
          eq(layoutViews.recordID, record.recordID),
        ),
      )
      .limit(1);
    const layout = view && (await storedLayout(db, view.layoutID));
    if (layout) return layout;
  }
  const template = layoutTemplate(layoutViewType);
  if (!template) throw new LayoutNotFoundError(`No layout for view type "${layoutViewType}".`);
  return fromTemplate(template);
}
