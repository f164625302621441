// GET /layouts/catalog (docs/reference/layout-widgets.md#catalogue): what a layout author may use for a view type —
// widgets, the view type's assets (with isRequired), sections (with the widgets each accepts), middlewares and the
// param refs — all read from the widget schemas' x-widget metadata.
import middlewareSchema from "../../../schemas/layout/middleware.schema.json";
import { VIEW_TYPES, type ViewTypeDefinition } from "../../lib/layout/view-types";
import { type WidgetSchema, widgetSchemas } from "../../lib/layout/widget-schemas";
import type { CatalogItem, LayoutCatalog } from "../../types/generated/api/layout-catalog";
import { absoluteRefs } from "./document-schema";
import { isSectionKey, SECTION_PREFIX } from "./validate-document";

export type { LayoutCatalog };

type JsonObject = Record<string, unknown>;

const str = { type: "string" };
const int = { type: "integer" };

/** Param refs every view resolves (params.ts), flattened with "/". */
const COMMON_PARAMS: Record<string, JsonObject> = {
  layoutViewType: str,
  locale: str,
  "siteSection/sectionID": int,
  "siteSection/name": str,
  "siteSection/description": str,
  "siteSection/basePath": str,
  "siteSection/contentLocale": str,
  categoryID: int,
};

/** The schema of a resolved param by its name: ids are integers, names and texts strings, records objects. */
function resolvedParamSchema(ref: string): JsonObject {
  const leaf = ref.split("/").at(-1) ?? ref;
  if (/ID$/.test(leaf)) return int;
  if (ref.includes("/")) return str;
  return leaf === "breadcrumbs" ? { type: "array" } : { type: ["object", "string"] };
}

/** A view type's page params (with their schemas) and resolved params. */
function viewParams(definition: ViewTypeDefinition): Record<string, JsonObject> {
  const resolved = Object.fromEntries(
    definition.resolvedParams.map((ref) => [ref, resolvedParamSchema(ref)]),
  );
  // View type params are JSON Schema objects (src/lib/layout/view-types.ts), typed loosely there.
  return { ...resolved, ...(definition.params as Record<string, JsonObject>) };
}

function layoutParams(layoutViewType: string): LayoutCatalog["layoutParams"] {
  const definitions =
    layoutViewType === "all" ? VIEW_TYPES : VIEW_TYPES.filter((view) => view.name === layoutViewType);
  const all: Record<string, JsonObject> = Object.assign({ ...COMMON_PARAMS }, ...definitions.map(viewParams));
  return Object.fromEntries(Object.entries(all).map(([ref, schema]) => [ref, { schema }]));
}

function catalogItem(schema: WidgetSchema): CatalogItem {
  const { examples: _examples, "x-widget": meta, ...rest } = schema;
  return {
    $reactComponent: meta.component,
    // Absolute refs: the common schemas they name are served under the same URLs as their $id.
    schema: { ...(absoluteRefs(rest) as JsonObject), description: rest.description || meta.name },
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
