// Generated from schemas/api/layout-revision.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A saved state of a stored layout: a draft saved by the editor, or a revision that was published. Lists omit the document; GET /layouts/{id}/revisions/{revisionID} and the write endpoints include it.
 */
export interface LayoutRevision {
revisionID: number
layoutID: number
name: string
/**
 * published: this revision was published at datePublished (the layout's current one is its publishedRevisionID).
 */
status: ("draft" | "published")
/**
 * The revision the author started from.
 */
baseRevisionID: (number | null)
insertUserID: number
insertUser: {
userID: number
name: string
}
dateInserted: string
datePublished: (string | null)
layout?: {
[k: string]: unknown | undefined
}[]
titleBar?: {
[k: string]: unknown | undefined
}
/**
 * Answers of a save or publish only, when the submitted document had keys the schemas do not model: each was dropped from what was saved (code unknownProperty, field the dotted path of the key).
 */
warnings?: FieldError[]
}
export interface FieldError {
message: string
/**
 * A machine-readable reason: the JSON Schema keyword (required, maximum, enum…) or a domain code (taken, credentials).
 */
code: string
field: string
}
