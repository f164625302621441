// Generated from schemas/config/site-config.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The community's name, in the title bar, page titles and mails. Empty: the server's configured name.
 */
export type SiteName = string
/**
 * A sentence about the community, for search engines and link previews. Empty: the server's configured description.
 */
export type SiteDescription = string
/**
 * The banner's title when a banner sets none. Empty: the site name, or 'How can we help you?'.
 */
export type BannerTitle = string
/**
 * The banner's text under its title when a banner sets none. Empty: the site description.
 */
export type BannerDescription = string
/**
 * How long authors may edit their own discussions and comments, in seconds after posting; -1 = no limit.
 */
export type EditWindow = number
/**
 * Accounts younger than this many days are new and wait between posts; 0 = no account is new.
 */
export type NewAccountPeriod = number
/**
 * Seconds a new account waits between two comments; 0 = no wait.
 */
export type WaitBetweenComments = number
/**
 * Seconds a new account waits between two discussions; 0 = no wait.
 */
export type WaitBetweenDiscussions = number
/**
 * The largest file members may upload, in bytes.
 */
export type LargestUpload = number
/**
 * File-name extensions accepted, lower case without the dot; the check ignores case.
 * 
 * @maxItems 100
 */
export type AllowedFileExtensions = string[]
/**
 * Signatures are not shown on small screens.
 */
export type HideSignaturesOnMobile = boolean
/**
 * The tallest a signature's images are shown, in pixels; 0 = no limit.
 */
export type SignatureImageHeight = number
/**
 * Guests may create an account.
 */
export type RegistrationOpen = boolean
/**
 * How guests register: basic = a name, an email address and a password.
 */
export type RegistrationMethod = "basic"
/**
 * New members confirm their email address before they may post.
 */
export type EmailConfirmationRequired = boolean
/**
 * A registration form submitted sooner than this many seconds after it was shown is refused; 0 = no minimum.
 */
export type LeastTimeToRegister = number
/**
 * Where Sign In links go: a path on this site or an http(s) address.
 */
export type SignInAddress = string
/**
 * Where Register links go; empty = no registration address (Register is hidden).
 */
export type RegistrationAddress = string
/**
 * Where Sign Out links go.
 */
export type SignOutAddress = string
/**
 * The service that checks registrations come from people; empty = no captcha.
 */
export type CaptchaProvider = ("" | "hcaptcha" | "recaptcha" | "turnstile")
/**
 * The provider's public site key; the captcha shows when it is set.
 */
export type CaptchaSiteKey = string
/**
 * The provider's secret key, used by the server only and never shown to members.
 */
export type CaptchaSecretKey = string
/**
 * Members may choose to be told of activity by email.
 */
export type EmailNotifications = boolean
/**
 * Members may subscribe to a digest of new discussions in the categories they follow.
 */
export type EmailDigest = boolean
/**
 * Days between two digests (7: weekly).
 */
export type DaysBetweenDigests = number
/**
 * Discussion lists use their layouts; off = the plain list.
 */
export type CustomLayoutForDiscussionLists = boolean
/**
 * Category lists use their layouts; off = the plain category tree.
 */
export type CustomLayoutForCategoryLists = boolean
/**
 * Discussion pages use their layouts; off = the plain discussion page.
 */
export type CustomLayoutForPosts = boolean
/**
 * The new post page uses its layout; off = the plain form.
 */
export type CustomLayoutForNewPosts = boolean
/**
 * Staff may mark discussions resolved and unresolved.
 */
export type Triage = boolean
/**
 * Questions show suggested answers from earlier posts.
 */
export type AnswerSuggestions = boolean
/**
 * An http(s) address in which %s becomes the encoded query; every search box then sends its query there. Empty = the forum's own search page.
 */
export type ExternalSearchAddress = string
/**
 * The external search opens in a new browser tab.
 */
export type ExternalSearchInANewTab = boolean
/**
 * The sites (scheme, host and port, e.g. https://www.example.com) that may embed the forum's pages.
 * 
 * @maxItems 50
 */
export type EmbedAllowedOrigins = string[]
/**
 * Staff may escalate a post to a GitHub issue, whose state and labels then show on the post.
 */
export type GitHubIssues = boolean
/**
 * https://api.github.com, or your GitHub Enterprise server's API address.
 */
export type GitHubAPIAddress = string
/**
 * Where issues are created, as owner/name.
 */
export type GitHubRepository = string
/**
 * A token allowed to read and write the repository's issues, used by the server only and never shown to members.
 */
export type GitHubAccessToken = string
/**
 * Staff may escalate any post; with members' own posts, members may also escalate the posts they wrote.
 */
export type WhoMayCreateGitHubIssues = ("staff" | "own")
/**
 * Staff may send a post to another system: a signed JSON request to its address, whose answer names the item it made.
 */
export type Webhook = boolean
/**
 * The other system's name, shown in the options menu and on posts (e.g. Support desk). Empty: Webhook.
 */
export type WebhookName = string
/**
 * The http(s) address the escalation is posted to.
 */
export type WebhookAddress = string
/**
 * The key of the X-Quorum-Signature header (HMAC-SHA256 of the body), used by the server only and never shown to members.
 */
export type WebhookSecret = string
/**
 * Staff may escalate any post; with members' own posts, members may also escalate the posts they wrote.
 */
export type WhoMayUseTheWebhook = ("staff" | "own")
/**
 * Questions, their answers and accepted answers.
 */
export type QA = boolean
/**
 * Members react to posts; reactions make a post's score.
 */
export type Reactions = boolean
/**
 * Posts carry tags, shown under the post and listed by tag.
 */
export type Tagging = boolean
/**
 * A signature per member, shown under their posts.
 */
export type Signatures = boolean
/**
 * Readers have posts machine-translated into their language.
 */
export type MachineTranslation = boolean
/**
 * Members report posts to the moderators, who work through the report queue.
 */
export type Reports = boolean

/**
 * Every key of the config table (GET/PATCH /config, docs/reference/configuration.md): its type, limits and default, where the dashboard's settings pages show it (x-group: site, posting, registration, features, integrations; addons, notifications and navigation have pages of their own; x-section: the heading it sits under) and its label and help (title, description: message keys of the English catalogue). x-private keys are answered only to settings.manage.
 */
export interface SiteConfigValues {
"site.name": SiteName
"site.description": SiteDescription
"banner.title": BannerTitle
"banner.description": BannerDescription
"posting.editContentTimeout": EditWindow
"posting.newAccountDays": NewAccountPeriod
"posting.newAccountCommentSeconds": WaitBetweenComments
"posting.newAccountDiscussionSeconds": WaitBetweenDiscussions
"upload.maxSize": LargestUpload
"upload.allowedExtensions": AllowedFileExtensions
"signatures.hideMobile": HideSignaturesOnMobile
"signatures.imageMaxHeight": SignatureImageHeight
"registration.enabled": RegistrationOpen
"registration.method": RegistrationMethod
isConfirmEmailRequired: EmailConfirmationRequired
"registration.minimumSeconds": LeastTimeToRegister
"entry.signInUrl": SignInAddress
"entry.registerUrl": RegistrationAddress
"entry.signOutUrl": SignOutAddress
"captcha.provider": CaptchaProvider
"captcha.siteKey": CaptchaSiteKey
"captcha.secretKey": CaptchaSecretKey
"emails.enabled": EmailNotifications
"emails.digest": EmailDigest
"emails.digestIntervalDays": DaysBetweenDigests
"featureFlags.customLayout.discussionList.Enabled": CustomLayoutForDiscussionLists
"featureFlags.customLayout.categoryList.Enabled": CustomLayoutForCategoryLists
"featureFlags.customLayout.post.Enabled": CustomLayoutForPosts
"featureFlags.customLayout.createPost.Enabled": CustomLayoutForNewPosts
"triage.enabled": Triage
"qna.answerSuggestions.enabled": AnswerSuggestions
"search.externalUrl": ExternalSearchAddress
"search.externalUrlNewTab": ExternalSearchInANewTab
"embed.allowedOrigins": EmbedAllowedOrigins
"integrations.github.enabled": GitHubIssues
"integrations.github.apiUrl": GitHubAPIAddress
"integrations.github.repository": GitHubRepository
"integrations.github.token": GitHubAccessToken
"integrations.github.writeableContentScope": WhoMayCreateGitHubIssues
"integrations.webhook.enabled": Webhook
"integrations.webhook.name": WebhookName
"integrations.webhook.url": WebhookAddress
"integrations.webhook.secret": WebhookSecret
"integrations.webhook.writeableContentScope": WhoMayUseTheWebhook
"addons.qna.enabled": QA
"addons.reactions.enabled": Reactions
"tagging.enabled": Tagging
"signatures.enabled": Signatures
"addons.translation.enabled": MachineTranslation
"featureFlags.escalations.Enabled": Reports
"navigation.items": Navigation
/**
 * What a member who never chose gets for NewDiscussion by popup (docs/reference/notifications.md#types).
 */
"notifications.defaults.NewDiscussion.popup": boolean
/**
 * What a member who never chose gets for NewDiscussion by email (docs/reference/notifications.md#types).
 */
"notifications.defaults.NewDiscussion.email": boolean
/**
 * What a member who never chose gets for NewComment by popup (docs/reference/notifications.md#types).
 */
"notifications.defaults.NewComment.popup": boolean
/**
 * What a member who never chose gets for NewComment by email (docs/reference/notifications.md#types).
 */
"notifications.defaults.NewComment.email": boolean
/**
 * What a member who never chose gets for Mention by popup (docs/reference/notifications.md#types).
 */
"notifications.defaults.Mention.popup": boolean
/**
 * What a member who never chose gets for Mention by email (docs/reference/notifications.md#types).
 */
"notifications.defaults.Mention.email": boolean
/**
 * What a member who never chose gets for Reply by popup (docs/reference/notifications.md#types).
 */
"notifications.defaults.Reply.popup": boolean
/**
 * What a member who never chose gets for Reply by email (docs/reference/notifications.md#types).
 */
"notifications.defaults.Reply.email": boolean
/**
 * What a member who never chose gets for Reaction by popup (docs/reference/notifications.md#types).
 */
"notifications.defaults.Reaction.popup": boolean
/**
 * What a member who never chose gets for Reaction by email (docs/reference/notifications.md#types).
 */
"notifications.defaults.Reaction.email": boolean
/**
 * What a member who never chose gets for Message by popup (docs/reference/notifications.md#types).
 */
"notifications.defaults.Message.popup": boolean
/**
 * What a member who never chose gets for Message by email (docs/reference/notifications.md#types).
 */
"notifications.defaults.Message.email": boolean
/**
 * Whether a member who never chose receives the digest.
 */
"notifications.defaults.DigestEnabled.email": boolean
}
/**
 * The title bar's navigation items, per locale (edited in the navigation editor).
 */
export interface Navigation {
/**
 * @maxItems 100
 */
[k: string]: {

}[] | undefined
}
