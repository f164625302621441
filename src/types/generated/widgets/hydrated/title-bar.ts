// Generated from schemas/widgets/hydrated/title-bar.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the title bar receives after hydration: navigation resolved for the viewer, languages, settings.
 */
export type TitleBarHydrated = (TitleBarProps & {
siteName: string
signInUrl: string
/**
 * Where My Account's Sign Out leads (configurable, docs/reference/routes.md#links-the-product-builds); /entry/signout when absent.
 */
signOutUrl?: string
registerUrl: (string | null)
navigationItems: {
id: string
name: string
/**
 * Empty when the item only opens its children.
 */
url: string
/**
 * A short text shown beside the label (site navigation, docs/reference/ui-behaviour.md#title-bar).
 */
badge?: {
type: "text"
text: string
}
children?: {
id: string
name: string
/**
 * Empty when the item only opens its children.
 */
url: string
/**
 * A short text shown beside the label (site navigation, docs/reference/ui-behaviour.md#title-bar).
 */
badge?: {
type: "text"
text: string
}
children?: {
id: string
name: string
/**
 * Empty when the item only opens its children.
 */
url: string
/**
 * A short text shown beside the label (site navigation, docs/reference/ui-behaviour.md#title-bar).
 */
badge?: {
type: "text"
text: string
}
}[]
}[]
}[]
mobileOnlyItems?: {
id: string
name: string
/**
 * Empty when the item only opens its children.
 */
url: string
}[]
/**
 * The site's sections with their locales; the toggle shows when there are two or more.
 */
languages?: {
locale: string
name: string
url: string
current: boolean
}[]
/**
 * The conversations setting: the account box shows Messages only when on.
 */
conversationsEnabled?: boolean
})

/**
 * The bar on top of every page: logo, navigation with mega menus, language toggle, and the account box (Sign In / Register for guests).
 */
export interface TitleBarProps {
positioning: ("StickySolid" | "StickyTransparent" | "StaticSolid" | "StaticTransparent")
backgroundColor: string
foregroundColor: string
height: number
heightMobile: number
borderType: ("none" | "border" | "shadow")
/**
 * styleguide = the site's own logo (its name as a wordmark); custom = the images in logo. Unset: custom when logo names an image, else styleguide.
 */
logoType?: ("styleguide" | "custom")
logo: {
imageUrl?: string
imageUrlMobile?: string
url: string
alignment: ("left" | "center")
alignmentMobile: ("left" | "center")
/**
 * docs/reference/ui-behaviour.md#title-bar: mobile-only hides the desktop logo on the full layout; hidden hides the logo always.
 */
doubleLogoStrategy: ("visible" | "mobile-only" | "hidden")
}
/**
 * styleguide = the site's navigation (Appearance settings); custom = the items in navigation. Unset: custom when navigation lists items, else styleguide.
 */
navigationType?: ("styleguide" | "custom")
navigation: {
alignment: ("left" | "center")
/**
 * Empty = the site's navigation for the page's locale (config), else Posts and Categories. Items with children open a mega menu.
 * 
 * @maxItems 30
 */
items?: {
id?: string
name: string
url?: string
permission?: string
/**
 * Only holders of one of these roles see the item; empty = everyone.
 */
roleIDs?: number[]
isHidden?: boolean
/**
 * @maxItems 30
 */
children?: {
id?: string
name: string
url?: string
permission?: string
/**
 * Only holders of one of these roles see the item; empty = everyone.
 */
roleIDs?: number[]
isHidden?: boolean
/**
 * @maxItems 30
 */
children?: {
id?: string
name: string
url?: string
permission?: string
/**
 * Only holders of one of these roles see the item; empty = everyone.
 */
roleIDs?: number[]
isHidden?: boolean
}[]
}[]
}[]
/**
 * Shown only in the compact 'Site Navigation' panel, in their own section.
 * 
 * @maxItems 30
 */
mobileOnlyItems?: {
id?: string
name: string
url?: string
permission?: string
/**
 * Only holders of one of these roles see the item; empty = everyone.
 */
roleIDs?: number[]
isHidden?: boolean
}[]
}
}
