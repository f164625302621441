// Generated from schemas/api/layout-preview.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The answer of POST /api/v2/layouts/hydrate (the editor's preview): the hydrated layout, key for key as hydrated-layout.schema.json, with what hydrating it cost (docs/reference/layout-documents.md#cost-meter).
 */
export interface LayoutPreview {
layoutID: (number | string)
name: string
layoutViewType: string
isDefault: boolean
layout: HydratedNode[]
titleBar: HydratedNode
seo: {
title: string
description: string
}
contexts?: HydratedNode[]
cost: LayoutPreviewCost
}
/**
 * What the client renders: a registered component name and its props. Regions of sections hold further hydrated nodes.
 */
export interface HydratedNode {
$reactComponent: string
$reactProps: {
[k: string]: unknown | undefined
}
/**
 * The editor's id of the node ($editorID in the document being edited), only in editor previews: the renderer keys the node by it and the canvas finds the node by it.
 */
$id?: string
$middleware?: {
visibility?: {
device?: ("all" | "desktop" | "tablet" | "mobile" | "xs" | "no_bleed")
}
}
/**
 * Custom implementations of the widget (docs/reference/layout-documents.md#fragments-and-special-keys): fragment type → the active fragment and where its JS and CSS are served. The renderer loads them instead of the built-in component.
 */
$fragmentImpls?: {
[k: string]: {
fragmentUUID: string
jsUrl: string
cssUrl: string
} | undefined
}
}
/**
 * What hydrating an editor preview cost the server, measured while it ran (docs/reference/layout-documents.md#cost-meter): database queries counted through the database handle, JSON bytes of what was hydrated, and wall time. Widgets are measured one at a time, so no widget's time includes another's. total: the whole hydration (page params, page-level reads, every widget; bytes = the hydrated layout's JSON); page: what belongs to no widget (the page's records, translations, banner texts, switched-off addons; bytes = the layout's own keys such as name and seo).
 */
export interface LayoutPreviewCost {
/**
 * How a widget hidden on a device ($middleware.visibility.device) is served to it. server-mobile: a page view from a phone (told by Sec-CH-UA-Mobile or the User-Agent) leaves out on the server every node hidden on mobile, so hiding a widget on mobile saves its whole cost there; tablets, desktops and unknown devices get every node, and the browser hides what their width should not show (docs/reference/layout-documents.md#hiding-on-phones).
 */
deviceHiding: "server-mobile"
/**
 * The device this preview was hydrated for (all: none was named, every node). A mobile preview does not hydrate the nodes hidden on mobile: the desktop and tablet figures then leave them out.
 */
device: ("all" | "desktop" | "tablet" | "mobile")
total: CostAmount
page: CostAmount
/**
 * Each node the editor named ($editorID; the title bar as titleBar): its own cost, what the nodes inside it cost not included (they are listed on their own).
 */
widgets: WidgetCost[]
/**
 * What one page view on each device costs the server and carries: on mobile, without the widgets a phone's page view leaves out (see deviceHiding).
 */
devices: {
desktop: CostAmount
tablet: CostAmount
mobile: CostAmount
}
}
export interface CostAmount {
/**
 * Database queries run.
 */
queries: number
/**
 * UTF-8 bytes of the hydrated JSON.
 */
bytes: number
/**
 * Server time, in milliseconds.
 */
ms: number
}
export interface WidgetCost {
/**
 * The node's $editorID (titleBar for the title bar).
 */
id: string
hydrateKey: string
queries: number
/**
 * 0 when the node hydrated to nothing.
 */
bytes: number
ms: number
/**
 * false: the node hydrated to nothing for this viewer (a role or category filter, or its loader hid it, or a mobile preview left it out); its filters may still have cost queries.
 */
shown: boolean
/**
 * Whether a phone's page view hydrates it: false when it, or a node holding it, is hidden on mobile.
 */
mobile: boolean
}
