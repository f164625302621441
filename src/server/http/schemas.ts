// The API's JSON Schemas (schemas/api/), registered once with Fastify so routes and responses share them by $id.
import type { FastifyInstance } from "fastify";
import analyticsPrivacy from "../../../schemas/api/analytics-privacy.schema.json";
import auditLogEntry from "../../../schemas/api/audit-log-entry.schema.json";
import auditLogQuery from "../../../schemas/api/audit-log-query.schema.json";
import authenticatePassword from "../../../schemas/api/authenticate-password.schema.json";
import breadcrumb from "../../../schemas/api/breadcrumb.schema.json";
import category from "../../../schemas/api/category.schema.json";
import categoryGetQuery from "../../../schemas/api/category-get-query.schema.json";
import categoryListQuery from "../../../schemas/api/category-list-query.schema.json";
import categoryParams from "../../../schemas/api/category-params.schema.json";
import categoryPatch from "../../../schemas/api/category-patch.schema.json";
import categoryPreferences from "../../../schemas/api/category-preferences.schema.json";
import categoryPreferencesParams from "../../../schemas/api/category-preferences-params.schema.json";
import categoryPreferencesPatch from "../../../schemas/api/category-preferences-patch.schema.json";
import categorySearchQuery from "../../../schemas/api/category-search-query.schema.json";
import categorySettings from "../../../schemas/api/category-settings.schema.json";
import collection from "../../../schemas/api/collection.schema.json";
import collectionByResourcePut from "../../../schemas/api/collection-by-resource-put.schema.json";
import collectionByResourceQuery from "../../../schemas/api/collection-by-resource-query.schema.json";
import comment from "../../../schemas/api/comment.schema.json";
import commentAnswer from "../../../schemas/api/comment-answer.schema.json";
import commentAnswerPatch from "../../../schemas/api/comment-answer-patch.schema.json";
import commentListQuery from "../../../schemas/api/comment-list-query.schema.json";
import commentPatch from "../../../schemas/api/comment-patch.schema.json";
import commentPost from "../../../schemas/api/comment-post.schema.json";
import commentQuote from "../../../schemas/api/comment-quote.schema.json";
import commentThreadQuery from "../../../schemas/api/comment-thread-query.schema.json";
import configPatch from "../../../schemas/api/config-patch.schema.json";
import configQuery from "../../../schemas/api/config-query.schema.json";
import contentLogEntry from "../../../schemas/api/content-log-entry.schema.json";
import contentLogQuery from "../../../schemas/api/content-log-query.schema.json";
import conversation from "../../../schemas/api/conversation.schema.json";
import conversationMessage from "../../../schemas/api/conversation-message.schema.json";
import conversationMessagePost from "../../../schemas/api/conversation-message-post.schema.json";
import conversationParticipant from "../../../schemas/api/conversation-participant.schema.json";
import conversationPost from "../../../schemas/api/conversation-post.schema.json";
import conversationRecipientQuery from "../../../schemas/api/conversation-recipient-query.schema.json";
import currentUser from "../../../schemas/api/current-user.schema.json";
import discussion from "../../../schemas/api/discussion.schema.json";
import discussionBookmark from "../../../schemas/api/discussion-bookmark.schema.json";
import discussionDismiss from "../../../schemas/api/discussion-dismiss.schema.json";
import discussionGetQuery from "../../../schemas/api/discussion-get-query.schema.json";
import discussionListQuery from "../../../schemas/api/discussion-list-query.schema.json";
import discussionMute from "../../../schemas/api/discussion-mute.schema.json";
import discussionPatch from "../../../schemas/api/discussion-patch.schema.json";
import discussionPost from "../../../schemas/api/discussion-post.schema.json";
import discussionTypePut from "../../../schemas/api/discussion-type-put.schema.json";
import discussionsBulkClose from "../../../schemas/api/discussions-bulk-close.schema.json";
import discussionsBulkDelete from "../../../schemas/api/discussions-bulk-delete.schema.json";
import discussionsBulkMove from "../../../schemas/api/discussions-bulk-move.schema.json";
import discussionsMerge from "../../../schemas/api/discussions-merge.schema.json";
import draft from "../../../schemas/api/draft.schema.json";
import draftAttributes from "../../../schemas/api/draft-attributes.schema.json";
import draftListQuery from "../../../schemas/api/draft-list-query.schema.json";
import draftMeta from "../../../schemas/api/draft-meta.schema.json";
import draftPatch from "../../../schemas/api/draft-patch.schema.json";
import draftPost from "../../../schemas/api/draft-post.schema.json";
import draftSchedule from "../../../schemas/api/draft-schedule.schema.json";
import errorBody from "../../../schemas/api/error-body.schema.json";
import fieldError from "../../../schemas/api/field-error.schema.json";
import followedCategory from "../../../schemas/api/followed-category.schema.json";
import fragment from "../../../schemas/api/fragment.schema.json";
import fragmentListQuery from "../../../schemas/api/fragment-list-query.schema.json";
import layoutAssets from "../../../schemas/api/layout-assets.schema.json";
import layoutCatalog from "../../../schemas/api/layout-catalog.schema.json";
import layoutEdit from "../../../schemas/api/layout-edit.schema.json";
import layoutFull from "../../../schemas/api/layout-full.schema.json";
import layoutMetadata from "../../../schemas/api/layout-metadata.schema.json";
import layoutPreview from "../../../schemas/api/layout-preview.schema.json";
import layoutPreviewCost from "../../../schemas/api/layout-preview-cost.schema.json";
import layoutRevision from "../../../schemas/api/layout-revision.schema.json";
import layoutRevisionDiff from "../../../schemas/api/layout-revision-diff.schema.json";
import layoutView from "../../../schemas/api/layout-view.schema.json";
import locale from "../../../schemas/api/locale.schema.json";
import localeListQuery from "../../../schemas/api/locale-list-query.schema.json";
import localeParams from "../../../schemas/api/locale-params.schema.json";
import localePatch from "../../../schemas/api/locale-patch.schema.json";
import localePost from "../../../schemas/api/locale-post.schema.json";
import longRunnerResult from "../../../schemas/api/long-runner-result.schema.json";
import machineTranslation from "../../../schemas/api/machine-translation.schema.json";
import machineTranslationPost from "../../../schemas/api/machine-translation-post.schema.json";
import media from "../../../schemas/api/media.schema.json";
import mentionSuggestion from "../../../schemas/api/mention-suggestion.schema.json";
import mentionedUser from "../../../schemas/api/mentioned-user.schema.json";
import navigationEntry from "../../../schemas/api/navigation-entry.schema.json";
import navigationParams from "../../../schemas/api/navigation-params.schema.json";
import navigationPut from "../../../schemas/api/navigation-put.schema.json";
import navigationQuery from "../../../schemas/api/navigation-query.schema.json";
import navigationVisible from "../../../schemas/api/navigation-visible.schema.json";
import notification from "../../../schemas/api/notification.schema.json";
import notificationListQuery from "../../../schemas/api/notification-list-query.schema.json";
import notificationPatch from "../../../schemas/api/notification-patch.schema.json";
import notificationPreferences from "../../../schemas/api/notification-preferences.schema.json";
import notificationPreferencesParams from "../../../schemas/api/notification-preferences-params.schema.json";
import notificationPreferencesPatch from "../../../schemas/api/notification-preferences-patch.schema.json";
import permissionCategory from "../../../schemas/api/permission-category.schema.json";
import permissions from "../../../schemas/api/permissions.schema.json";
import postSource from "../../../schemas/api/post-source.schema.json";
import postTranslation from "../../../schemas/api/post-translation.schema.json";
import postTranslationQuery from "../../../schemas/api/post-translation-query.schema.json";
import reactedPost from "../../../schemas/api/reacted-post.schema.json";
import reactedPostsQuery from "../../../schemas/api/reacted-posts-query.schema.json";
import reaction from "../../../schemas/api/reaction.schema.json";
import reactionCount from "../../../schemas/api/reaction-count.schema.json";
import reactionLogEntry from "../../../schemas/api/reaction-log-entry.schema.json";
import reactionLogQuery from "../../../schemas/api/reaction-log-query.schema.json";
import reactionPost from "../../../schemas/api/reaction-post.schema.json";
import reactionReceived from "../../../schemas/api/reaction-received.schema.json";
import reactionUserParams from "../../../schemas/api/reaction-user-params.schema.json";
import recordIdParams from "../../../schemas/api/record-id-params.schema.json";
import registrationForm from "../../../schemas/api/registration-form.schema.json";
import report from "../../../schemas/api/report.schema.json";
import reportListQuery from "../../../schemas/api/report-list-query.schema.json";
import reportMeta from "../../../schemas/api/report-meta.schema.json";
import reportPatch from "../../../schemas/api/report-patch.schema.json";
import reportPost from "../../../schemas/api/report-post.schema.json";
import role from "../../../schemas/api/role.schema.json";
import roleDetail from "../../../schemas/api/role-detail.schema.json";
import rolePermissions from "../../../schemas/api/role-permissions.schema.json";
import searchQuery from "../../../schemas/api/search-query.schema.json";
import searchResult from "../../../schemas/api/search-result.schema.json";
import searchSuggestion from "../../../schemas/api/search-suggestion.schema.json";
import searchSuggestionsQuery from "../../../schemas/api/search-suggestions-query.schema.json";
import searchSummary from "../../../schemas/api/search-summary.schema.json";
import signature from "../../../schemas/api/signature.schema.json";
import signaturePatch from "../../../schemas/api/signature-patch.schema.json";
import siteConfig from "../../../schemas/api/site-config.schema.json";
import tag from "../../../schemas/api/tag.schema.json";
import tagListQuery from "../../../schemas/api/tag-list-query.schema.json";
import tickPost from "../../../schemas/api/tick-post.schema.json";
import tickResult from "../../../schemas/api/tick-result.schema.json";
import translation from "../../../schemas/api/translation.schema.json";
import translationListQuery from "../../../schemas/api/translation-list-query.schema.json";
import translationPatch from "../../../schemas/api/translation-patch.schema.json";
import translationRemove from "../../../schemas/api/translation-remove.schema.json";
import translationResourceParams from "../../../schemas/api/translation-resource-params.schema.json";
import translationService from "../../../schemas/api/translation-service.schema.json";
import translationServiceParams from "../../../schemas/api/translation-service-params.schema.json";
import translationServicePut from "../../../schemas/api/translation-service-put.schema.json";
import unreadCounts from "../../../schemas/api/unread-counts.schema.json";
import unsubscribe from "../../../schemas/api/unsubscribe.schema.json";
import unsubscribeParams from "../../../schemas/api/unsubscribe-params.schema.json";
import user from "../../../schemas/api/user.schema.json";
import userByNamesQuery from "../../../schemas/api/user-by-names-query.schema.json";
import userFragment from "../../../schemas/api/user-fragment.schema.json";
import userGetQuery from "../../../schemas/api/user-get-query.schema.json";
import userListQuery from "../../../schemas/api/user-list-query.schema.json";
import userNameParams from "../../../schemas/api/user-name-params.schema.json";
import userPatch from "../../../schemas/api/user-patch.schema.json";
import userPermissionsParams from "../../../schemas/api/user-permissions-params.schema.json";
import userPermissionsQuery from "../../../schemas/api/user-permissions-query.schema.json";
import userRegister from "../../../schemas/api/user-register.schema.json";
import hydratedLayout from "../../../schemas/layout/hydrated-layout.schema.json";
import hydratedNode from "../../../schemas/layout/hydrated-node.schema.json";
import layoutRedirect from "../../../schemas/layout/layout-redirect.schema.json";
import navigationItem from "../../../schemas/navigation/navigation-item.schema.json";
import navigationResolvedItem from "../../../schemas/navigation/navigation-resolved-item.schema.json";
import { addonSchemas } from "./addon-schemas";
import { curationSchemas } from "./curation-schemas";
import { groupSchemas } from "./group-schemas";
import { integrationSchemas } from "./integration-schemas";
import { knowledgeEditorSchemas } from "./knowledge-editor-schemas";
import { knowledgeSchemas } from "./knowledge-schemas";
import { themeSchemas } from "./theme-schemas";

const apiSchemas = [
  ...addonSchemas,
  // Signatures and registration's bot checks (routes/signatures.ts, routes/users.ts).
  signature,
  signaturePatch,
  registrationForm,
  // Editing, deleting and the content log (routes/editing.ts, routes/content-log.ts).
  commentPatch,
  commentQuote,
  contentLogEntry,
  contentLogQuery,
  postSource,
  auditLogEntry,
  auditLogQuery,
  analyticsPrivacy,
  authenticatePassword,
  breadcrumb,
  category,
  categoryGetQuery,
  categoryListQuery,
  categoryParams,
  categoryPatch,
  categoryPreferences,
  categorySettings,
  locale,
  localeListQuery,
  localeParams,
  localePatch,
  localePost,
  translation,
  translationListQuery,
  translationResourceParams,
  translationPatch,
  translationRemove,
  translationService,
  translationServiceParams,
  translationServicePut,
  machineTranslationPost,
  machineTranslation,
  postTranslationQuery,
  postTranslation,
  categoryPreferencesParams,
  categoryPreferencesPatch,
  followedCategory,
  notificationPreferences,
  notificationPreferencesParams,
  notificationPreferencesPatch,
  unsubscribe,
  unsubscribeParams,
  collection,
  collectionByResourceQuery,
  comment,
  commentAnswer,
  commentAnswerPatch,
  commentListQuery,
  commentPost,
  commentThreadQuery,
  configPatch,
  configQuery,
  currentUser,
  discussion,
  discussionGetQuery,
  discussionListQuery,
  discussionPost,
  errorBody,
  fieldError,
  layoutAssets,
  layoutCatalog,
  layoutEdit,
  layoutFull,
  layoutMetadata,
  layoutPreview,
  layoutPreviewCost,
  layoutRevision,
  layoutRevisionDiff,
  layoutView,
  media,
  mentionedUser,
  permissionCategory,
  permissions,
  recordIdParams,
  role,
  roleDetail,
  rolePermissions,
  siteConfig,
  tag,
  tagListQuery,
  tickPost,
  tickResult,
  user,
  userFragment,
  userPermissionsParams,
  userPermissionsQuery,
  userRegister,
  // Notifications and conversations.
  conversation,
  conversationMessage,
  conversationMessagePost,
  conversationParticipant,
  conversationPost,
  conversationRecipientQuery,
  notification,
  notificationListQuery,
  notificationPatch,
  unreadCounts,
  // Search (routes/search.ts, docs/reference/search.md).
  categorySearchQuery,
  searchQuery,
  searchResult,
  searchSuggestion,
  searchSuggestionsQuery,
  searchSummary,
  // Mention suggestions (GET /users/by-names).
  mentionSuggestion,
  userByNamesQuery,
  // Profiles and the user card.
  reactedPost,
  reactedPostsQuery,
  reactionReceived,
  userGetQuery,
  userNameParams,
  // The user admin (GET /users, PATCH /users/{id}).
  userListQuery,
  userPatch,
  // Reactions on discussions and comments (routes/reactions.ts).
  reaction,
  reactionCount,
  reactionLogEntry,
  reactionLogQuery,
  reactionPost,
  reactionUserParams,
  // Custom fragments a layout may name (GET /fragments).
  fragment,
  fragmentListQuery,
  // Drafts and scheduled posts (routes/drafts.ts).
  draft,
  draftAttributes,
  draftListQuery,
  draftMeta,
  draftPatch,
  draftPost,
  draftSchedule,
  // Engagement: bookmarks and reports (routes/bookmarks.ts, routes/reports.ts).
  discussionBookmark,
  report,
  reportListQuery,
  reportMeta,
  reportPatch,
  reportPost,
  // Discussion options (routes/discussions-patch.ts, routes/discussions-member-state.ts, PUT /collections/by-resource).
  discussionPatch,
  discussionTypePut,
  discussionMute,
  discussionDismiss,
  collectionByResourcePut,
  // Writing collections, tags and their administration (docs/reference/curation.md).
  ...curationSchemas,
  // Bulk moderation as long-runners (routes/discussions-bulk.ts, routes/calls-run.ts).
  discussionsBulkClose,
  discussionsBulkDelete,
  discussionsBulkMove,
  discussionsMerge,
  longRunnerResult,
  ...themeSchemas,
  // Groups (routes/groups*.ts, docs/reference/groups.md).
  ...groupSchemas,
  // Integrations that escalate posts to other systems (routes/attachments.ts, docs/reference/integrations.md).
  ...integrationSchemas,
  // The knowledge base (routes/knowledge-*.ts, routes/articles*.ts).
  ...knowledgeSchemas,
  ...knowledgeEditorSchemas,
  // The title bar's navigation (routes/navigation.ts; items in schemas/navigation/).
  navigationItem,
  navigationResolvedItem,
  navigationEntry,
  navigationParams,
  navigationPut,
  navigationQuery,
  navigationVisible,
  // Layout responses (schemas/layout/): what the hydrate routes answer.
  hydratedLayout,
  hydratedNode,
  layoutRedirect,
];

const API_SCHEMA_BASE = "https://quorum.local/schemas/api/";

/**
 * A copy of the schema whose relative $refs ("user-fragment.schema.json") are made absolute against its $id.
 * The files keep relative refs for the type generator; Fastify's serializer does not resolve them inside anyOf.
 */
function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => absoluteRefs(item, base));
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === "$ref" && typeof value === "string" && !value.startsWith("#")
        ? [key, new URL(value, base).href]
        : [key, absoluteRefs(value, base)],
    ),
  );
}

export function addApiSchemas(app: FastifyInstance): void {
  for (const schema of apiSchemas) app.addSchema(absoluteRefs(schema, schema.$id));
}

/** A reference to schemas/api/<name>.schema.json, for route schemas. */
export function ref(name: string): { $ref: string } {
  return { $ref: `${API_SCHEMA_BASE}${name}.schema.json#` };
}

/** A reference to schemas/layout/<name>.schema.json (hydrated layouts and nodes), for route schemas. */
export function layoutRef(name: string): { $ref: string } {
  return { $ref: `https://quorum.local/schemas/layout/${name}.schema.json#` };
}

export function listOf(name: string): { type: "array"; items: { $ref: string } } {
  return { type: "array", items: ref(name) };
}

/** Error responses documented for every route; the error handler shapes them. */
export const errorResponses = {
  "4xx": ref("error-body"),
  "5xx": ref("error-body"),
};
