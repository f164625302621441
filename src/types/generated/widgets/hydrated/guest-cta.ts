// Generated from schemas/widgets/hydrated/guest-cta.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Guest CTA receives after hydration (only guests get it).
 */
export type GuestCallToActionWidgetHydrated = (GuestCallToActionWidgetProps & {
signInUrl: string
/**
 * null when registration is closed.
 */
registerUrl: (string | null)
})

/**
 * Invites guests to sign in or register; hidden for signed-in members.
 */
export interface GuestCallToActionWidgetProps {
titleType: ("static" | "none")
title: string
descriptionType: ("static" | "none")
description: string
alignment: ("left" | "center")
textColor: string
borderType: ("none" | "border" | "shadow")
button: CtaButton
secondButton: CtaButton
background?: WidgetBackground
}
export interface CtaButton {
title?: string
type: ("standard" | "primary" | "text")
url?: string
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
