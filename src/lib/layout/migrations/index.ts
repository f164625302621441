// Layout format versions: documents carry `formatVersion` (missing = 1, Vanilla's original format). Ordered pure
// migrations upgrade an older document one version at a time: on the server on read (templates, stored layouts) and
// on save; in the editor when a widget or section copied from an older document is pasted.
import { v1ToV2 } from "./v1-to-v2";
import { mapNodes } from "./walk";

export const CURRENT_FORMAT_VERSION = 2;

interface Migration {
  from: number;
  to: number;
  migrateNode(node: Record<string, unknown>): Record<string, unknown>;
}

/** In order; each one's `to` is the next one's `from`. */
const MIGRATIONS: Migration[] = [v1ToV2];

export interface VersionedParts {
  formatVersion?: number | undefined;
  layout: unknown[];
  titleBar?: Record<string, unknown> | null | undefined;
}

export class UnsupportedFormatVersionError extends Error {}

/** The document's parts at the current format version; the input is not modified. */
export function migrateLayoutParts<T extends VersionedParts>(doc: T): T & { formatVersion: number } {
  const start = doc.formatVersion ?? 1;
  if (!Number.isInteger(start) || start < 1 || start > CURRENT_FORMAT_VERSION) {
    throw new UnsupportedFormatVersionError(
      `Unsupported layout format version ${String(doc.formatVersion)}.`,
    );
  }
  let layout: unknown[] = doc.layout;
  let titleBar = doc.titleBar;
  for (const migration of MIGRATIONS) {
    if (migration.from < start) continue;
    layout = mapNodes(layout, migration.migrateNode) as unknown[];
    if (titleBar) titleBar = mapNodes(titleBar, migration.migrateNode) as Record<string, unknown>;
  }
  const out = { ...doc, layout, formatVersion: CURRENT_FORMAT_VERSION };
  if (titleBar !== undefined) out.titleBar = titleBar;
  return out;
}
