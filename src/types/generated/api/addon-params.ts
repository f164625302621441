// Generated from schemas/api/addon-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface AddonParams {
addonID: string
}
