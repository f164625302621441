// Generated from schemas/widgets/suggested-answers.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Accepted answers to similar questions, shown only while the answer suggestions flag (qna.answerSuggestions.enabled) is on. A page asset of the question page.
 */
export interface PostAssetSuggestedAnswersProps {
/**
 * Always the page's own asset: it shows the page's post. Accepted so documents that say so read the same.
 */
isAsset: boolean
}
