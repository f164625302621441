// Generated from schemas/api/theme-get-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface ThemeGetQuery {
revisionID?: number
}
