// Generated from schemas/api/theme-preview-put.schema.json by scripts/generate-types.ts. Do not edit.

export interface ThemePreviewPut {
/**
 * A shipped theme's key or a created theme's number.
 */
themeID: (string | number)
revisionID?: number
}
