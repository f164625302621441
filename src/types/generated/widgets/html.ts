// Generated from schemas/widgets/html.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Author-written HTML, CSS and JavaScript, shown in a sandboxed frame of its own origin: its scripts run there, never in the page, and cannot reach the page, its cookies or the API.
 */
export interface HtmlWidgetProps {
name: string
isAdvertisement: boolean
html: string
css: string
/**
 * Runs after the HTML, inside the widget's sandboxed frame only: no access to the page, its cookies or the API, and no network requests.
 */
javascript: string
}
