// Generated from schemas/widgets/cta.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A box with a title, a description and one button leading where the author says.
 */
export interface CallToActionWidgetProps {
titleType: ("static" | "none")
title: string
descriptionType: ("static" | "none")
description: string
alignment: ("left" | "center")
textColor: string
borderType: ("none" | "border" | "shadow")
button: {
shouldUseButton: boolean
url: string
title: string
type: ("standard" | "primary" | "text")
}
background: {
color: string
image: string
useOverlay: boolean
}
}
