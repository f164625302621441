// Generated from schemas/widgets/section-full-width.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Spans the whole page width; holds one widget, usually a banner.
 */
export interface SectionFullWidthProps {
/**
 * One widget, edge to edge.
 */
children: {
[k: string]: unknown | undefined
}[]
}
