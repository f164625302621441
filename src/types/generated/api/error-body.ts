// Generated from schemas/api/error-body.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The error body of every failed API call (docs/reference/errors.md#error-body).
 */
export interface ErrorBody {
message: string
status: number
description?: string
/**
 * Field errors grouped by field (the property path, e.g. limit or body.name).
 */
errors?: {
[k: string]: FieldError[] | undefined
}
/**
 * Only in debug mode.
 */
trace?: string
}
export interface FieldError {
message: string
/**
 * A machine-readable reason: the JSON Schema keyword (required, maximum, enum…) or a domain code (taken, credentials).
 */
code: string
field: string
}
