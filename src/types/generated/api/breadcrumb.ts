// Generated from schemas/api/breadcrumb.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One step of the path to a record.
 */
export interface Breadcrumb {
name: string
url: string
}
