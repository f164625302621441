// Generated from schemas/api/layout-edit.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /layouts/{id}/edit: the published document to edit, the revision ids the editor saves against, and the newest draft when one is newer than the published revision (templates: no revisions).
 */
export interface LayoutEdit {
layoutID: (number | string)
name: string
layoutViewType: string
formatVersion: number
layout: {
[k: string]: unknown | undefined
}[]
titleBar: {
[k: string]: unknown | undefined
}
/**
 * The newest revision: send it as baseRevisionID with the next draft.
 */
latestRevisionID?: (number | null)
publishedRevisionID?: (number | null)
draft?: (null | {
revisionID: number
name: string
layout: {
[k: string]: unknown | undefined
}[]
titleBar: {
[k: string]: unknown | undefined
}
})
}
