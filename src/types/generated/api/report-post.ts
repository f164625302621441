// Generated from schemas/api/report-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /reports: report a post (flag.add, with featureFlags.escalations.Enabled on). One open report per member and post.
 */
export interface ReportPost {
recordType: ("discussion" | "comment")
recordID: number
reason: ("spam" | "abuse" | "inappropriate" | "other")
noteBody: string
}
