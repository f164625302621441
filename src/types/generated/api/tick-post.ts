// Generated from schemas/api/tick-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /tick: one tracking event (spec 001 §3 tracking event, docs/reference/ui-behaviour.md#page-views), a page view sent on load and on each client path change. The ids say what the page shows, when it shows one record.
 */
export interface TickPost {
/**
 * The event: only page views are sent.
 */
type: "pageView"
/**
 * The viewed page's path (no host, no query), starting with /.
 */
path: string
/**
 * The viewed page's whole address (http or https).
 */
url?: string
/**
 * What kind of page it is: a layout view type (home, discussionList, discussion…) or an app page (search, signin, profile…).
 */
pageName?: string
discussionID?: number
categoryID?: number
siteSectionID?: number
/**
 * Where the viewer came from: the document's referrer on the first page, the previous page's address after a client navigation; empty when unknown.
 */
referrer?: string
}
