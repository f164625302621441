// Generated from schemas/api/record-id-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface RecordIDParams {
id: number
}
