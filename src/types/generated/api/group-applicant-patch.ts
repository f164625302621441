// Generated from schemas/api/group-applicant-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /groups/{id}/applicants/{userID}: approved makes the asker a member.
 */
export interface GroupApplicantPatch {
status: ("approved" | "denied")
}
