// Generated from schemas/widgets/post-asset-suggested-answers.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * AI-suggested answers to a question (shown only when suggestions are enabled). A page asset of the post pages; until the discussions issue it renders a placeholder.
 */
export interface PostAssetSuggestedAnswersProps {

}
