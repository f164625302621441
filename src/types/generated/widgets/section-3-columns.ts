// Generated from schemas/widgets/section-3-columns.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Two side panels around a main middle column.
 */
export interface SectionThreeColumnsProps {
/**
 * Left panel, top.
 */
leftTop: {
[k: string]: unknown | undefined
}[]
/**
 * Left panel.
 */
leftBottom: {
[k: string]: unknown | undefined
}[]
/**
 * Middle column, top.
 */
middleTop: {
[k: string]: unknown | undefined
}[]
/**
 * Middle column.
 */
middleBottom: {
[k: string]: unknown | undefined
}[]
/**
 * Right panel, top.
 */
rightTop: {
[k: string]: unknown | undefined
}[]
/**
 * Right panel.
 */
rightBottom: {
[k: string]: unknown | undefined
}[]
/**
 * Breadcrumbs above the columns.
 */
breadcrumbs: {
[k: string]: unknown | undefined
}[]
}
