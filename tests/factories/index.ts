// Factories shared by unit tests, stories and previews: one way to make each thing.
export {
  makeConversation,
  makeConversationMessage,
  makeConversations,
  makeNotification,
  makeNotifications,
} from "./activity";
export { makeBreadcrumbs } from "./breadcrumbs";
export {
  CATEGORY_COUNT,
  categoryChain,
  categoryIDNamed,
  makeCategory,
  makeCategoryList,
  makeCategoryTree,
} from "./categories";
export { ANCHOR_DATE, ANCHOR_TIME, hoursAgo } from "./clock";
export { type CommentOverrides, makeComment, makeCommentThread, type ThreadShape } from "./comments";
export { type DiscussionOverrides, makeDiscussion, makeDiscussions } from "./discussions";
export { type DraftOverrides, makeDraft } from "./drafts";
export {
  bigEditorDocument,
  EDITOR_TEMPLATE_VIEW_TYPES,
  editorCatalog,
  editorDocument,
  editorTemplate,
} from "./editor";
export { makeReactionLog, makeReactions, makeReport } from "./engagement";
export { makeFeedItem, makeFeedItems } from "./feeds";
export { makeProfile, makeReactedPost, makeReactionsReceived, makeRestrictedProfile } from "./profiles";
export { resetFactories } from "./sequence";
export { makeSiteTotals } from "./site";
export { makeTag, makeTags } from "./tags";
export { makeCurrentUser, makeGuest, makeUser, makeUsers, USER_COUNT } from "./users";
