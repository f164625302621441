// Generated from schemas/api/unsubscribe-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface UnsubscribeParams {
token: string
}
