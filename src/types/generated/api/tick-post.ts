// Generated from schemas/api/tick-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /tick: one page view (docs/reference/ui-behaviour.md#page-views), sent on load and on each client path change.
 */
export interface TickPost {
/**
 * The viewed page's path (no host, no query), starting with /.
 */
path: string
}
