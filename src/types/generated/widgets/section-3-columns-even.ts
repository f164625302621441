// Generated from schemas/widgets/section-3-columns-even.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Three columns of equal width.
 */
export interface SectionThreeColumnsEvenProps {
/**
 * Left column.
 */
left: {
[k: string]: unknown | undefined
}[]
/**
 * Middle column.
 */
middle: {
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
}
