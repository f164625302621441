// Generated from schemas/widgets/title-bar.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The bar on top of every page: logo, navigation, and Sign In / Register for guests.
 */
export interface TitleBarProps {
positioning: ("StickySolid" | "StickyTransparent" | "StaticSolid" | "StaticTransparent")
backgroundColor: string
foregroundColor: string
height: number
heightMobile: number
borderType: ("none" | "border" | "shadow")
logo: {
imageUrl?: string
imageUrlMobile?: string
url: string
alignment: ("left" | "center")
alignmentMobile: ("left" | "center")
}
navigation: {
alignment: ("left" | "center")
/**
 * Empty = the site's navigation (Posts, Categories).
 * 
 * @maxItems 30
 */
items?: {
id?: string
name: string
url?: string
permission?: string
isHidden?: boolean
}[]
}
}
