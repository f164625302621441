// Generated from schemas/api/config-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /config: which public config keys to read (comma-separated); all of them when omitted.
 */
export interface ConfigQuery {
select?: string
}
