// Generated from schemas/api/theme-preview.schema.json by scripts/generate-types.ts. Do not edit.

export interface ThemePreview {
themeID: (string | number)
revisionID: (number | null)
name: string
redirect: string
}
