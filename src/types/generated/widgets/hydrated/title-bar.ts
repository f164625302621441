// Generated from schemas/widgets/hydrated/title-bar.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the title bar receives after hydration: navigation resolved for the viewer.
 */
export type TitleBarHydrated = (TitleBarProps & {
siteName: string
signInUrl: string
registerUrl: (string | null)
navigationItems: {
id: string
name: string
url: string
}[]
})

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
