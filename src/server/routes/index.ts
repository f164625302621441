// The API's route modules, registered under /api/v2 in this order. Append new resources here.
import type { FastifyPluginAsync } from "fastify";
import { addonGate, addonRoutes } from "./addons";
import { analyticsRoutes } from "./analytics";
import { articlePreviewRoutes } from "./article-preview";
import { articleRoutes } from "./articles";
import { articleReactionRoutes } from "./articles-reactions";
import { articleRevisionRoutes } from "./articles-revisions";
import { articleWriteRoutes } from "./articles-write";
import { attachmentRoutes } from "./attachments";
import { auditLogRoutes } from "./audit-log";
import { authenticateRoutes } from "./authenticate";
import { bookmarkRoutes } from "./bookmarks";
import { callsRunRoutes } from "./calls-run";
import { categoryRoutes } from "./categories";
import { categoryPreferencesRoutes } from "./category-preferences";
import { collectionRoutes } from "./collections";
import { commentRoutes } from "./comments";
import { commentGetRoutes } from "./comments-get";
import { commentThreadRoutes } from "./comments-thread";
import { commentWriteRoutes } from "./comments-write";
import { configRoutes } from "./config";
import { contentLogRoutes } from "./content-log";
import { conversationRoutes } from "./conversations";
import { discussionRoutes } from "./discussions";
import { discussionBulkRoutes } from "./discussions-bulk";
import { discussionMemberStateRoutes } from "./discussions-member-state";
import { discussionPatchRoutes } from "./discussions-patch";
import { discussionWriteRoutes } from "./discussions-write";
import { draftRoutes } from "./drafts";
import { editingRoutes } from "./editing";
import { emailConfirmationRoutes } from "./email-confirmation";
import { fragmentRoutes } from "./fragments";
import { groupRoutes } from "./groups";
import { groupInvitationRoutes } from "./groups-invitations";
import { groupMemberRoutes } from "./groups-members";
import { knowledgeBaseRoutes } from "./knowledge-bases";
import { knowledgeCategoryRoutes } from "./knowledge-categories";
import { layoutCatalogRoutes } from "./layout-catalog";
import { layoutRevisionDiffRoutes } from "./layout-revision-diff";
import { layoutRevisionRoutes } from "./layout-revisions";
import { layoutViewsRoutes } from "./layout-views";
import { layoutsRoutes } from "./layouts";
import { layoutsReadRoutes } from "./layouts-read";
import { layoutsWriteRoutes } from "./layouts-write";
import { localeRoutes } from "./locales";
import { mediaRoutes } from "./media";
import { navigationRoutes } from "./navigation";
import { notificationPreferencesRoutes } from "./notification-preferences";
import { notificationRoutes } from "./notifications";
import { notificationStreamRoutes } from "./notifications-stream";
import { passwordResetRoutes } from "./password-reset";
import { postTranslationRoutes } from "./post-translations";
import { reactionRoutes } from "./reactions";
import { reportRoutes } from "./reports";
import { roleRoutes } from "./roles";
import { rolesWriteRoutes } from "./roles-write";
import { searchRoutes } from "./search";
import { signatureRoutes } from "./signatures";
import { tagRoutes } from "./tags";
import { themeRoutes } from "./themes";
import { translationServiceRoutes } from "./translation-services";
import { translationRoutes } from "./translations";
import { unsubscribeRoutes } from "./unsubscribe";
import { userSessionRoutes } from "./user-sessions";
import { userRoutes } from "./users";
import { usersAdminRoutes } from "./users-admin";
import { usersByNamesRoutes } from "./users-by-names";
import { usersMeCountsRoutes } from "./users-me-counts";
import { userProfileRoutes } from "./users-profile";

export const apiRoutes: FastifyPluginAsync[] = [
  // First: a switched-off addon's routes answer 404 (routes/addons.ts); its hooks apply to every route below.
  addonGate,
  themeRoutes,
  authenticateRoutes,
  userRoutes,
  passwordResetRoutes,
  emailConfirmationRoutes,
  userSessionRoutes,
  categoryRoutes,
  discussionRoutes,
  discussionWriteRoutes,
  discussionBulkRoutes,
  discussionPatchRoutes,
  discussionMemberStateRoutes,
  callsRunRoutes,
  commentRoutes,
  commentGetRoutes,
  commentThreadRoutes,
  commentWriteRoutes,
  collectionRoutes,
  categoryPreferencesRoutes,
  notificationPreferencesRoutes,
  unsubscribeRoutes,
  fragmentRoutes,
  tagRoutes,
  layoutsRoutes,
  layoutsReadRoutes,
  layoutsWriteRoutes,
  layoutViewsRoutes,
  layoutCatalogRoutes,
  layoutRevisionRoutes,
  layoutRevisionDiffRoutes,
  roleRoutes,
  rolesWriteRoutes,
  auditLogRoutes,
  mediaRoutes,
  configRoutes,
  analyticsRoutes,
  notificationRoutes,
  notificationStreamRoutes,
  usersMeCountsRoutes,
  conversationRoutes,
  usersByNamesRoutes,
  userProfileRoutes,
  usersAdminRoutes,
  // Members' signatures (spec 001 §6): GET/PATCH /users/{id}/signature.
  signatureRoutes,
  reactionRoutes,
  editingRoutes,
  contentLogRoutes,
  bookmarkRoutes,
  reportRoutes,
  draftRoutes,
  searchRoutes,
  localeRoutes,
  translationRoutes,
  translationServiceRoutes,
  postTranslationRoutes,
  // The title bar's navigation per locale and its editor (docs/reference/ui-behaviour.md#title-bar).
  navigationRoutes,
  // The knowledge base (docs/reference/knowledge-base.md#api).
  knowledgeBaseRoutes,
  knowledgeCategoryRoutes,
  articleRoutes,
  articleWriteRoutes,
  articleRevisionRoutes,
  articleReactionRoutes,
  // The article editor's preview (docs/reference/knowledge-base.md#the-article-editor).
  articlePreviewRoutes,
  // Integrations that escalate posts to other systems (docs/reference/integrations.md).
  attachmentRoutes,
  // Groups (docs/reference/groups.md#rest).
  groupRoutes,
  groupMemberRoutes,
  groupInvitationRoutes,
  addonRoutes,
];
