// GET /layouts/catalog (layout-format §5.1): what a layout author may use for a view type — widgets, the view
// type's assets (with isRequired), sections (with the widgets each accepts), middlewares and the param refs —
// all read from the widget schemas' x-widget metadata.
import middlewareSchema from "../../../schemas/layout/middleware.schema.json";
import { type WidgetSchema, widgetSchemas } from "../../lib/layout/widget-schemas";
import { isSectionKey, SECTION_PREFIX } from "./validate-document";
import { VIEW_TYPES, type ViewTypeDefinition } from "./view-types";

type JsonObject = Record<string, unknown>;

export interface CatalogItem {
  $reactComponent: string;
  schema: JsonObject;
  name: string;
  widgetGroup: string;
  iconUrl: string;
  fragmentTypes: string[];
}

export interface LayoutCatalog {
  layoutViewType: string;
  layoutParams: Record<string, { schema: unknown }>;
  widgets: Record<string, CatalogItem>;
  assets: Record<string, CatalogItem & { isRequired: boolean }>;
  sections: Record<string, CatalogItem & { allowedWidgetIDs: string[] }>;
  middlewares: Record<string, { schema: JsonObject }>;
}

const str = { type: "string" };
const int = { type: "integer" };

/** Param refs every view resolves (params.ts), flattened with "/". */
const COMMON_PARAMS: Record<string, unknown> = {
  layoutViewType: str,
  locale: str,
  "siteSection/sectionID": int,
  "siteSection/name": str,
  "siteSection/description": str,
  "siteSection/basePath": str,
  "siteSection/contentLocale": str,
  categoryID: int,
};

/** A view type's page params (with their schemas) and resolved params (typed loosely: objects or strings). */
function viewParams(definition: ViewTypeDefinition): Record<string, unknown> {
  const resolved = Object.fromEntries(
    definition.resolvedParams.map((ref) => [
      ref,
      ref.includes("/") ? {} : { type: ["object", "array", "string"] },
    ]),
  );
  return { ...resolved, ...definition.params };
}

function layoutParams(layoutViewType: string): Record<string, { schema: unknown }> {
  const definitions =
    layoutViewType === "all" ? VIEW_TYPES : VIEW_TYPES.filter((view) => view.name === layoutViewType);
  const all: Record<string, unknown> = Object.assign({ ...COMMON_PARAMS }, ...definitions.map(viewParams));
  return Object.fromEntries(Object.entries(all).map(([ref, schema]) => [ref, { schema }]));
}

function catalogItem(schema: WidgetSchema): CatalogItem {
  const { examples: _examples, "x-widget": meta, ...rest } = schema;
  return {
    $reactComponent: meta.component,
    schema: { ...rest, description: rest.description || meta.name },
    name: meta.name,
    widgetGroup: meta.group,
    iconUrl: "",
    fragmentTypes: [],
  };
}

function assetFor(key: string, layoutViewType: string): { isRequired: boolean } | null | undefined {
  const asset = widgetSchemas.get(key)?.["x-widget"].assets?.[key];
  if (!asset) return undefined; // not an asset: a plain widget
  if (layoutViewType !== "all" && !asset.viewTypes.includes(layoutViewType)) return null;
  return { isRequired: asset.isRequired };
}

export function buildLayoutCatalog(layoutViewType: string): LayoutCatalog {
  const catalog: LayoutCatalog = {
    layoutViewType,
    layoutParams: layoutParams(layoutViewType),
    widgets: {},
    assets: {},
    sections: {},
    middlewares: Object.fromEntries(
      Object.entries(middlewareSchema.properties).map(([type, schema]) => [type, { schema }]),
    ),
  };
  const usable: string[] = [];
  for (const [key, schema] of widgetSchemas) {
    if (isSectionKey(key)) continue;
    const asset = assetFor(key, layoutViewType);
    if (asset === null) continue;
    usable.push(key);
    if (asset) catalog.assets[key] = { ...catalogItem(schema), ...asset };
    else catalog.widgets[key] = catalogItem(schema);
  }
  for (const [key, schema] of widgetSchemas) {
    if (!isSectionKey(key)) continue;
    const sectionID = key.slice(SECTION_PREFIX.length);
    const allowedWidgetIDs = usable.filter((widgetKey) =>
      (widgetSchemas.get(widgetKey)?.["x-widget"].sections ?? []).includes(sectionID),
    );
    catalog.sections[key] = { ...catalogItem(schema), allowedWidgetIDs };
  }
  return catalog;
}
