// Generated from schemas/widgets/common/discussion-meta-options.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What the meta line under each post shows (docs/reference/layout-widgets.md#widget-props-in-detail discussionOptions), shared by the post lists and Suggested Content.
 */
export interface DiscussionMetaOptions {
asIcons: boolean
display: {
category: boolean
startedByUser: boolean
lastUser: boolean
lastCommentDate: boolean
viewCount: boolean
commentCount: boolean
score: boolean
userTags: boolean
unreadCount: boolean
}
}
