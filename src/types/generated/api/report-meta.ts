// Generated from schemas/api/report-meta.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What moderators (community.moderate in the record's category) see of a post's reports (spec 001 §3 Comment context reportMeta.countReports): the reports not yet dismissed or resolved. Absent for everyone else.
 */
export interface ReportMeta {
countReports: number
}
