// Generated from schemas/api/search-result.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One hit of GET /search (docs/reference/search.md#api).
 */
export interface SearchResult {
recordType: ("discussion" | "comment" | "category" | "user" | "place" | "article" | "group")
recordID: number
/**
 * The record's own type: discussion, question, idea, poll, comment, category, user, siteSection, article, group.
 */
type: string
/**
 * Title (a comment: its discussion's title).
 */
name: string
/**
 * Excerpt as sanitized HTML; the matched words wrapped in <mark>.
 */
body: string
url: string
discussionID?: number
categoryID?: number
/**
 * An article's knowledge base.
 */
knowledgeBaseID?: number
/**
 * An article's knowledge category (null: the top level of its knowledge base).
 */
knowledgeCategoryID?: (number | null)
/**
 * The relevance the results are ordered by (sort=relevance).
 */
score?: number
dateInserted: string
dateUpdated?: (string | null)
insertUserID?: number
insertUser?: UserFragment
breadcrumbs?: Breadcrumb[]
/**
 * Badges to show: closed, question, answered, announcement…
 */
labelCodes: string[]
/**
 * From another site section than the one searched.
 */
isForeign: boolean
}
/**
 * The few user fields shown beside content.
 */
export interface UserFragment {
userID: number
name: string
photoUrl: string
url: string
dateLastActive?: (string | null)
title?: string
banned?: (0 | 1)
private?: boolean
/**
 * Set when no real member can be named (spec 000 §3 placeholder users, docs/reference/errors.md#users): deleted = a deleted account ('Deleted User'), unknown = an id naming no account ('Unknown User'), removed = no user named at all ('Removed User'). name then holds the English placeholder name.
 */
placeholder?: ("deleted" | "unknown" | "removed")
/**
 * The author's signature (spec 001 §3 signature.body), only beside a post shown in full (a discussion, a thread's comments) while signatures.enabled: body is sanitized HTML rendered on the server from the member's Markdown; hideMobile and imageMaxHeight are the site's signatures.hideMobile and signatures.imageMaxHeight (px, 0 = no cap).
 */
signature?: {
body: string
hideMobile: boolean
imageMaxHeight: number
}
}
/**
 * One step of the path to a record.
 */
export interface Breadcrumb {
name: string
url: string
}
