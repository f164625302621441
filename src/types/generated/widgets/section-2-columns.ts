// Generated from schemas/widgets/section-2-columns.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A main column and a narrower secondary panel; the panel goes under the main column on compact screens.
 */
export interface SectionTwoColumnsProps {
/**
 * Main column, above mainBottom.
 */
mainTop: {
[k: string]: unknown | undefined
}[]
/**
 * Main column.
 */
mainBottom: {
[k: string]: unknown | undefined
}[]
/**
 * Panel, above secondaryBottom.
 */
secondaryTop: {
[k: string]: unknown | undefined
}[]
/**
 * Panel.
 */
secondaryBottom: {
[k: string]: unknown | undefined
}[]
/**
 * Breadcrumbs above both columns.
 */
breadcrumbs: {
[k: string]: unknown | undefined
}[]
/**
 * Put the panel on the left.
 */
isInverted: boolean
}
