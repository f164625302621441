// The palette's content: every widget of the catalog plus the optional assets of the view type (required ones are
// in the document already and cannot be added twice), grouped by widgetGroup and filtered by a search.
import { englishT, type TranslateFn } from "../i18n";
import type { CatalogItem, LayoutCatalog } from "../model/catalog";

export interface PaletteItem {
  /** The hydrate key inserted: "react.discussion.discussions". */
  key: string;
  name: string;
  group: string;
  description: string;
  isAsset: boolean;
}

export interface PaletteGroup {
  name: string;
  items: PaletteItem[];
}

function describe(item: CatalogItem): string {
  const description = item.schema.description;
  return typeof description === "string" && description !== item.name ? description : "";
}

export function paletteItems(catalog: LayoutCatalog, t: TranslateFn = englishT): PaletteItem[] {
  const other = t("Other");
  const widgets = Object.entries(catalog.widgets).map(([key, item]) => ({
    key,
    name: item.name,
    group: item.widgetGroup || other,
    description: describe(item),
    isAsset: false,
  }));
  const assets = Object.entries(catalog.assets)
    .filter(([, asset]) => !asset.isRequired)
    .map(([key, item]) => ({
      key,
      name: item.name,
      group: item.widgetGroup || other,
      description: describe(item),
      isAsset: true,
    }));
  return [...widgets, ...assets];
}

/** Every word of the query must appear in the item's name, group, description or key (case-insensitive). */
export function matchesQuery(item: PaletteItem, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${item.name} ${item.group} ${item.description} ${item.key}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

/** Matching items grouped by widgetGroup; groups and items sorted by name, empty groups left out. */
export function groupPaletteItems(items: readonly PaletteItem[], query = ""): PaletteGroup[] {
  const groups = new Map<string, PaletteItem[]>();
  for (const item of items) {
    if (!matchesQuery(item, query)) continue;
    const list = groups.get(item.group) ?? [];
    list.push(item);
    groups.set(item.group, list);
  }
  return [...groups.entries()].map(([name, list]) => ({ name, items: [...list].sort(byName) })).sort(byName);
}
