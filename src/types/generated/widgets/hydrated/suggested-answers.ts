// Generated from schemas/widgets/hydrated/suggested-answers.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Accepted answers to similar questions (only while the answer suggestions flag is on).
 */
export type PostAssetSuggestedAnswersHydrated = (PostAssetSuggestedAnswersProps & {
suggestions: {
commentID: number
discussionID: number
discussionName: string
excerpt: string
url: string
}[]
})

/**
 * Accepted answers to similar questions, shown only while the answer suggestions flag (qna.answerSuggestions.enabled) is on. A page asset of the question page.
 */
export interface PostAssetSuggestedAnswersProps {
/**
 * Always the page's own asset: it shows the page's post. Accepted so documents that say so read the same.
 */
isAsset: boolean
}
