// Generated from schemas/api/signature-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /users/{id}/signature: the new Markdown source (at most 1000 characters; empty removes the signature).
 */
export interface SignaturePatch {
body: string
}
