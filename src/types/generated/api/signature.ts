// Generated from schemas/api/signature.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET and PATCH /users/{id}/signature (the member themselves, or users.edit): the signature's Markdown source, its sanitized HTML, and whether the site shows signatures under posts (signatures.enabled).
 */
export interface Signature {
userID: number
/**
 * Markdown source; empty = no signature.
 */
body: string
/**
 * The body rendered and sanitized as post bodies are.
 */
html: string
/**
 * signatures.enabled: signatures show under posts.
 */
enabled: boolean
/**
 * The longest body accepted, in characters.
 */
maxLength: number
}
