// Generated from schemas/widgets/breadcrumbs.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Where the page sits: Home, then the category chain.
 */
export interface BreadcrumbsProps {

}
