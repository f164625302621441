// Generated from schemas/widgets/common/home-widget-item.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One item of a home widget: a link with a name, and optionally a description, an image, an icon and counts.
 */
export interface HomeWidgetItem {
to: string
name: string
/**
 * Plain text.
 */
description?: string
imageUrl?: string
iconUrl?: string
counts?: {
label: string
count: number
}[]
}
