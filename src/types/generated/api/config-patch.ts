// Generated from schemas/api/config-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /config (settings.manage): new values for known keys. The custom layout feature flags are booleans; the entry addresses (docs/reference/routes.md#links-the-product-builds) are a path on this site or an http(s) address, and an empty registration address hides Register.
 */
export interface ConfigPatch {
"featureFlags.customLayout.discussionList.Enabled"?: boolean
"featureFlags.customLayout.categoryList.Enabled"?: boolean
"featureFlags.customLayout.post.Enabled"?: boolean
"featureFlags.customLayout.createPost.Enabled"?: boolean
/**
 * Members with flag.add may report posts to the moderators (on by default).
 */
"featureFlags.escalations.Enabled"?: boolean
/**
 * How long authors may edit their own discussions and comments, in seconds after posting; -1 = no limit (default 3600).
 */
"posting.editContentTimeout"?: number
/**
 * Staff (staff.allow) may mark discussions resolved and unresolved (off by default).
 */
"triage.enabled"?: boolean
/**
 * Accounts younger than this many days are new and wait between posts (default 7; 0 = no account is new).
 */
"posting.newAccountDays"?: number
/**
 * Seconds a new account waits between two comments (default 5; 0 = no wait).
 */
"posting.newAccountCommentSeconds"?: number
/**
 * Seconds a new account waits between two discussions (default 15; 0 = no wait).
 */
"posting.newAccountDiscussionSeconds"?: number
/**
 * Where Sign In links go.
 */
"entry.signInUrl"?: string
/**
 * Where Register links go; empty = no registration address (Register is hidden).
 */
"entry.registerUrl"?: string
/**
 * An external search (docs/reference/search.md#external-search): an http(s) address in which %s (or {searchTerms}) becomes the encoded query, e.g. https://www.google.com/search?q=%s+site:forum.example.com. Set, every search box sends its query there; empty = the forum's own search page (default).
 */
"search.externalUrl"?: string
/**
 * The external search opens in a new browser tab (off by default).
 */
"search.externalUrlNewTab"?: boolean
/**
 * Where Sign Out links go.
 */
"entry.signOutUrl"?: string
/**
 * Members may choose to be told of activity by email (the Email column of notification preferences; on by default).
 */
"emails.enabled"?: boolean
/**
 * Members may subscribe to a digest of new discussions in the categories they follow (on by default).
 */
"emails.digest"?: boolean
/**
 * Days between two digests (default 7: weekly).
 */
"emails.digestIntervalDays"?: number
/**
 * What a member who never chose gets for NewDiscussion by popup (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.NewDiscussion.popup"?: boolean
/**
 * What a member who never chose gets for NewDiscussion by email (default off; docs/reference/notifications.md#types).
 */
"notifications.defaults.NewDiscussion.email"?: boolean
/**
 * What a member who never chose gets for NewComment by popup (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.NewComment.popup"?: boolean
/**
 * What a member who never chose gets for NewComment by email (default off; docs/reference/notifications.md#types).
 */
"notifications.defaults.NewComment.email"?: boolean
/**
 * What a member who never chose gets for Mention by popup (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.Mention.popup"?: boolean
/**
 * What a member who never chose gets for Mention by email (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.Mention.email"?: boolean
/**
 * What a member who never chose gets for Reply by popup (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.Reply.popup"?: boolean
/**
 * What a member who never chose gets for Reply by email (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.Reply.email"?: boolean
/**
 * What a member who never chose gets for Reaction by popup (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.Reaction.popup"?: boolean
/**
 * What a member who never chose gets for Reaction by email (default off; docs/reference/notifications.md#types).
 */
"notifications.defaults.Reaction.email"?: boolean
/**
 * What a member who never chose gets for Message by popup (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.Message.popup"?: boolean
/**
 * What a member who never chose gets for Message by email (default on; docs/reference/notifications.md#types).
 */
"notifications.defaults.Message.email"?: boolean
/**
 * Whether a member who never chose receives the digest (default on).
 */
"notifications.defaults.DigestEnabled.email"?: boolean
}
