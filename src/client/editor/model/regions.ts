// A section's regions are its array-typed props (as the server's validator reads them), listed in visual
// order: breadcrumbs first, then the schema's order (top before bottom, main before secondary).
import { msg } from "../../../lib/i18n/msg";
import { englishT, type TranslateFn } from "../i18n";
import { catalogItem, type LayoutCatalog } from "./catalog";
import type { JsonObject } from "./types";
import { clientWidgetSchemas, isSectionKey } from "./widget-meta";

const regionCache = new Map<string, string[]>();

/** The region keys of a section, in visual order; [] for a key that is not a known section. */
export function sectionRegions(sectionHydrateKey: string): string[] {
  const cached = regionCache.get(sectionHydrateKey);
  if (cached) return cached;
  const schema = clientWidgetSchemas.get(sectionHydrateKey);
  const regions =
    schema && isSectionKey(sectionHydrateKey)
      ? Object.entries(schema.properties)
          .filter(([, prop]) => prop.type === "array")
          .map(([key]) => key)
      : [];
  const ordered = [
    ...regions.filter((r) => r === "breadcrumbs"),
    ...regions.filter((r) => r !== "breadcrumbs"),
  ];
  regionCache.set(sectionHydrateKey, ordered);
  return ordered;
}

const COLUMN_NAMES: Record<string, string> = {
  main: msg("main column"),
  secondary: msg("secondary column"),
  left: msg("left column"),
  middle: msg("middle column"),
  right: msg("right column"),
};

/** A region's name for people (announcements, outline, aria labels): "main column", "left column (top)". */
export function regionLabel(sectionHydrateKey: string, region: string, t: TranslateFn = englishT): string {
  if (region === "breadcrumbs") return t("breadcrumbs");
  if (region === "children")
    return sectionHydrateKey === "react.section.full-width" ? t("full width") : t("column");
  const match = /^(main|secondary|left|middle|right)(Top|Bottom)?$/.exec(region);
  const column = match?.[1] ? COLUMN_NAMES[match[1]] : undefined;
  if (!column) return region;
  // Top regions sit above their column's main list; the bottom one is "the column" people mean.
  return match?.[2] === "Top" ? t("{column} (top)", { column: t(column) }) : t(column);
}

/** What to call a node: its static string title when it has one, else the catalog (or schema) name. */
export function nodeLabel(node: JsonObject, catalog: LayoutCatalog): string {
  const key = typeof node.$hydrate === "string" ? node.$hydrate : "";
  if (typeof node.title === "string" && node.title.trim() !== "") return node.title.trim();
  return catalogItem(catalog, key)?.name ?? clientWidgetSchemas.get(key)?.["x-widget"].name ?? key;
}
