// The client's view of GET /api/v2/layouts/catalog (same shape as src/server/layouts/catalog-api.ts): what a
// layout author may use for a view type.
import type { JsonObject } from "./types";

export interface CatalogItem {
  $reactComponent: string;
  schema: JsonObject;
  name: string;
  widgetGroup: string;
  iconUrl: string;
  fragmentTypes: string[];
}

interface CatalogAsset extends CatalogItem {
  isRequired: boolean;
}

interface CatalogSection extends CatalogItem {
  allowedWidgetIDs: string[];
}

export interface LayoutCatalog {
  layoutViewType: string;
  layoutParams: Record<string, { schema: JsonObject }>;
  widgets: Record<string, CatalogItem>;
  assets: Record<string, CatalogAsset>;
  sections: Record<string, CatalogSection>;
  middlewares: Record<string, { schema: JsonObject }>;
}

/** The catalog entry of any hydrate key (widget, asset or section), or undefined when the catalog lacks it. */
export function catalogItem(catalog: LayoutCatalog, hydrateKey: string): CatalogItem | undefined {
  return catalog.widgets[hydrateKey] ?? catalog.assets[hydrateKey] ?? catalog.sections[hydrateKey];
}

export function isRequiredAsset(catalog: LayoutCatalog, hydrateKey: string): boolean {
  return catalog.assets[hydrateKey]?.isRequired === true;
}

export function isAsset(catalog: LayoutCatalog, hydrateKey: string): boolean {
  return hydrateKey in catalog.assets;
}

/** Whether a widget (or asset) may be placed in a section, per the catalog's allowedWidgetIDs. */
export function isAllowedIn(catalog: LayoutCatalog, sectionKey: string, widgetKey: string): boolean {
  return catalog.sections[sectionKey]?.allowedWidgetIDs.includes(widgetKey) ?? false;
}

const BREADCRUMBS_KEY = "react.breadcrumbs";

/** Whether a widget may go in a region of a section: the section must allow it; breadcrumbs regions take breadcrumbs only. */
export function acceptsWidgetIn(
  catalog: LayoutCatalog,
  sectionKey: string,
  region: string,
  widgetKey: string,
): boolean {
  if (region === "breadcrumbs" && widgetKey !== BREADCRUMBS_KEY) return false;
  return isAllowedIn(catalog, sectionKey, widgetKey);
}
