// Generated from schemas/widgets/common/background.schema.json by scripts/generate-types.ts. Do not edit.

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
 * Darken the image so that light text stays readable.
 */
useOverlay?: boolean
}
