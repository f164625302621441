// Generated from schemas/api/layout-metadata.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A layout without its document (GET /layouts): a file template (string id, isDefault) or a stored one.
 */
export interface LayoutMetadata {
layoutID: (number | string)
name: string
layoutViewType: string
isDefault: boolean
insertUserID: number
dateInserted: string
updateUserID?: (number | null)
dateUpdated?: (string | null)
layoutViews?: LayoutView[]
}
/**
 * Where a layout applies: one (layoutViewType, recordType, recordID) target belongs to one layout.
 */
export interface LayoutView {
/**
 * -1 for the made-up global view of an unapplied template.
 */
layoutViewID: number
layoutID: (number | string)
recordID: number
recordType: string
layoutViewType: string
insertUserID: number
dateInserted: string
record?: {
name: string
url: string
}
}
