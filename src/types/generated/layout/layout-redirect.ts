// Generated from schemas/layout/layout-redirect.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What lookup-hydrate answers instead of a layout when the record lives at another address (e.g. a category or discussion asked for under the wrong site section): the page shows where it goes and navigates there after 5,000 ms (docs/reference/layout-documents.md#page-render).
 */
export interface LayoutRedirect {
/**
 * A site-relative URL.
 */
redirectTo: string
status: (301 | 302)
}
