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
export declare const validateAnnouncements: GeneratedValidator;
export declare const validateAnswerThread: GeneratedValidator;
export declare const validateAppBanner: GeneratedValidator;
export declare const validateArticleReactions: GeneratedValidator;
export declare const validateArticleRelatedArticles: GeneratedValidator;
export declare const validateArticle: GeneratedValidator;
export declare const validateArticles: GeneratedValidator;
export declare const validateBreadcrumbs: GeneratedValidator;
export declare const validateCategories: GeneratedValidator;
export declare const validateCategoryFollow: GeneratedValidator;
export declare const validateCategoryList: GeneratedValidator;
export declare const validateCommunitySearch: GeneratedValidator;
export declare const validateContentBanner: GeneratedValidator;
export declare const validateCreateComment: GeneratedValidator;
export declare const validateCreatePostForm: GeneratedValidator;
export declare const validateCta: GeneratedValidator;
export declare const validateDiscussions: GeneratedValidator;
export declare const validateFeaturedCollections: GeneratedValidator;
export declare const validateGroupHeader: GeneratedValidator;
export declare const validateGroupMembers: GeneratedValidator;
export declare const validateGuestCta: GeneratedValidator;
export declare const validateGuidePager: GeneratedValidator;
export declare const validateGuideToc: GeneratedValidator;
export declare const validateHtml: GeneratedValidator;
export declare const validateKbSearch: GeneratedValidator;
export declare const validateKnowledgeBases: GeneratedValidator;
export declare const validateKnowledgeCategoryTree: GeneratedValidator;
export declare const validateLeaderboard: GeneratedValidator;
export declare const validateNewPost: GeneratedValidator;
export declare const validateOriginalPost: GeneratedValidator;
export declare const validatePostAttachments: GeneratedValidator;
export declare const validatePostCommentThread: GeneratedValidator;
export declare const validatePostMeta: GeneratedValidator;
export declare const validatePostTags: GeneratedValidator;
export declare const validateQuestions: GeneratedValidator;
export declare const validateQuickLinks: GeneratedValidator;
export declare const validateRoleSpotlight: GeneratedValidator;
export declare const validateRss: GeneratedValidator;
export declare const validateSection1Column: GeneratedValidator;
export declare const validateSection2ColumnsEven: GeneratedValidator;
export declare const validateSection2Columns: GeneratedValidator;
export declare const validateSection3ColumnsEven: GeneratedValidator;
export declare const validateSection3Columns: GeneratedValidator;
export declare const validateSectionFullWidth: GeneratedValidator;
export declare const validateSitetotals: GeneratedValidator;
export declare const validateSuggestedAnswers: GeneratedValidator;
export declare const validateSuggestedContent: GeneratedValidator;
export declare const validateTabs: GeneratedValidator;
export declare const validateTag: GeneratedValidator;
export declare const validateTitleBar: GeneratedValidator;
export declare const validateUserspotlight: GeneratedValidator;
export declare const validateMiddleware: GeneratedValidator;
/** Hydrate key → props validator. */
export declare const widgetValidators: Readonly<Record<string, GeneratedValidator>>;
