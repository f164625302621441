// Generated from schemas/api/fragment.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A custom fragment (docs/reference/layout-documents.md#fragments-and-special-keys): an admin-authored ES module and stylesheet that draws part of a widget in place of the built-in one, chosen per node in $fragmentImpls by its fragmentUUID. Its sources are served from jsUrl and cssUrl while it is active.
 */
export interface Fragment {
fragmentUUID: string
/**
 * The part of a widget it implements, e.g. CallToActionFragment, BannerFragment.
 */
fragmentType: string
name: string
/**
 * active (served and offered to layouts) or draft (neither).
 */
status: string
insertUserID: number
dateInserted: string
dateUpdated: (string | null)
jsUrl: string
cssUrl: string
}
