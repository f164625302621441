// Generated from schemas/api/navigation-put.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PUT /navigation/{localeKey} (settings.manage): the whole ordered list, replacing the stored one.
 */
export interface NavigationPut {
/**
 * @maxItems 30
 */
items: NavigationItem[]
}
/**
 * A title bar navigation item as an administrator configures it (docs/reference/ui-behaviour.md#title-bar, 'Navigation item'): items with children open a mega menu. Who sees it: everyone, unless it is hidden, names a permission the viewer lacks, or lists roles the viewer holds none of. The server also refuses an item with neither an address nor children, and more than two levels of children.
 */
export interface NavigationItem {
/**
 * Unique in its list; names the item's translations (navigationItem.{id}.name). Given by the server when absent.
 */
id?: string
/**
 * The label; shown through the catalogue, so a default list's English key is translated and an administrator's own text shown as written.
 */
name: string
/**
 * A safe address (src/lib/safe-url.ts): a path on the site, #fragment, mailto:, tel: or http(s). Empty when the item only opens its children.
 */
url?: string
/**
 * A global permission the viewer must hold (docs/reference/permissions.md#global-permissions).
 */
permission?: string
/**
 * Only holders of one of these roles see the item; empty = everyone.
 * 
 * @maxItems 50
 */
roleIDs?: number[]
/**
 * Kept in the list but shown to nobody.
 */
isHidden?: boolean
/**
 * A short text shown beside the label (New, Beta).
 */
badge?: {
type: "text"
text: string
}
/**
 * What the item links to: an address of the administrator's choosing.
 */
recordType?: "customLink"
/**
 * The items of its mega menu; two levels deep at most.
 * 
 * @maxItems 30
 */
children?: NavigationItem[]
}
