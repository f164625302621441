// Factories shared by unit tests, stories and previews: one way to make each thing.
export {
  makeConversation,
  makeConversationMessage,
  makeConversations,
  makeNotifications,
} from "./activity";
export { makeBreadcrumbs } from "./breadcrumbs";
export {
  categoryChain,
  makeCategory,
  makeCategoryList,
  makeCategoryTree,
} from "./categories";
export { ANCHOR_DATE, ANCHOR_TIME, hoursAgo } from "./clock";
export { makeComment, makeCommentThread } from "./comments";
export { makeDiscussion, makeDiscussions } from "./discussions";
export { makeDraft } from "./drafts";
export {
  bigEditorDocument,
  EDITOR_TEMPLATE_VIEW_TYPES,
  editorCatalog,
  editorDocument,
  editorTemplate,
} from "./editor";
export { makeReactionLog, makeReactions, makeReport } from "./engagement";
export { makeFeedItems } from "./feeds";
export {
  makeCategoryPreferences,
  makeFollowedCategory,
  makeNotificationPreferences,
  makePreferencesSchema,
  makeUnsubscribe,
} from "./notification-preferences";
export { makeCategorySettingsList, makeNotificationSettings } from "./notification-settings";
export { makeProfile, makeReactedPost, makeRestrictedProfile } from "./profiles";
export {
  highlightExcerpt,
  makeArticleSearchResults,
  makeCommentSearchResult,
  makeSearchResult,
  makeSearchResults,
  makeSearchSuggestions,
  makeSearchSummary,
} from "./search";
export { resetFactories } from "./sequence";
export { makeSiteTotals } from "./site";
export { makeTag, makeTags } from "./tags";
export { makeCurrentUser, makeUser, USER_COUNT } from "./users";
