// Generated from schemas/api/layout-view.schema.json by scripts/generate-types.ts. Do not edit.

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
