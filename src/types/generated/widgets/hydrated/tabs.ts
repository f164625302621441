// Generated from schemas/widgets/hydrated/tabs.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the tab widget receives: each visible tab with its panel content as a hydrated node.
 */
export type TabWidgetHydrated = (TabWidgetProps & {
tabs: {
tabPresetID: string
label: string
node: HydratedNode
}[]
defaultTabIndex: number
})

/**
 * Tabbed posts: each tab a preset list (recent, trending, top, announcements, questions).
 */
export interface TabWidgetProps {
/**
 * Posts per tab.
 */
limit: (3 | 5 | 10)
/**
 * The tabs in order (a preset listed twice shows once). Hidden tabs are not loaded.
 */
tabConfiguration: {
tabPresetID: ("recent-discussions" | "trending-discussions" | "top-discussions" | "announcements" | "new-questions" | "unanswered-questions" | "recently-answered-questions")
/**
 * The tab's label; the preset's name when empty.
 */
label?: string
isHidden: boolean
}[]
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
