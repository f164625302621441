// Generated from schemas/api/theme.schema.json by scripts/generate-types.ts. Do not edit.

export interface Theme {
themeID: (string | number)
themeKey: string
name: string
type: ("shipped" | "custom")
parentThemeKey: (string | null)
revisionID: (number | null)
current: boolean
dateInserted: (string | null)
dateUpdated: (string | null)
dateDeleted: (string | null)
assets: {
variables: ThemeVariables
}
}
/**
 * A theme's variables (docs/reference/themes.md): each becomes a CSS custom property on every page; an absent variable keeps the default theme's value.
 */
export interface ThemeVariables {
colorScheme?: ("light" | "dark")
colors?: Colours
fonts?: Fonts
radius?: Corners
titleBar?: TitleBar
banner?: Banner
buttons?: Buttons
inputs?: Inputs
layout?: Layout
logos?: Logos
}
export interface Colours {
/**
 * Links, active items and the default button colour.
 */
primary?: string
primaryHover?: string
primaryContrast?: string
primarySoft?: string
foreground?: string
heading?: string
muted?: string
background?: string
/**
 * Panels, table headers and quiet boxes.
 */
backgroundSubtle?: string
backgroundHover?: string
border?: string
borderStrong?: string
focus?: string
danger?: string
success?: string
warning?: string
}
export interface Fonts {
family?: ("Open Sans" | "System" | "Serif" | "Monospace")
/**
 * The body text size in pixels.
 */
size?: number
}
export interface Corners {
box?: number
control?: number
}
export interface TitleBar {
background?: string
foreground?: string
}
export interface Banner {
background?: string
foreground?: string
}
export interface Buttons {
background?: string
backgroundHover?: string
foreground?: string
}
export interface Inputs {
background?: string
foreground?: string
border?: string
}
export interface Layout {
/**
 * The widest the page content gets, in pixels.
 */
contentWidth?: number
}
export interface Logos {
logo?: Logo
mobileLogo?: MobileLogo
}
export interface Logo {
url?: string
}
export interface MobileLogo {
url?: string
}
