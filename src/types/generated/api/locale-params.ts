// Generated from schemas/api/locale-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface LocaleParams {
localeID: number
}
