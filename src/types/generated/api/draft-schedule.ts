// Generated from schemas/api/draft-schedule.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /drafts/schedule/{id}: when to publish, and (moderators) whether to publish without notifications.
 */
export interface DraftSchedule {
dateScheduled: string
publishedSilently: boolean
}
