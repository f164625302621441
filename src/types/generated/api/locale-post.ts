// Generated from schemas/api/locale-post.schema.json by scripts/generate-types.ts. Do not edit.

export interface LocalePost {
localeKey: string
}
