// Generated from schemas/widgets/tabs.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Tabbed posts: each tab a preset list (recent, trending, top, announcements, questions).
 */
export interface TabWidgetProps {
/**
 * Posts per tab.
 */
limit: (3 | 5 | 10)
/**
 * The tabs in order (a preset listed twice shows once). Hidden tabs are not loaded.
 */
tabConfiguration: {
tabPresetID: ("recent-discussions" | "trending-discussions" | "top-discussions" | "announcements" | "new-questions" | "unanswered-questions" | "recently-answered-questions")
/**
 * The tab's label; the preset's name when empty.
 */
label?: string
isHidden: boolean
}[]
}
