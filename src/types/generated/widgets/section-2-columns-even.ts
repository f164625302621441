// Generated from schemas/widgets/section-2-columns-even.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Two columns of equal width.
 */
export interface SectionTwoColumnsEvenProps {
/**
 * Left column.
 */
left: {
[k: string]: unknown | undefined
}[]
/**
 * Right column.
 */
right: {
[k: string]: unknown | undefined
}[]
/**
 * Breadcrumbs above the columns.
 */
breadcrumbs: {
[k: string]: unknown | undefined
}[]
isNarrow: boolean
}
