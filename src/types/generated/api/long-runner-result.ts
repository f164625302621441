// Generated from schemas/api/long-runner-result.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The answer of a bulk call run as a synchronous long-runner (docs/reference/api-conventions.md#long-running-calls). 200 when the work is done; 408 with callbackPayload when the time budget ran out first: POST /calls/run with the payload continues it.
 */
export interface LongRunnerResult {
progress: {
successIDs: number[]
failedIDs: number[]
/**
 * Why each failed item failed, keyed by its ID.
 */
exceptionsByID: {
[k: string]: {
message: string
status: number
} | undefined
}
/**
 * Items in the whole batch, for progress bars.
 */
countTotalIDs?: number
}
/**
 * A signed token naming the remaining work; send it as the body of POST /calls/run (application/system+jwt).
 */
callbackPayload?: string
}
