// Generated from schemas/api/post-translation-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface PostTranslationQuery {
locale?: string
}
