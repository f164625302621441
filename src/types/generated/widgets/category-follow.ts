// Generated from schemas/widgets/category-follow.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A Follow / Following toggle for the page's category (signed-in members, discussion categories).
 */
export interface CategoryFollowWidgetProps {
borderRadius?: number
/**
 * Background when following (CSS colour).
 */
buttonColor?: string
textColor?: string
alignment: ("start" | "center" | "end")
isAsset: boolean
}
