// Generated from schemas/widgets/sitetotals.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Counts of members, posts and other records, in a band.
 */
export interface SiteTotalsWidgetProps {
apiParams: {
/**
 * @maxItems 8
 */
counts: []|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]|[{
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}, {
recordType: ("user" | "post" | "discussion" | "comment" | "category" | "question" | "accepted" | "onlineUser")
label: string
isHidden: boolean
}]
/**
 * Count only a site section's categories and their content (apiParams.siteSectionID, else the page's section); members stay site-wide.
 */
filter: boolean
/**
 * unset = the page's site section.
 */
siteSectionID?: number
}
labelType: ("both" | "icon" | "text")
/**
 * Abbreviate as 1.2k, 3.4m (docs/reference/ui-behaviour.md#shared-components).
 */
formatNumbers: boolean
containerOptions: {
background?: WidgetBackground
textColor: string
alignment: ("flex-start" | "center" | "flex-end" | "space-around")
}
}
export interface WidgetBackground {
/**
 * A CSS colour; empty = the theme's.
 */
color?: string
/**
 * Image URL; empty = none.
 */
image?: string
position?: string
size?: ("cover" | "contain" | "auto")
repeat?: ("no-repeat" | "repeat" | "repeat-x" | "repeat-y")
/**
 * Whether the image scrolls with the page (scroll, the browser's default), stays put (fixed) or scrolls with the box's content (local).
 */
attachment?: ("scroll" | "fixed" | "local")
/**
 * Darken the image so that light text stays readable.
 */
useOverlay?: boolean
}
