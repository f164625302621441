// Generated from schemas/navigation/navigation-resolved-item.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A navigation item as a viewer gets it (GET /navigation): only items this viewer may see, each with an id, its children already filtered. Every item, custom links included, is a plain link to its url.
 */
export interface NavigationResolvedItem {
id: string
name: string
/**
 * Empty when the item only opens its children.
 */
url: string
badge?: {
type: "text"
text: string
}
children: NavigationResolvedItem[]
}
