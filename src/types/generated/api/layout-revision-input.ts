// Generated from schemas/api/layout-revision-input.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /layouts/{id}/revisions: save a draft. Drafts may hold problems (publishing validates). baseRevisionID is the newest revision when the author loaded the layout (null when it had none); anything newer answers 409 and nothing is saved. $editorID keys are dropped.
 */
export interface LayoutRevisionInput {
name: string
formatVersion?: number
layout: {

}[]
titleBar?: {

}
baseRevisionID: (number | null)
}
