// Generated from schemas/api/translation-resource-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface TranslationResourceParams {
resource: string
}
