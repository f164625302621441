// Generated from schemas/api/knowledge-base.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A knowledge base (docs/reference/knowledge-base.md): a guide (an ordered book of articles) or a help center (nested knowledge categories of articles). Permissions and counts only for who may see them.
 */
export interface KnowledgeBase {
knowledgeBaseID: number
name: string
description: string
urlCode: string
/**
 * /kb/{urlCode}
 */
url: string
viewType: ("guide" | "helpCenter")
icon: (string | null)
bannerImage: (string | null)
siteSectionID: number
locale: string
sort: number
status: ("published" | "deleted")
/**
 * Published articles.
 */
countArticles: number
countCategories: number
insertUserID: number
dateInserted: string
dateUpdated: (string | null)
/**
 * Per role (answered to editors of the knowledge base only).
 */
permissions?: {
roleID: number
view: boolean
edit: boolean
}[]
/**
 * The viewer holds articles.add here.
 */
viewerCanEdit?: boolean
}
