// Generated from schemas/api/report-meta.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What moderators (community.moderate in the record's category) see of a post's reports (docs/reference/api-conventions.md#resources Comment context reportMeta.countReports): the reports not yet dismissed or resolved. Absent for everyone else.
 */
export interface ReportMeta {
countReports: number
}
