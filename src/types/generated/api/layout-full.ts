// Generated from schemas/api/layout-full.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /layouts/{id}: metadata plus the document at the current format version.
 */
export interface LayoutFull {
layoutID: (number | string)
name: string
layoutViewType: string
isDefault: boolean
insertUserID: number
dateInserted: string
updateUserID?: (number | null)
dateUpdated?: (string | null)
layoutViews?: LayoutView[]
formatVersion: number
layout: {
[k: string]: unknown | undefined
}[]
titleBar: {
[k: string]: unknown | undefined
}
/**
 * Answers of a save or publish only, when the submitted document had keys the schemas do not model: each was dropped from what was saved (code unknownProperty, field the dotted path of the key).
 */
warnings?: FieldError[]
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
export interface FieldError {
message: string
/**
 * A machine-readable reason: the JSON Schema keyword (required, maximum, enum…) or a domain code (taken, credentials).
 */
code: string
field: string
}
