// Generated from schemas/api/layout-catalog.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /layouts/catalog?layoutViewType= (docs/reference/layout-widgets.md#catalogue): what a layout author may use for a view type — widgets, the view type's page assets (with isRequired), sections (with the widgets each accepts), middlewares and the param refs.
 */
export interface LayoutCatalog {
/**
 * The view type asked for, or "all".
 */
layoutViewType: string
/**
 * Param refs a layout may use (e.g. siteSection/name), each with the JSON Schema of its value.
 */
layoutParams: {
[k: string]: {
/**
 * A JSON Schema.
 */
schema: {
[k: string]: unknown | undefined
}
} | undefined
}
/**
 * Widgets by hydrate key (neither sections nor assets).
 */
widgets: {
[k: string]: CatalogItem | undefined
}
/**
 * The view type's page assets by hydrate key (every asset for "all").
 */
assets: {
[k: string]: (CatalogItem & {
/**
 * A layout of the view type must hold it.
 */
isRequired: boolean
}) | undefined
}
/**
 * Sections by hydrate key, each with the hydrate keys of the widgets it accepts.
 */
sections: {
[k: string]: (CatalogItem & {
allowedWidgetIDs: string[]
}) | undefined
}
/**
 * Middleware types ($middleware keys), each with the JSON Schema of its settings.
 */
middlewares: {
[k: string]: {
schema: {
[k: string]: unknown | undefined
}
} | undefined
}
}
export interface CatalogItem {
$reactComponent: string
/**
 * The widget's props schema (absolute $refs; x-control form hints).
 */
schema: {
[k: string]: unknown | undefined
}
name: string
widgetGroup: string
iconUrl: string
fragmentTypes: string[]
}
