// Generated from schemas/api/field-error.schema.json by scripts/generate-types.ts. Do not edit.

export interface FieldError {
message: string
/**
 * A machine-readable reason: the JSON Schema keyword (required, maximum, enum…) or a domain code (taken, credentials).
 */
code: string
field: string
}
