// Generated from schemas/widgets/hydrated/breadcrumbs.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Breadcrumbs widget receives after hydration.
 */
export type BreadcrumbsHydrated = (BreadcrumbsProps & {
crumbs: Breadcrumb[]
})

/**
 * Where the page sits: Home, then the category chain.
 */
export interface BreadcrumbsProps {

}
/**
 * One step of the path to a record.
 */
export interface Breadcrumb {
name: string
url: string
}
