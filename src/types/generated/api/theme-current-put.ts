// Generated from schemas/api/theme-current-put.schema.json by scripts/generate-types.ts. Do not edit.

export interface ThemeCurrentPut {
/**
 * A shipped theme's key or a created theme's number.
 */
themeID: (string | number)
}
