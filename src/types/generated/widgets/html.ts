// Generated from schemas/widgets/html.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Author-written HTML and CSS, shown in a sandboxed frame: its scripts never run in the page.
 */
export interface HtmlWidgetProps {
name: string
isAdvertisement: boolean
html: string
css: string
/**
 * Kept for compatibility with imported layouts; never executed.
 */
javascript: string
}
