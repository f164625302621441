// Generated from schemas/api/report-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /reports/{id} (community.moderate in the post's category): escalate, dismiss or resolve a report.
 */
export interface ReportPatch {
status: ("escalated" | "dismissed" | "resolved")
}
