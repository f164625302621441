// Generated from schemas/api/discussion-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /discussions (docs/reference/api-conventions.md#resources). Also the input of the listDiscussions service.
 */
export interface DiscussionListQuery {
categoryID?: number
includeChildCategories: boolean
/**
 * true = only announcements, false = none.
 */
pinned?: boolean
/**
 * first = announcements at the top of the list.
 */
pinOrder: ("first" | "mixed")
type?: ("discussion" | "question" | "idea" | "poll" | "redirect")
statusID?: number
tagID?: number
insertUserID?: number
/**
 * true = only the signed-in viewer's bookmarks (guests get 401); false = no filter.
 */
bookmarked?: boolean
/**
 * Text to find (the /search page): only discussions whose name or body holds every word of it, case-insensitively. Blank = no filter.
 */
query?: string
/**
 * Only discussions started in the last day, week, month, year, or all.
 */
slotType: ("d" | "w" | "m" | "y" | "a")
sort: ("-dateLastComment" | "-dateInserted" | "-score" | "-hot" | "dateInserted")
/**
 * 1-based page number.
 */
page: number
limit: number
/**
 * Extra fields: insertUser, lastUser, category, breadcrumbs, tags, reactions or all; -body leaves the body out. A comma-separated list or repeated/array parameters; a leading - removes a field.
 */
expand?: string[]
/**
 * false leaves out the excerpt (it is then an empty string).
 */
excerpt: boolean
}
