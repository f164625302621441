// Generated from schemas/widgets/ and schemas/layout/middleware.schema.json by scripts/generate-validators.ts. Do not edit.
export interface GeneratedValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: GeneratedValidationError[] | null;
}
export declare const validateBanner: GeneratedValidator;
export declare const validateBreadcrumbs: GeneratedValidator;
export declare const validateCategories: GeneratedValidator;
export declare const validateCategoryFollow: GeneratedValidator;
export declare const validateCategoryListAsset: GeneratedValidator;
export declare const validateCommunitySearch: GeneratedValidator;
export declare const validateContentBanner: GeneratedValidator;
export declare const validateCta: GeneratedValidator;
export declare const validateDiscussionsAnnouncements: GeneratedValidator;
export declare const validateDiscussionsQuestions: GeneratedValidator;
export declare const validateDiscussions: GeneratedValidator;
export declare const validateFeaturedCollections: GeneratedValidator;
export declare const validateGuestCta: GeneratedValidator;
export declare const validateHtml: GeneratedValidator;
export declare const validateLeaderboard: GeneratedValidator;
export declare const validateNewPost: GeneratedValidator;
export declare const validatePostAssetAnswerThread: GeneratedValidator;
export declare const validatePostAssetCommentThread: GeneratedValidator;
export declare const validatePostAssetCreateComment: GeneratedValidator;
export declare const validatePostAssetCreatePostForm: GeneratedValidator;
export declare const validatePostAssetOriginalPost: GeneratedValidator;
export declare const validatePostAssetPostAttachments: GeneratedValidator;
export declare const validatePostAssetPostMeta: GeneratedValidator;
export declare const validatePostAssetPostTags: GeneratedValidator;
export declare const validatePostAssetSuggestedAnswers: GeneratedValidator;
export declare const validateQuickLinks: GeneratedValidator;
export declare const validateRss: GeneratedValidator;
export declare const validateSectionFullWidth: GeneratedValidator;
export declare const validateSectionOneColumn: GeneratedValidator;
export declare const validateSectionThreeColumnsEven: GeneratedValidator;
export declare const validateSectionThreeColumns: GeneratedValidator;
export declare const validateSectionTwoColumnsEven: GeneratedValidator;
export declare const validateSectionTwoColumns: GeneratedValidator;
export declare const validateSitetotals: GeneratedValidator;
export declare const validateSuggestedContent: GeneratedValidator;
export declare const validateTabs: GeneratedValidator;
export declare const validateTag: GeneratedValidator;
export declare const validateTitleBar: GeneratedValidator;
export declare const validateUserspotlight: GeneratedValidator;
export declare const validateMiddleware: GeneratedValidator;
/** Hydrate key → props validator. */
export declare const widgetValidators: Readonly<Record<string, GeneratedValidator>>;
