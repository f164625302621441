// Generated from schemas/widgets/section-1-column.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One column in the page's content width.
 */
export interface SectionOneColumnProps {
/**
 * Widgets, top to bottom.
 */
children: {
[k: string]: unknown | undefined
}[]
/**
 * Use the narrower reading width.
 */
isNarrow: boolean
}
