// Generated from schemas/api/page-state.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The state the server inlines into every page's HTML (<script id="__QUORUM_STATE__" type="application/json">), read once by the client at start: site info, the current user, the first page's hydrated layout, the HTTP status of that first response and what the client needs to route as the server did. Parts the client can do without (a static build served without the server) are optional.
 */
export interface PageState {
site: SiteInfo
currentUser: CurrentUser
layout?: InlinedLayout
status: number
routing?: Routing
/**
 * The first page's site section (its slug is also in <meta name="siteSection">).
 */
siteSection?: {
siteSectionID: number
slug: string
}
i18n?: PageI18N
/**
 * The theme this page rendered with (docs/reference/themes.md); its variables are in the page's <style id="quorum-theme">.
 */
theme?: {
themeID: (string | number)
name: string
revisionID: (number | null)
logo: (string | null)
mobileLogo: (string | null)
preview: (null | {
themeID: (string | number)
revisionID: (number | null)
name: string
redirect: string
})
}
}
export interface SiteInfo {
name: string
description: string
/**
 * false when private conversations are off (the account box then has no Messages); absent means on.
 */
conversationsEnabled?: boolean
entryUrls?: PageEntryUrls
externalSearch?: PageExternalSearch
/**
 * The addons switched on (src/lib/addons.ts): the client leaves out what the others own (the roles editor's permissions, their code). Absent means every addon's default.
 */
addons?: string[]
/**
 * How long authors may edit their posts, in seconds; -1 is no limit (src/lib/editing/edit-window.ts).
 */
editContentTimeout?: number
emails?: PageEmailSwitches
}
/**
 * The configured sign-in, register and sign-out addresses; absent means the built-in pages.
 */
export interface PageEntryUrls {
signInUrl: string
/**
 * null: no registration address (Register is hidden).
 */
registerUrl: (string | null)
signOutUrl: string
}
/**
 * The external search every search box sends its query to (config search.externalUrl); absent means the forum's search page.
 */
export interface PageExternalSearch {
/**
 * An http(s) address whose %s (or {searchTerms}) becomes the encoded query.
 */
urlTemplate: string
newTab: boolean
}
/**
 * Whether members may choose email notifications and the digest (config emails.enabled, emails.digest; docs/reference/notifications.md#configuration).
 */
export interface PageEmailSwitches {
enabled: boolean
/**
 * Digests are on (and emails are).
 */
digest: boolean
}
/**
 * The signed-in user, or the guest (userID 0) (docs/reference/api-conventions.md#resources).
 */
export interface CurrentUser {
/**
 * 0 for a guest.
 */
userID: number
name: string
/**
 * "" when the user has no photo.
 */
photoUrl: string
dateLastActive: (string | null)
roleIDs: number[]
isAdmin: boolean
emailConfirmed: boolean
countUnreadNotifications: number
countUnreadConversations: number
}
/**
 * The first page's layout, hydrated (or where the page lives instead), with the query it answers.
 */
export interface InlinedLayout {
query: LayoutQuery
/**
 * The query's cache key (layoutQueryKey in src/lib/layout-routes.ts).
 */
key?: string
data: (HydratedLayout | LayoutRedirect)
}
/**
 * Which layout a page wants (docs/reference/routes.md#layout-routes): the view type, the record it is for, and page params.
 */
export interface LayoutQuery {
/**
 * "post" is what a discussion or comment URL asks for: the server picks discussion or question from the discussion's type; categoryList for a category is recalculated from its displayAs. "knowledgeBase" is what a knowledge base URL asks for: helpCenterKnowledgeBase for a help center, guideArticle (its first article) for a guide; an article's view type follows its knowledge base's kind.
 */
layoutViewType: ("home" | "subcommunityHome" | "discussionList" | "categoryList" | "nestedCategoryList" | "discussionCategoryPage" | "post" | "discussion" | "question" | "createPost" | "customPage" | "knowledgeHome" | "knowledgeBase" | "helpCenterKnowledgeBase" | "helpCenterCategory" | "helpCenterArticle" | "guideArticle" | "group")
recordType: ("siteSection" | "global" | "category" | "discussion" | "comment" | "customPage" | "knowledgeBase" | "knowledgeCategory" | "article" | "group")
recordID: (number | string)
params: {
[k: string]: unknown | undefined
}
}
/**
 * The answer of GET /api/v2/layouts/lookup-hydrate.
 */
export interface HydratedLayout {
layoutID: (number | string)
name: string
layoutViewType: string
isDefault: boolean
layout: HydratedNode[]
titleBar: HydratedNode
seo: {
title: string
description: string
}
contexts?: HydratedNode[]
}
/**
 * What the client renders: a registered component name and its props. Regions of sections hold further hydrated nodes.
 */
export interface HydratedNode {
$reactComponent: string
$reactProps: {
[k: string]: unknown | undefined
}
/**
 * The editor's id of the node ($editorID in the document being edited), only in editor previews: the renderer keys the node by it and the canvas finds the node by it.
 */
$id?: string
$middleware?: {
visibility?: {
device?: ("all" | "desktop" | "tablet" | "mobile" | "xs" | "no_bleed")
}
}
/**
 * Custom implementations of the widget (docs/reference/layout-documents.md#fragments-and-special-keys): fragment type → the active fragment and where its JS and CSS are served. The renderer loads them instead of the built-in component.
 */
$fragmentImpls?: {
[k: string]: {
fragmentUUID: string
jsUrl: string
cssUrl: string
} | undefined
}
}
/**
 * What lookup-hydrate answers instead of a layout when the record lives at another address (e.g. a category or discussion asked for under the wrong site section): the page shows where it goes and navigates there after 5,000 ms (docs/reference/layout-documents.md#page-render).
 */
export interface LayoutRedirect {
/**
 * A site-relative URL.
 */
redirectTo: string
status: (301 | 302)
}
/**
 * Site sections, custom pages and the custom layout flags: the client routes exactly as the server did (src/lib/layout-routes.ts).
 */
export interface Routing {
table: PageRouteTable
flags: PageFeatureFlags
}
export interface PageRouteTable {
siteSections: {
siteSectionID: number
/**
 * URL prefix without slashes ("fr" serves /fr/…).
 */
slug: string
locale: string
}[]
customPages: {
customPageID: number
urlcode: string
siteSectionID: number
}[]
}
/**
 * Whether each route's custom layout is on (config featureFlags.customLayout.<flag>.Enabled).
 */
export interface PageFeatureFlags {
discussionList: boolean
categoryList: boolean
post: boolean
createPost: boolean
}
/**
 * The interface language of the page (docs/reference/localisation.md): its locale and direction, the locales the language toggle offers, and the page's messages (plain text, or ICU MessageFormat parsed by the server: the browser build has no parser). Absent means English source text.
 */
export interface PageI18N {
locale: string
dir: ("ltr" | "rtl")
locales: PageLocale[]
/**
 * Message key (the English source text) → its text in the locale: a string, or the parsed ICU elements.
 */
messages: {
[k: string]: unknown | undefined
}
/**
 * The catalogue areas the messages hold (the dashboard's load when it opens).
 */
areas?: string[]
/**
 * The reader may have posts translated into the page's language (a member, and the locale names a machine translation service).
 */
machineTranslation?: boolean
}
export interface PageLocale {
key: string
nativeName: string
dir: ("ltr" | "rtl")
}
