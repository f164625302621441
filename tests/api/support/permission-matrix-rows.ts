// The rows of the permission matrix, split so two test files can walk them side by side: READS change nothing, WRITES
// run on an app of their own. Every route the app registers must be named in one of them
// (tests/api/permission-matrix.test.ts fails otherwise). Statuses follow the conventions: records the viewer may not
// see answer 404 (their existence is not revealed); guarded actions answer 401 to guests and 403 to signed-in users
// without the permission.
import { DEMO_USERS } from "../../../src/server/db/seed/demo-data";
import { TEST_PASSWORD } from "./app";
import {
  FRAGMENT_UUID,
  type MatrixEnv,
  pngUpload,
  post,
  type Row,
  SECRET,
  selfID,
} from "./permission-matrix";
import { CURATION_WRITES } from "./permission-matrix-curation";
import { GROUP_READS, GROUP_WRITES } from "./permission-matrix-groups";
import { KNOWLEDGE_READS, KNOWLEDGE_WRITES } from "./permission-matrix-knowledge";

/** A demo member's ID: the seed numbers its users in DEMO_USERS order from 1 (src/server/db/seed/base.ts). */
const demoUserID = (name: string) => DEMO_USERS.findIndex((user) => user.name === name) + 1;

const MANAGERS_ONLY: Row["expected"] = [401, 403, 403, 200];
const STAFF_ONLY: Row["expected"] = [404, 404, 200, 200];
const EVERYONE: Row["expected"] = [200, 200, 200, 200];
const SIGNED_IN: Row["expected"] = [401, 200, 200, 200];

/** The editor's preview of a category page for the private category. */
const previewOfStaff = (e: MatrixEnv) => ({
  layoutViewType: "discussionCategoryPage",
  layout: [
    {
      $hydrate: "react.section.1-column",
      children: [{ $hydrate: "react.asset.categoryList" }, { $hydrate: "react.asset.discussionList" }],
    },
  ],
  params: { categoryID: e.ids.staff },
});

export const READS: Row[] = [
  // The knowledge base (tests/api/support/permission-matrix-knowledge.ts).
  ...KNOWLEDGE_READS,
  // Groups (tests/api/support/permission-matrix-groups.ts).
  ...GROUP_READS,
  // Themes (docs/reference/themes.md#api): the current one is public, every other read the managers'.
  { route: "GET /api/v2/themes", url: () => "/api/v2/themes", expected: MANAGERS_ONLY },
  { route: "GET /api/v2/themes/:themeKey", url: () => "/api/v2/themes/current", expected: EVERYONE },
  {
    route: "GET /api/v2/themes/:themeKey",
    note: "not the current one",
    url: () => "/api/v2/themes/quorum-dark",
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/themes/:themeKey/revisions",
    url: () => "/api/v2/themes/quorum/revisions",
    expected: MANAGERS_ONLY,
  },
  // Localisation (docs/reference/localisation.md): the language toggle reads the locales; the rest is the
  // administrators'. Reading a post translated needs a member who may read it, then a service (none here: 409).
  { route: "GET /api/v2/locales", url: () => "/api/v2/locales", expected: EVERYONE },
  {
    route: "GET /api/v2/locales",
    note: "every stored one",
    url: () => "/api/v2/locales?enabled=false",
    expected: MANAGERS_ONLY,
  },
  { route: "GET /api/v2/locales/:localeID", url: () => "/api/v2/locales/1", expected: EVERYONE },
  {
    route: "GET /api/v2/locales/dashboard-messages/:localeKey",
    url: () => "/api/v2/locales/dashboard-messages/fr",
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/translations/:resource",
    url: () => "/api/v2/translations/site?locale=fr",
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/translation-services",
    url: () => "/api/v2/translation-services",
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/discussions/:id/translation",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/translation?locale=fr`,
    expected: [401, 404, 409, 409],
  },
  {
    route: "GET /api/v2/comments/:id/translation",
    url: (e) => `/api/v2/comments/${e.ids.comment}/translation?locale=fr`,
    expected: [401, 404, 409, 409],
  },
  { route: "GET /api/v2/category-settings", url: () => "/api/v2/category-settings", expected: MANAGERS_ONLY },
  {
    route: "GET /api/v2/notification-preferences/schema",
    url: () => "/api/v2/notification-preferences/schema",
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/notification-preferences/:userID",
    url: (e, who) => `/api/v2/notification-preferences/${selfID(e, who)}`,
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/notification-preferences/:userID",
    note: "the administrator's",
    url: (e) => `/api/v2/notification-preferences/${e.ids.adminID}`,
    // Someone else's are theirs (and member editors') to read.
    expected: [401, 403, 403, 200],
  },
  {
    route: "GET /api/v2/notification-preferences/:userID/categories",
    url: (e, who) => `/api/v2/notification-preferences/${selfID(e, who)}/categories`,
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/notification-preferences/:userID/categories",
    note: "the administrator's",
    url: (e) => `/api/v2/notification-preferences/${e.ids.adminID}/categories`,
    expected: [401, 403, 403, 200],
  },
  {
    route: "GET /api/v2/unsubscribe/:token",
    note: "a token nobody signed",
    url: () => "/api/v2/unsubscribe/1.tMention.AAAAAAAAAAAAAAAAAAAAAA",
    // The token alone decides, whoever asks.
    expected: [404, 404, 404, 404],
  },
  { route: "GET /api/v2/categories", url: () => "/api/v2/categories", expected: EVERYONE },
  {
    route: "GET /api/v2/categories/:id",
    url: (e) => `/api/v2/categories/${e.ids.modlog}`,
    expected: STAFF_ONLY,
  },
  {
    route: "GET /api/v2/categories/:id/preferences/:userID",
    url: (e, who) => `/api/v2/categories/${e.ids.staff}/preferences/${selfID(e, who)}`,
    expected: [401, 404, 200, 200],
  },
  {
    route: "GET /api/v2/categories/:id/preferences/:userID",
    note: "the administrator's, for a public category",
    url: (e) => `/api/v2/categories/${e.ids.publicCategory}/preferences/${e.ids.adminID}`,
    // Someone else's preferences are theirs (and site managers') to read.
    expected: [401, 403, 403, 200],
  },
  { route: "GET /api/v2/discussions", note: "all", url: () => "/api/v2/discussions", expected: EVERYONE },
  {
    route: "GET /api/v2/discussions",
    note: "private category",
    url: (e) => `/api/v2/discussions?categoryID=${e.ids.staff}`,
    expected: STAFF_ONLY,
    showsStaff: "discussion",
  },
  {
    route: "GET /api/v2/discussions/:id",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}`,
    expected: STAFF_ONLY,
    showsStaff: "discussion",
  },
  {
    route: "GET /api/v2/comments",
    url: (e) => `/api/v2/comments?discussionID=${e.ids.discussion}`,
    expected: STAFF_ONLY,
    showsStaff: "comment",
  },
  {
    route: "GET /api/v2/comments/:id",
    url: (e) => `/api/v2/comments/${e.ids.comment}`,
    expected: STAFF_ONLY,
    showsStaff: "comment",
  },
  {
    route: "GET /api/v2/comments/thread",
    url: (e) => `/api/v2/comments/thread?discussionID=${e.ids.discussion}&expand=insertUser`,
    expected: STAFF_ONLY,
    showsStaff: "comment",
  },
  // Editing: the sources an editor starts from, a comment as a quote, the content log of a private post.
  {
    route: "GET /api/v2/discussions/:id/edit",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/edit`,
    expected: STAFF_ONLY,
    showsStaff: "discussion",
  },
  {
    route: "GET /api/v2/comments/:id/edit",
    url: (e) => `/api/v2/comments/${e.ids.comment}/edit`,
    expected: STAFF_ONLY,
    showsStaff: "comment",
  },
  {
    route: "GET /api/v2/comments/:id/quote",
    url: (e) => `/api/v2/comments/${e.ids.comment}/quote`,
    expected: STAFF_ONLY,
    showsStaff: "comment",
  },
  {
    route: "GET /api/v2/logs",
    url: (e) => `/api/v2/logs?recordType=discussion&recordID=${e.ids.discussion}`,
    expected: STAFF_ONLY,
  },
  {
    route: "GET /api/v2/logs",
    note: "a public discussion's deleted comments",
    url: () => "/api/v2/logs?recordType=comment&parentRecordID=1&operation=delete",
    // Moderators only: community.moderate or discussions.moderate in the category.
    expected: [401, 403, 200, 200],
  },
  // The reactions log needs reactions.view (moderators); on a private record, 404 before that is asked.
  {
    route: "GET /api/v2/discussions/:id/reactions",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/reactions`,
    expected: STAFF_ONLY,
  },
  {
    route: "GET /api/v2/comments/:id/reactions",
    url: (e) => `/api/v2/comments/${e.ids.comment}/reactions`,
    expected: STAFF_ONLY,
  },
  // Engagement: one's bookmarks need an account; the reports queue needs community.moderate.
  {
    route: "GET /api/v2/discussions",
    note: "the viewer's bookmarks",
    url: () => "/api/v2/discussions?bookmarked=true",
    expected: SIGNED_IN,
  },
  { route: "GET /api/v2/reports", url: () => "/api/v2/reports", expected: [401, 403, 200, 200] },
  {
    route: "GET /api/v2/reports",
    note: "the private discussion's open reports",
    url: (e) => `/api/v2/reports?statuses=none&recordType=discussion&recordID=${e.ids.discussion}`,
    expected: [401, 403, 200, 200],
  },
  // Integrations (docs/reference/integrations.md#api), all off on a fresh site: the catalogue is empty for everyone,
  // and the form of an integration that is off is not found (the post's own visibility is checked after it).
  { route: "GET /api/v2/attachments/catalog", url: () => "/api/v2/attachments/catalog", expected: EVERYONE },
  {
    route: "GET /api/v2/attachments/schema",
    note: "the private discussion, integration off",
    url: (e) =>
      `/api/v2/attachments/schema?attachmentType=github-issue&recordType=discussion&recordID=${e.ids.discussion}`,
    expected: [401, 404, 404, 404],
  },
  {
    route: "GET /categories/:urlcode/feed.rss",
    url: () => "/categories/staff/feed.rss",
    // Feeds are built as a guest sees the site, whoever asks.
    expected: [404, 404, 404, 404],
  },
  { route: "GET /discussions/feed.rss", url: () => "/discussions/feed.rss", expected: EVERYONE },
  // The API's description, generated from the route schemas: the same document for everyone, no data in it.
  {
    route: "GET /api/v2/openapi.json",
    url: () => "/api/v2/openapi.json",
    expected: EVERYONE,
    keepsSecretsFrom: ["guest", "member", "moderator", "admin"],
  },
  // The load balancer's probes (observability/health.ts): the same answer for everyone, no data in it.
  ...["/healthz", "/readyz"].map(
    (path): Row => ({
      route: `GET ${path}`,
      url: () => path,
      expected: EVERYONE,
      keepsSecretsFrom: ["guest", "member", "moderator", "admin"],
    }),
  ),
  // robots.txt and the sitemaps are built as a guest sees the site, whoever asks: no staff record in them.
  ...["/robots.txt", "/sitemap.xml", "/sitemap-categories.xml", "/sitemap-knowledge.xml"].map(
    (path): Row => ({
      route: `GET ${path}`,
      url: () => path,
      expected: EVERYONE,
      keepsSecretsFrom: ["guest", "member", "moderator", "admin"],
    }),
  ),
  {
    route: "GET /sitemap-discussions-:n(^\\d{1,6}).xml",
    url: () => "/sitemap-discussions-1.xml",
    expected: EVERYONE,
    keepsSecretsFrom: ["guest", "member", "moderator", "admin"],
  },
  {
    route: "GET /sitemap-articles-:n(^\\d{1,6}).xml",
    url: () => "/sitemap-articles-1.xml",
    expected: EVERYONE,
    keepsSecretsFrom: ["guest", "member", "moderator", "admin"],
  },
  {
    route: "GET /api/v2/layouts/lookup-hydrate",
    url: (e) =>
      `/api/v2/layouts/lookup-hydrate?layoutViewType=discussionCategoryPage&recordType=category&recordID=${e.ids.staff}`,
    expected: STAFF_ONLY,
  },
  {
    route: "GET /api/v2/layouts/lookup-hydrate-assets",
    url: (e) =>
      `/api/v2/layouts/lookup-hydrate-assets?layoutViewType=discussionCategoryPage&recordType=category&recordID=${e.ids.staff}`,
    expected: STAFF_ONLY,
  },
  {
    route: "GET /api/v2/layouts/:id/hydrate",
    url: (e) => `/api/v2/layouts/discussionCategoryPage/hydrate?recordType=category&recordID=${e.ids.staff}`,
    // A template hydrates for anyone; the private category's data stays out of what guests and members get.
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/layouts/:id/hydrate-assets",
    url: (e) =>
      `/api/v2/layouts/discussionCategoryPage/hydrate-assets?recordType=category&recordID=${e.ids.staff}`,
    expected: EVERYONE,
  },
  {
    route: "POST /api/v2/layouts/hydrate",
    url: () => "/api/v2/layouts/hydrate",
    // The editor's preview: an unsaved document, hydrated for a manager only.
    payload: previewOfStaff,
    expected: MANAGERS_ONLY,
  },
  {
    route: "POST /api/v2/layouts/hydrate",
    note: "viewAs guest",
    url: () => "/api/v2/layouts/hydrate",
    // Previewing as a guest shows the manager what a guest gets: the private category is not found.
    payload: (e) => ({ ...previewOfStaff(e), viewAs: "guest" }),
    expected: [401, 403, 403, 404],
    keepsSecretsFrom: ["guest", "member", "moderator", "admin"],
  },
  {
    route: "GET /api/v2/users/:id/permissions",
    note: "$me",
    url: () => "/api/v2/users/$me/permissions?expand=junctions",
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/users/:id/permissions",
    note: "the member's",
    url: (e) => `/api/v2/users/${e.ids.memberID}/permissions`,
    expected: [403, 200, 403, 200],
  },
  { route: "GET /api/v2/users/me", url: () => "/api/v2/users/me", expected: EVERYONE },
  // Registration's form (a signed token of when it was shown, the captcha if any) and one's own signature.
  {
    route: "GET /api/v2/users/registration-form",
    url: () => "/api/v2/users/registration-form",
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/users/:id/signature",
    note: "one's own",
    url: (e, who) => `/api/v2/users/${selfID(e, who)}/signature`,
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/users/:id/signature",
    note: "another member's",
    url: () => `/api/v2/users/${demoUserID("kenji.tanaka")}/signature`,
    // users.edit, which only administrators hold in the seed.
    expected: MANAGERS_ONLY,
  },
  { route: "GET /api/v2/users/me-counts", url: () => "/api/v2/users/me-counts", expected: SIGNED_IN },
  { route: "GET /api/v2/users/me/sessions", url: () => "/api/v2/users/me/sessions", expected: SIGNED_IN },
  {
    route: "GET /api/v2/users/by-names",
    url: () => "/api/v2/users/by-names/?name=mod*&order=mention&limit=50&siteSectionID=",
    // Mention suggestions serve the composers: guests write nothing.
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/users/:id",
    url: (e) => `/api/v2/users/${e.ids.moderatorID}?expand=reactionsReceived`,
    // Profiles need profiles.view, which guests lack.
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/users/by-name/:name",
    url: () => "/api/v2/users/by-name/MODERATOR?expand=all",
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/users/:id/reacted-posts",
    url: (e) => `/api/v2/users/${e.ids.moderatorID}/reacted-posts?reaction=like`,
    // The moderator's posts in the private category count only for viewers who may see it.
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/comments",
    note: "a user's",
    // The administrator wrote the private comment: only staff see it (and its discussion's name).
    url: (e) => `/api/v2/comments?insertUserID=${e.ids.adminID}&expand=discussion`,
    expected: EVERYONE,
    showsStaff: "comment",
  },
  { route: "GET /api/v2/config", url: () => "/api/v2/config", expected: EVERYONE },
  // The title bar's navigation (routes/navigation.ts): anyone reads what they may see; the editor's reads are the
  // administrators'.
  { route: "GET /api/v2/navigation", url: () => "/api/v2/navigation?locale=en", expected: EVERYONE },
  {
    route: "GET /api/v2/navigation/:localeKey",
    url: () => "/api/v2/navigation/default",
    expected: MANAGERS_ONLY,
  },
  // Addons (docs/reference/addons.md): the managers' list.
  { route: "GET /api/v2/addons", url: () => "/api/v2/addons?type=addon", expected: MANAGERS_ONLY },
  { route: "GET /api/v2/layouts", url: () => "/api/v2/layouts", expected: MANAGERS_ONLY },
  {
    route: "GET /api/v2/layouts/catalog",
    url: () => "/api/v2/layouts/catalog?layoutViewType=home",
    // The widget catalogue describes the product, not the site's data: anyone may read it.
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/layouts/schema",
    url: () => "/api/v2/layouts/schema?layoutViewType=home",
    expected: EVERYONE,
  },
  { route: "GET /api/v2/layouts/:id", url: () => "/api/v2/layouts/home", expected: MANAGERS_ONLY },
  { route: "GET /api/v2/layouts/:id/edit", url: () => "/api/v2/layouts/home/edit", expected: MANAGERS_ONLY },
  {
    route: "GET /api/v2/layouts/:id/views",
    url: () => "/api/v2/layouts/home/views",
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/layouts/:id/revisions",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/revisions`,
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/layouts/:id/revisions/:revisionID",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/revisions/${e.ids.revision}`,
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/layouts/:id/revisions/:revisionID/diff",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/revisions/${e.ids.revision}/diff?to=draft`,
    expected: MANAGERS_ONLY,
  },
  { route: "GET /api/v2/tags", url: () => "/api/v2/tags", expected: EVERYONE },
  { route: "GET /api/v2/collections", url: () => "/api/v2/collections", expected: EVERYONE },
  {
    route: "GET /api/v2/collections/:id",
    url: (e) => `/api/v2/collections/${e.ids.collection}`,
    // The collection is public; its private records are left out for those who may not see them.
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/collections/by-resource",
    url: (e) => `/api/v2/collections/by-resource?recordType=discussion&recordID=${e.ids.discussion}`,
    // A list: empty for those who may not see the record, which is as good as not found.
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/fragments",
    url: () => "/api/v2/fragments?status=active",
    // What a layout author chooses from: the layout editor's permission.
    expected: MANAGERS_ONLY,
  },
  {
    route: "GET /api/v2/fragments/:uuid/js",
    url: () => `/api/v2/fragments/${FRAGMENT_UUID}/js`,
    // Every page may render a fragment.
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/fragments/:uuid/css",
    url: () => `/api/v2/fragments/${FRAGMENT_UUID}/css`,
    expected: EVERYONE,
  },
  { route: "GET /api/v2/roles", url: () => "/api/v2/roles", expected: MANAGERS_ONLY },
  {
    route: "GET /api/v2/users",
    url: () => "/api/v2/users?query=mod&limit=5",
    // users.edit, users.delete or site.manage: administrators only in the seed.
    expected: MANAGERS_ONLY,
  },
  { route: "GET /api/v2/audit-logs", url: () => "/api/v2/audit-logs", expected: MANAGERS_ONLY },
  {
    route: "GET /api/v2/roles/permission-categories",
    url: () => "/api/v2/roles/permission-categories",
    expected: MANAGERS_ONLY,
  },
  { route: "GET /api/v2/roles/:id", url: () => "/api/v2/roles/1", expected: MANAGERS_ONLY },
  { route: "GET /api/v2/conversations", url: () => "/api/v2/conversations", expected: SIGNED_IN },
  {
    route: "GET /api/v2/conversations/recipient",
    url: () => "/api/v2/conversations/recipient?name=moderator",
    expected: SIGNED_IN,
  },
  {
    route: "GET /api/v2/conversations/:id",
    url: (e) => `/api/v2/conversations/${e.ids.conversation}`,
    // Only its participants (the moderator and the administrator) know the conversation exists.
    expected: [401, 404, 200, 200],
  },
  {
    route: "GET /api/v2/conversations/:id/messages",
    url: (e) => `/api/v2/conversations/${e.ids.conversation}/messages`,
    expected: [401, 404, 200, 200],
    showsStaff: "conversation",
  },
  { route: "GET /api/v2/notifications", url: () => "/api/v2/notifications", expected: SIGNED_IN },
  {
    route: "GET /api/v2/notifications/:id",
    url: (e) => `/api/v2/notifications/${e.ids.notification}`,
    // The moderator's own: nobody else's, not even an administrator's, business.
    expected: [401, 404, 200, 404],
  },
  {
    route: "GET /api/v2/notifications/stream",
    url: () => "/api/v2/notifications/stream",
    expected: SIGNED_IN,
    stream: true,
  },
  // Drafts are their author's alone (the moderator's here): nobody else's business, not even an administrator's.
  { route: "GET /api/v2/drafts", url: () => "/api/v2/drafts", expected: SIGNED_IN },
  {
    route: "GET /api/v2/drafts/:id",
    url: (e) => `/api/v2/drafts/${e.ids.draft}`,
    expected: [401, 404, 200, 404],
  },
  {
    route: "GET /api/v2/drafts/:id/edit",
    url: (e) => `/api/v2/drafts/${e.ids.draft}/edit`,
    expected: [401, 404, 200, 404],
  },
  { route: "GET /api/v2/analytics/privacy", url: () => "/api/v2/analytics/privacy", expected: EVERYONE },
  { route: "GET /media/:storageKey", url: (e) => `/media/${e.ids.mediaKey}`, expected: EVERYONE },
  { route: "GET /embed-demo", url: () => "/embed-demo", expected: EVERYONE },
  // The Custom HTML widget's frame page: static, no data; its author's HTML arrives by postMessage.
  { route: "GET /html-widget-frame.html", url: () => "/html-widget-frame.html", expected: EVERYONE },
  // The HTML shell: the status of the page the client renders.
  { route: "GET /", url: () => "/", expected: EVERYONE },
  { route: "GET /*", note: "private category page", url: () => "/categories/staff", expected: STAFF_ONLY },
  {
    route: "GET /*",
    note: "private discussion page",
    url: (e) => `/discussion/${e.ids.discussion}`,
    expected: STAFF_ONLY,
    showsStaff: "discussion",
  },
  {
    route: "GET /*",
    note: "layouts dashboard",
    url: () => "/dashboard/layouts",
    expected: [403, 403, 403, 200],
  },
  {
    route: "GET /*",
    note: "users dashboard",
    url: () => "/dashboard/users",
    expected: [403, 403, 403, 200],
  },
  {
    route: "GET /*",
    note: "reports queue",
    url: () => "/dashboard/content/reports",
    expected: [403, 403, 200, 200],
  },
  // Search (docs/reference/search.md): the private discussion's word finds it for staff only.
  {
    route: "GET /api/v2/search",
    url: () => "/api/v2/search?query=zq17&expand=all",
    expected: EVERYONE,
    showsStaff: "discussion",
  },
  {
    route: "GET /api/v2/search",
    note: "articles: the private knowledge base's stay the staff's",
    url: () => "/api/v2/search?query=zq17&recordTypes=article&expand=all",
    expected: EVERYONE,
  },
  { route: "GET /api/v2/search/summary", url: () => "/api/v2/search/summary?query=zq17", expected: EVERYONE },
  {
    route: "GET /api/v2/search/suggestions",
    url: () => "/api/v2/search/suggestions?query=Quarterly%20moderation",
    expected: EVERYONE,
    showsStaff: "discussion",
  },
  {
    route: "GET /api/v2/categories/search",
    url: () => "/api/v2/categories/search?query=lounge",
    expected: EVERYONE,
  },
];

/** Each role registers a user of its own name; only guests (sign-up) and administrators (users.add) may. */
const newUser = (who: string) => ({
  name: `matrix${who}`,
  email: `matrix-${who}@example.com`,
  password: "Correct-horse-9",
});

export const WRITES: Row[] = [
  ...KNOWLEDGE_WRITES,
  // Collections and tags (tests/api/support/permission-matrix-curation.ts).
  ...CURATION_WRITES,
  // Groups (tests/api/support/permission-matrix-groups.ts).
  ...GROUP_WRITES,
  // Themes: the administrator's POST creates theme 1, which the next rows change and finally delete.
  {
    route: "POST /api/v2/themes",
    url: () => "/api/v2/themes",
    payload: () => ({ name: "Matrix", parentThemeKey: "quorum-forest" }),
    expected: [401, 403, 403, 201],
  },
  {
    route: "PATCH /api/v2/themes/:themeKey",
    url: () => "/api/v2/themes/1",
    payload: () => ({ name: "Matrix renamed" }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "PUT /api/v2/themes/preview",
    url: () => "/api/v2/themes/preview",
    payload: () => ({ themeID: 1 }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "DELETE /api/v2/themes/preview",
    url: () => "/api/v2/themes/preview",
    expected: [401, 403, 403, 204],
  },
  {
    route: "PUT /api/v2/themes/current",
    url: () => "/api/v2/themes/current",
    payload: () => ({ themeID: "quorum" }),
    expected: MANAGERS_ONLY,
  },
  { route: "DELETE /api/v2/themes/:themeKey", url: () => "/api/v2/themes/1", expected: [401, 403, 403, 204] },
  {
    route: "PATCH /api/v2/locales/:localeID",
    url: () => "/api/v2/locales/2",
    payload: () => ({ enabled: true }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "POST /api/v2/locales",
    url: () => "/api/v2/locales",
    payload: () => ({ localeKey: "de" }),
    expected: [401, 403, 403, 201],
  },
  {
    route: "PATCH /api/v2/translations/:resource",
    url: () => "/api/v2/translations/site",
    payload: (e) => [
      {
        translationPropertyKey: `category.${e.ids.publicCategory}.name`,
        locale: "fr",
        translation: "Général",
        recordType: "category",
        recordID: e.ids.publicCategory,
        propertyName: "name",
      },
    ],
    expected: MANAGERS_ONLY,
  },
  {
    route: "PATCH /api/v2/translations/:resource/remove",
    url: () => "/api/v2/translations/site/remove",
    payload: (e) => [
      {
        translationPropertyKey: `category.${e.ids.publicCategory}.name`,
        locale: "fr",
        recordType: "category",
        recordID: e.ids.publicCategory,
        propertyName: "name",
      },
    ],
    expected: [401, 403, 403, 204],
  },
  {
    route: "POST /api/v2/translations/:resource/machine",
    note: "no service set up",
    url: () => "/api/v2/translations/site/machine",
    payload: () => ({
      locale: "fr",
      properties: [{ translationPropertyKey: "category.1.name", sourceText: "General" }],
    }),
    expected: [401, 403, 403, 409],
  },
  {
    route: "PUT /api/v2/translation-services/:type",
    note: "removing a key",
    url: () => "/api/v2/translation-services/deepl",
    payload: () => ({ apiKey: null }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "PATCH /api/v2/categories/:id",
    url: (e) => `/api/v2/categories/${e.ids.publicCategory}`,
    payload: () => ({ allowDigest: true }),
    expected: [401, 403, 403, 200],
  },
  {
    route: "PATCH /api/v2/notification-preferences/:userID",
    url: (e, who) => `/api/v2/notification-preferences/${selfID(e, who)}`,
    payload: () => ({ Reaction: { popup: true } }),
    expected: SIGNED_IN,
  },
  {
    route: "PATCH /api/v2/notification-preferences/:userID",
    note: "the administrator's",
    url: (e) => `/api/v2/notification-preferences/${e.ids.adminID}`,
    payload: () => ({ Reaction: { popup: true } }),
    expected: [401, 403, 403, 200],
  },
  {
    route: "POST /api/v2/unsubscribe/:token",
    note: "a token nobody signed",
    url: () => "/api/v2/unsubscribe/1.tMention.AAAAAAAAAAAAAAAAAAAAAA",
    payload: () => ({}),
    expected: [404, 404, 404, 404],
  },
  {
    route: "POST /unsubscribe/:token",
    note: "one-click, a token nobody signed",
    url: () => "/unsubscribe/1.tMention.AAAAAAAAAAAAAAAAAAAAAA",
    payload: () => ({}),
    expected: [404, 404, 404, 404],
  },
  {
    route: "PATCH /api/v2/categories/:id/preferences/:userID",
    url: (e, who) => `/api/v2/categories/${e.ids.staff}/preferences/${selfID(e, who)}`,
    payload: () => ({ "preferences.followed": true }),
    expected: [401, 404, 200, 200],
  },
  {
    route: "PATCH /api/v2/categories/:id/preferences/:userID",
    note: "the administrator's, for a public category",
    url: (e) => `/api/v2/categories/${e.ids.publicCategory}/preferences/${e.ids.adminID}`,
    payload: () => ({ "preferences.followed": true }),
    expected: [401, 403, 403, 200],
  },
  {
    route: "POST /api/v2/discussions",
    url: () => "/api/v2/discussions",
    payload: (e, who) => ({ ...post(`Staff note by ${who}`), categoryID: e.ids.modlog }),
    expected: [401, 404, 201, 201],
  },
  {
    route: "PATCH /api/v2/comments/:id",
    url: (e) => `/api/v2/comments/${e.ids.comment}`,
    // The secret stays in the text: later rows look for it.
    payload: (_, who) => ({ body: `${SECRET.comment} (edited by ${who})` }),
    expected: [404, 404, 200, 200],
  },
  {
    route: "PATCH /api/v2/comments/:id/answer",
    note: "an answer in a private discussion that is no question",
    url: (e) => `/api/v2/comments/${e.ids.comment}/answer`,
    payload: () => ({ status: "accepted" }),
    // Hidden from guests and members (404); reviewers learn it is not a question (422).
    expected: [404, 404, 422, 422],
  },
  {
    route: "POST /api/v2/comments",
    url: () => "/api/v2/comments",
    payload: (e, who) => ({ discussionID: e.ids.discussion, body: `Reply by ${who}`, format: "markdown" }),
    expected: [401, 404, 201, 201],
  },
  {
    route: "POST /api/v2/discussions/:id/reactions",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/reactions`,
    payload: () => ({ reactionType: "Like" }),
    expected: [401, 404, 200, 200],
  },
  {
    route: "DELETE /api/v2/discussions/:id/reactions",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/reactions`,
    expected: [401, 404, 204, 204],
  },
  {
    route: "DELETE /api/v2/discussions/:id/reactions/:userID",
    note: "the administrator's reaction",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/reactions/${e.ids.adminID}`,
    // Someone else's reaction: community.moderate (moderators) may remove it.
    expected: [401, 404, 204, 204],
  },
  {
    route: "POST /api/v2/comments/:id/reactions",
    url: (e) => `/api/v2/comments/${e.ids.comment}/reactions`,
    payload: () => ({ reactionType: "Like" }),
    expected: [401, 404, 200, 200],
  },
  {
    route: "DELETE /api/v2/comments/:id/reactions",
    url: (e) => `/api/v2/comments/${e.ids.comment}/reactions`,
    expected: [401, 404, 204, 204],
  },
  {
    route: "DELETE /api/v2/comments/:id/reactions/:userID",
    note: "the administrator's reaction",
    url: (e) => `/api/v2/comments/${e.ids.comment}/reactions/${e.ids.adminID}`,
    // Someone else's reaction: community.moderate (moderators) may remove it.
    expected: [401, 404, 204, 204],
  },
  {
    route: "PUT /api/v2/discussions/:id/bookmark",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/bookmark`,
    payload: () => ({ bookmarked: true }),
    expected: [401, 404, 200, 200],
  },
  // Discussion options: toggles and announcements need discussions.moderate (moderators), a change of author
  // site.manage or community.manage (administrators), collections community.manage.
  {
    route: "PATCH /api/v2/discussions/:id",
    note: "close",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}`,
    payload: () => ({ closed: true }),
    expected: [401, 404, 200, 200],
    showsStaff: "discussion",
  },
  {
    route: "PATCH /api/v2/discussions/:id",
    note: "announce in its category",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}`,
    payload: () => ({ pinned: true, pinLocation: "category" }),
    expected: [401, 404, 200, 200],
  },
  {
    route: "PATCH /api/v2/discussions/:id",
    note: "change the author",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}`,
    payload: (e) => ({ insertUserID: e.ids.adminID }),
    // community.manage, which moderators hold by default, or site.manage.
    expected: [401, 404, 200, 200],
  },
  {
    route: "PUT /api/v2/discussions/:id/type",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/type`,
    payload: () => ({ type: "question" }),
    expected: [401, 404, 200, 200],
  },
  {
    route: "PATCH /api/v2/discussions/:id/bump",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/bump`,
    expected: [401, 404, 200, 200],
  },
  {
    route: "PUT /api/v2/discussions/:id/mute",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/mute`,
    payload: () => ({ muted: true }),
    expected: [401, 404, 200, 200],
  },
  {
    route: "PUT /api/v2/discussions/:id/dismiss",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/dismiss`,
    payload: () => ({ dismissed: true }),
    // The row above made it an announcement.
    expected: [401, 404, 200, 200],
  },
  {
    route: "PUT /api/v2/collections/by-resource",
    url: () => "/api/v2/collections/by-resource",
    payload: (e) => ({
      record: { recordType: "discussion", recordID: e.ids.discussion },
      collectionIDs: [e.ids.collection],
    }),
    // community.manage in the discussion's category: moderators and administrators by default.
    expected: [401, 404, 200, 200],
  },
  {
    route: "DELETE /api/v2/discussions/:id",
    note: "a spare private discussion each for the moderator and the administrator",
    url: (e, who) =>
      `/api/v2/discussions/${
        who === "moderator"
          ? e.ids.spareDiscussions[0]
          : who === "admin"
            ? e.ids.spareDiscussions[1]
            : e.ids.discussion
      }`,
    expected: [401, 404, 204, 204],
  },
  // Escalating needs an integration that is on (none on a fresh site); refreshing answers only what the viewer may
  // read (nothing here).
  {
    route: "POST /api/v2/attachments",
    note: "the private discussion, integration off",
    url: () => "/api/v2/attachments",
    payload: (e) => ({
      attachmentType: "github-issue",
      recordType: "discussion",
      recordID: e.ids.discussion,
      title: "x",
    }),
    expected: [401, 404, 404, 404],
  },
  {
    route: "POST /api/v2/attachments/refresh",
    url: () => "/api/v2/attachments/refresh",
    payload: () => ({ attachmentIDs: [1, 2] }),
    expected: [401, 200, 200, 200],
  },
  {
    route: "POST /api/v2/reports",
    url: () => "/api/v2/reports",
    payload: (e) => ({ recordType: "discussion", recordID: e.ids.discussion, reason: "spam" }),
    expected: [401, 404, 201, 201],
  },
  {
    route: "PATCH /api/v2/reports/:id",
    note: "the moderator's report of the row above",
    // Rows run in order on a fresh database: the moderator's report just above is the first one stored.
    url: () => "/api/v2/reports/1",
    payload: () => ({ status: "escalated" }),
    expected: [401, 403, 200, 200],
  },
  // Bulk moderation (routes/discussions-bulk.ts): harmless batches — the private discussion moved to its own
  // category or reopened while open, a missing discussion deleted or merged — so no later row loses its records.
  // Guests sign in first; members hold no edit or delete permission anywhere (403), but may close their own
  // discussions, so their close runs and fails the private discussion per item (404 inside the 200).
  {
    route: "PATCH /api/v2/discussions/move",
    url: () => "/api/v2/discussions/move",
    payload: (e) => ({ discussionIDs: [e.ids.discussion], categoryID: e.ids.staff }),
    expected: [401, 403, 200, 200],
  },
  {
    route: "PATCH /api/v2/discussions/close",
    url: () => "/api/v2/discussions/close",
    payload: (e) => ({ discussionIDs: [e.ids.discussion], closed: false }),
    expected: [401, 200, 200, 200],
  },
  {
    route: "DELETE /api/v2/discussions/list",
    url: () => "/api/v2/discussions/list",
    payload: () => ({ discussionIDs: [999_999], longRunnerMode: "sync" }),
    expected: [401, 403, 200, 200],
  },
  {
    route: "POST /api/v2/discussions/merge",
    url: () => "/api/v2/discussions/merge",
    payload: (e) => ({ discussionIDs: [999_999], destinationDiscussionID: e.ids.discussion }),
    expected: [401, 403, 200, 200],
  },
  {
    route: "POST /api/v2/calls/run",
    note: "a forged callback payload",
    url: () => "/api/v2/calls/run",
    headers: { "content-type": "application/system+jwt" },
    payload: () => Buffer.from("eyJhbGciOiJIUzI1NiJ9.e30.forged"),
    expected: [401, 400, 400, 400],
  },
  {
    route: "PUT /api/v2/navigation/:localeKey",
    url: () => "/api/v2/navigation/fr",
    payload: () => ({ items: [{ id: "accueil", name: "Accueil", url: "/fr" }] }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "DELETE /api/v2/navigation/:localeKey",
    url: () => "/api/v2/navigation/fr",
    expected: MANAGERS_ONLY,
  },
  {
    route: "PATCH /api/v2/config",
    url: () => "/api/v2/config",
    payload: () => ({ "featureFlags.customLayout.createPost.Enabled": false }),
    expected: [401, 403, 403, 200],
  },
  {
    // Switching on an addon that is on already: a change that changes nothing the other rows depend on.
    route: "PATCH /api/v2/addons/:addonID",
    url: () => "/api/v2/addons/tagging",
    payload: () => ({ enabled: true }),
    expected: [401, 403, 403, 200],
  },
  {
    route: "POST /api/v2/layouts",
    url: () => "/api/v2/layouts",
    payload: (_, who) => ({ name: `Home by ${who}`, layoutViewType: "home", layout: [] }),
    expected: [401, 403, 403, 201],
  },
  {
    route: "POST /api/v2/layouts/:id/revisions",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/revisions`,
    payload: (e) => ({ name: "Matrix draft 2", layout: [], baseRevisionID: e.ids.revision }),
    expected: [401, 403, 403, 201],
  },
  {
    route: "POST /api/v2/layouts/:id/publish",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/publish`,
    payload: (e) => ({ revisionID: e.ids.revision }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "POST /api/v2/layouts/:id/revisions/:revisionID/restore",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/revisions/${e.ids.revision}/restore`,
    expected: [401, 403, 403, 201],
  },
  {
    route: "PATCH /api/v2/layouts/:id",
    url: (e) => `/api/v2/layouts/${e.ids.layout}`,
    payload: () => ({ name: "Renamed by the matrix" }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "PUT /api/v2/layouts/:id/views",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/views`,
    payload: () => [{ recordType: "global", recordID: -1 }],
    expected: [401, 403, 403, 201],
  },
  {
    route: "DELETE /api/v2/layouts/:id/views",
    url: (e) => `/api/v2/layouts/${e.ids.layout}/views`,
    expected: [401, 403, 403, 204],
  },

  {
    route: "DELETE /api/v2/layouts/:id",
    url: (e) => `/api/v2/layouts/${e.ids.layout}`,
    expected: [401, 403, 403, 204],
  },
  {
    route: "POST /api/v2/roles",
    url: () => "/api/v2/roles",
    payload: (_, who) => ({ name: `Made by ${who}` }),
    expected: [401, 403, 403, 201],
  },
  {
    route: "PATCH /api/v2/roles/:id",
    url: (e) => `/api/v2/roles/${e.ids.role}`,
    payload: () => ({ description: "Edited." }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "PUT /api/v2/roles/:id/permissions",
    url: (e) => `/api/v2/roles/${e.ids.role}/permissions`,
    payload: () => ({ global: ["session.valid"], categories: [] }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "DELETE /api/v2/roles/:id",
    url: () => "/api/v2/roles/1",
    // The Guest role cannot be deleted, even by an administrator.
    expected: [401, 403, 403, 422],
  },
  {
    route: "POST /api/v2/media",
    url: () => "/api/v2/media",
    headers: { "content-type": pngUpload().contentType },
    payload: () => pngUpload().payload,
    // Members upload their profile photos (uploads.add).
    expected: [401, 201, 201, 201],
  },
  {
    route: "POST /api/v2/conversations",
    url: () => "/api/v2/conversations",
    payload: (e, who) => ({
      participantUserIDs: [who === "moderator" ? e.ids.memberID : e.ids.moderatorID],
      body: `Hello from ${who}`,
      format: "markdown",
    }),
    expected: [401, 201, 201, 201],
  },
  {
    route: "POST /api/v2/conversations/:id/messages",
    url: (e) => `/api/v2/conversations/${e.ids.conversation}/messages`,
    payload: (_, who) => ({ body: `Answer from ${who}`, format: "markdown" }),
    expected: [401, 404, 201, 201],
  },
  {
    route: "PUT /api/v2/conversations/:id/read",
    url: (e) => `/api/v2/conversations/${e.ids.conversation}/read`,
    expected: [401, 404, 204, 204],
  },
  {
    route: "PATCH /api/v2/notifications/:id",
    url: (e) => `/api/v2/notifications/${e.ids.notification}`,
    payload: () => ({ read: true }),
    expected: [401, 404, 200, 404],
  },
  {
    route: "PATCH /api/v2/notifications",
    url: () => "/api/v2/notifications",
    payload: () => ({ read: true }),
    expected: [401, 204, 204, 204],
  },
  // The article editor's preview (docs/reference/knowledge-base.md#the-article-editor): writers of some knowledge
  // base only (by default the moderators' and administrators' roles); it saves nothing.
  {
    route: "POST /api/v2/articles/preview",
    url: () => "/api/v2/articles/preview",
    payload: () => ({ body: "**Preview** of @admin", format: "markdown" }),
    expected: [401, 403, 200, 200],
  },
  {
    route: "POST /api/v2/drafts",
    url: () => "/api/v2/drafts",
    payload: (e, who) => ({
      recordType: "discussion",
      attributes: {
        body: `Draft by ${who}`,
        draftMeta: { name: `Draft by ${who}`, categoryID: e.ids.publicCategory },
      },
    }),
    expected: [401, 201, 201, 201],
  },
  {
    route: "PATCH /api/v2/drafts/:id",
    url: (e) => `/api/v2/drafts/${e.ids.draft}`,
    payload: () => ({ attributes: { body: "The moderator's reply, edited", format: "markdown" } }),
    expected: [401, 404, 200, 404],
  },
  {
    route: "PATCH /api/v2/drafts/schedule/:id",
    url: (e) => `/api/v2/drafts/schedule/${e.ids.draft}`,
    payload: () => ({ dateScheduled: new Date(Date.now() + 3_600_000).toISOString() }),
    expected: [401, 404, 200, 404],
  },
  {
    route: "PATCH /api/v2/drafts/cancel-schedule/:id",
    url: (e) => `/api/v2/drafts/cancel-schedule/${e.ids.draft}`,
    expected: [401, 404, 200, 404],
  },
  {
    route: "DELETE /api/v2/drafts/:id",
    url: (e) => `/api/v2/drafts/${e.ids.draft}`,
    // The moderator deletes their own draft: the administrator, after them, finds nothing.
    expected: [401, 404, 204, 404],
  },
  {
    route: "POST /api/v2/analytics/privacy",
    url: () => "/api/v2/analytics/privacy",
    payload: () => ({ AnonymizeData: "0" }),
    expected: EVERYONE,
  },
  {
    route: "POST /api/v2/tick",
    url: () => "/api/v2/tick",
    payload: () => ({ type: "pageView", path: "/" }),
    expected: EVERYONE,
  },
  {
    route: "POST /api/v2/users",
    url: () => "/api/v2/users",
    payload: (_, who) => newUser(who),
    expected: [201, 403, 403, 201],
  },
  {
    route: "PATCH /api/v2/users/:id/signature",
    note: "one's own",
    url: (e, who) => `/api/v2/users/${selfID(e, who)}/signature`,
    payload: (_, who) => ({ body: `Signed, *${who}*` }),
    expected: SIGNED_IN,
  },
  {
    route: "PATCH /api/v2/users/:id/signature",
    note: "another member's",
    url: () => `/api/v2/users/${demoUserID("kenji.tanaka")}/signature`,
    payload: () => ({ body: "Signed by staff" }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "PATCH /api/v2/users/:id",
    note: "one's own profile",
    url: (e, who) => `/api/v2/users/${selfID(e, who)}`,
    payload: (_, who) => ({ title: `Edited by ${who}` }),
    expected: [401, 200, 200, 200],
  },
  {
    route: "PATCH /api/v2/users/:id",
    note: "another member's, with a role",
    url: () => `/api/v2/users/${demoUserID("kenji.tanaka")}`,
    // Role 2 is the seed's Member role: the roles change, the rights stay.
    payload: () => ({ title: "Helper", roleIDs: [2] }),
    // users.edit, which only administrators hold in the seed.
    expected: MANAGERS_ONLY,
  },
  {
    route: "DELETE /api/v2/users/:id",
    url: () => `/api/v2/users/${demoUserID("priya.sharma")}`,
    expected: [401, 403, 403, 204],
  },
  {
    route: "POST /api/v2/users/me/confirm-email-resend",
    url: () => "/api/v2/users/me/confirm-email-resend",
    // The seeded accounts are confirmed already.
    expected: [401, 409, 409, 409],
  },
  {
    route: "POST /api/v2/users/request-password",
    url: () => "/api/v2/users/request-password",
    // The same answer whether or not the address is known.
    payload: () => ({ email: "nobody@example.com" }),
    expected: EVERYONE,
  },
  {
    route: "POST /api/v2/users/password-reset",
    url: () => "/api/v2/users/password-reset",
    payload: () => ({ token: "not-a-real-token", password: "Correct-horse-9" }),
    expected: [400, 400, 400, 400],
  },
  {
    route: "POST /api/v2/users/confirm-email",
    url: () => "/api/v2/users/confirm-email",
    payload: () => ({ token: "not-a-real-token" }),
    expected: [400, 400, 400, 400],
  },
  {
    route: "POST /api/v2/authenticate/password",
    url: () => "/api/v2/authenticate/password",
    // Signing in again is allowed; the new session is simply another one.
    payload: (_, who) => ({ username: who === "guest" ? "member" : who, password: TEST_PASSWORD }),
    expected: EVERYONE,
    // Signing in replaces the session it is sent with.
    ownSession: true,
  },
  {
    route: "DELETE /api/v2/comments/:id",
    // Late in the walk: no row after it needs the private comment. The moderator deletes it, so it is gone (404)
    // by the time the administrator asks.
    url: (e) => `/api/v2/comments/${e.ids.comment}`,
    expected: [404, 404, 204, 404],
  },
  {
    route: "POST /api/v2/logs/:id/restore",
    note: "a log entry that does not exist",
    url: () => "/api/v2/logs/999999/restore",
    expected: [404, 404, 404, 404],
  },
  {
    route: "DELETE /api/v2/users/me/sessions/:sessionID",
    url: (e) => `/api/v2/users/me/sessions/${e.ids.adminOtherSession}`,
    // The administrator's other session: only they may end it.
    expected: [401, 404, 404, 204],
  },
  {
    route: "DELETE /api/v2/users/me/sessions",
    url: () => "/api/v2/users/me/sessions?others=true",
    expected: [401, 204, 204, 204],
    ownSession: true,
  },
  {
    route: "DELETE /api/v2/authenticate",
    url: () => "/api/v2/authenticate",
    expected: [204, 204, 204, 204],
    ownSession: true,
  },
];
