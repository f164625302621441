// Generated from schemas/api/knowledge-base-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /knowledge-bases (site.manage; docs/reference/knowledge-base.md#api).
 */
export interface KnowledgeBasePost {
name: string
/**
 * The path segment of /kb/{urlCode}: lower-case letters, digits and hyphens; not all digits.
 */
urlCode: string
viewType: ("guide" | "helpCenter")
description?: string
/**
 * An image address (https or /media/…).
 */
icon?: (string | null)
/**
 * An image address (https or /media/…).
 */
bannerImage?: (string | null)
siteSectionID?: number
/**
 * A locale key (en, fr, pt-BR).
 */
locale?: string
sort?: number
/**
 * Who may read (view) and write (edit) its articles, per role; replaces the stored grants. Without it a new knowledge base gets the defaults of docs/reference/knowledge-base.md#permissions.
 * 
 * @maxItems 100
 */
permissions?: {
roleID: number
view: boolean
/**
 * articles.add: write, publish, curate (implies reading).
 */
edit: boolean
}[]
}
