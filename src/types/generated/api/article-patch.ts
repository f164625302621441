// Generated from schemas/api/article-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /articles/{id} (articles.add). A change of name, body, format or excerpt saves a revision in locale (default the knowledge base's; another one is a translation and leaves the article's own text alone).
 */
export interface ArticlePatch {
name?: string
body?: string
format?: ("markdown" | "text" | "html")
excerpt?: string
/**
 * published on a deleted article restores it.
 */
status?: ("draft" | "published")
/**
 * With status draft: schedule; null cancels a schedule.
 */
dateScheduled?: (string | null)
/**
 * A locale key (en, fr, pt-BR).
 */
locale?: string
knowledgeCategoryID?: (number | null)
sort?: number
}
