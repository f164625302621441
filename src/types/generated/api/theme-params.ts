// Generated from schemas/api/theme-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface ThemeParams {
/**
 * A shipped theme's key, a created theme's number, or "current".
 */
themeKey: string
}
