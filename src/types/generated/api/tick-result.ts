// Generated from schemas/api/tick-result.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Answer of POST /tick: whether the page view was counted (not when the viewer opted out of analytics).
 */
export interface TickResult {
recorded: boolean
}
