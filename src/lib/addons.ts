// The optional parts of Quorum, which an administrator switches on and off (spec 000 §1 and §7 `/addons`, spec 001
// §7 optional modules; docs/reference/addons.md). Pure data shared by the server (which answers a switched-off
// addon's routes 404, drops its widgets from the catalogue and from hydrated layouts, its permissions from the
// roles editor and its navigation) and the client (which never loads its code). An addon's switch is one config
// key: the feature's own flag where one existed before (tagging.enabled, signatures.enabled,
// featureFlags.escalations.Enabled), `addons.<id>.enabled` otherwise, declared with its default in
// schemas/config/site-config.schema.json. A new addon is one entry here plus its key in that schema.
import { msg } from "./i18n/msg";

export type AddonID = "qna" | "reactions" | "tagging" | "signatures" | "translation" | "escalations";

/** One API route (under /api/v2) an addon owns: the Fastify route pattern and method, optionally only for a body. */
export interface AddonRoute {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Fastify's pattern, as the route module declares it: "/comments/:id/answer". */
  url: string;
  /** Only requests whose JSON body (or query) holds these values: POST /discussions {type: "question"}. */
  body?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
}

export interface AddonDefinition {
  addonID: AddonID;
  /** Spec 000 §3: every addon of this registry is of type "addon" (themes and locales are managed elsewhere). */
  type: "addon";
  /** Message keys (msg): translated where shown. */
  name: string;
  description: string;
  /** The config key that is its switch (boolean). */
  configKey: string;
  routes: readonly AddonRoute[];
  /** Page paths (path prefixes) that answer 404 while it is off: the question create-post page. */
  pagePaths: readonly string[];
  /** Hydrate keys of its widgets (schemas/widgets/*: x-widget.hydrate). */
  widgets: readonly string[];
  /** Permission names (src/lib/permissions/names.ts) the roles editor leaves out while it is off. */
  permissions: readonly string[];
  /** Navigation and quick-link items (src/lib/navigation.ts) it owns, by id or by address. */
  navigationIDs: readonly string[];
  navigationUrls: readonly string[];
  /** Client code it alone uses (widget components of widgets/registry.ts): never requested while it is off. */
  clientChunks: readonly string[];
  /** Discussion types it brings (the new post menu's items, the view type of such a post page). */
  discussionTypes: readonly string[];
}

const NONE: readonly never[] = [];

const base = {
  type: "addon",
  routes: NONE,
  pagePaths: NONE,
  widgets: NONE,
  permissions: NONE,
  navigationIDs: NONE,
  navigationUrls: NONE,
  clientChunks: NONE,
  discussionTypes: NONE,
} as const;

export const ADDONS: readonly AddonDefinition[] = [
  {
    ...base,
    addonID: "qna",
    name: msg("Q&A"),
    description: msg("Questions, their answers and accepted answers."),
    configKey: "addons.qna.enabled",
    routes: [
      { method: "PATCH", url: "/comments/:id/answer" },
      { method: "POST", url: "/discussions", body: { type: "question" } },
      { method: "PUT", url: "/discussions/:id/type", body: { type: "question" } },
      { method: "GET", url: "/discussions", query: { type: "question" } },
    ],
    pagePaths: ["/post/question"],
    widgets: ["react.discussion.questions", "react.asset.answerThread", "react.asset.suggestedAnswers"],
    navigationIDs: ["questions"],
    navigationUrls: ["/discussions?type=question", "/post/question"],
    clientChunks: ["AnswerThreadAsset", "SuggestedAnswersAsset"],
    discussionTypes: ["question"],
  },
  {
    ...base,
    addonID: "reactions",
    name: msg("Reactions"),
    description: msg("Members react to posts; reactions make a post's score."),
    configKey: "addons.reactions.enabled",
    routes: [
      ...(["discussions", "comments"] as const).flatMap((resource) =>
        (["GET", "POST", "DELETE"] as const).map((method) => ({ method, url: `/${resource}/:id/reactions` })),
      ),
      { method: "DELETE", url: "/discussions/:id/reactions/:userID" },
      { method: "DELETE", url: "/comments/:id/reactions/:userID" },
      { method: "GET", url: "/users/:id/reacted-posts" },
    ],
    pagePaths: ["/profile/reactions"],
    permissions: [
      "reactions.view",
      "reactions.positive.add",
      "reactions.negative.add",
      "reactions.neutral.add",
      "reactions.flag.add",
    ],
    navigationUrls: ["/profile/reactions"],
  },
  {
    ...base,
    addonID: "tagging",
    name: msg("Tagging"),
    description: msg("Posts carry tags, shown under the post and listed by tag."),
    configKey: "tagging.enabled",
    // Reading, retagging and the tag administration (docs/reference/curation.md#tags).
    routes: [
      { method: "GET", url: "/tags" },
      { method: "PUT", url: "/discussions/:id/tags" },
      { method: "POST", url: "/tags" },
      { method: "PATCH", url: "/tags/:id" },
      { method: "POST", url: "/tags/:id/merge" },
      { method: "DELETE", url: "/tags/:id" },
    ],
    pagePaths: ["/dashboard/tags"],
    widgets: ["react.asset.postTags", "react.tag"],
    permissions: ["tags.add"],
    clientChunks: ["PostTagsAsset", "TagWidget"],
  },
  {
    ...base,
    addonID: "signatures",
    name: msg("Signatures"),
    description: msg("A signature per member, shown under their posts."),
    configKey: "signatures.enabled",
  },
  {
    ...base,
    addonID: "translation",
    name: msg("Machine translation"),
    description: msg("Readers have posts machine-translated into their language."),
    configKey: "addons.translation.enabled",
    routes: [
      { method: "GET", url: "/discussions/:id/translation" },
      { method: "GET", url: "/comments/:id/translation" },
    ],
  },
  {
    ...base,
    addonID: "escalations",
    name: msg("Reports"),
    description: msg("Members report posts to the moderators, who work through the report queue."),
    configKey: "featureFlags.escalations.Enabled",
    routes: [
      { method: "GET", url: "/reports" },
      { method: "POST", url: "/reports" },
      { method: "PATCH", url: "/reports/:id" },
    ],
    pagePaths: ["/dashboard/content/reports"],
    permissions: ["flag.add"],
    navigationIDs: ["dashboard-reports"],
    navigationUrls: ["/dashboard/content/reports"],
  },
];

const byID: ReadonlyMap<string, AddonDefinition> = new Map(ADDONS.map((addon) => [addon.addonID, addon]));

export function addonByID(addonID: string): AddonDefinition | undefined {
  return byID.get(addonID);
}

/** The addons switched off, from the set of those switched on. */
function offAddons(enabled: Iterable<string>): AddonDefinition[] {
  const on = new Set(enabled);
  return ADDONS.filter((addon) => !on.has(addon.addonID));
}

/** Hydrate keys of the widgets of addons switched off: the catalogue leaves them out, hydration drops them. */
export function disabledWidgetKeys(enabled: Iterable<string>): ReadonlySet<string> {
  return new Set(offAddons(enabled).flatMap((addon) => addon.widgets));
}

/** The addon a widget belongs to (by hydrate key), if any. */
export function addonOfWidget(hydrateKey: string): AddonDefinition | undefined {
  return ADDONS.find((addon) => addon.widgets.includes(hydrateKey));
}

/** The permission names the roles editor shows: those of addons switched off go. */
export function enabledPermissions<T extends string>(names: readonly T[], enabled: Iterable<string>): T[] {
  const hidden = new Set(offAddons(enabled).flatMap((addon) => addon.permissions));
  return names.filter((name) => !hidden.has(name));
}

/** Whether an address is, or is below, one of these (query strings compared whole). */
function matchesUrl(url: string, owned: readonly string[]): boolean {
  const trimmed = url.trim();
  return owned.some((prefix) => trimmed === prefix || trimmed.startsWith(`${prefix}/`));
}

export interface AddonNavItem {
  id?: string;
  url?: string;
  /** An item may name its addon outright. */
  addon?: string;
}

/**
 * A navigation or quick-link filter (src/lib/navigation.ts NavViewer.include): false for an item of an addon that is
 * switched off — named by `addon`, or one of the ids and addresses the addon owns.
 */
export function enabledAddonFilter(enabled: Iterable<string>): (item: AddonNavItem) => boolean {
  const off = offAddons(enabled);
  if (off.length === 0) return () => true;
  return (item) =>
    !off.some(
      (addon) =>
        item.addon === addon.addonID ||
        (item.id !== undefined && addon.navigationIDs.includes(item.id)) ||
        (item.url !== undefined && matchesUrl(item.url, addon.navigationUrls)),
    );
}

/** Whether a page path belongs to an addon that is switched off (it answers 404). */
export function isDisabledAddonPage(pathname: string, enabled: Iterable<string>): boolean {
  return offAddons(enabled).some((addon) => matchesUrl(pathname, addon.pagePaths));
}

/** Discussion types of addons switched off (a question is shown as a discussion while Q&A is off). */
export function disabledDiscussionTypes(enabled: Iterable<string>): ReadonlySet<string> {
  return new Set(offAddons(enabled).flatMap((addon) => addon.discussionTypes));
}

const matchesValues = (values: Readonly<Record<string, string>> | undefined, data: unknown): boolean =>
  !values ||
  (typeof data === "object" &&
    data !== null &&
    Object.entries(values).every(([key, value]) => {
      const actual = (data as Record<string, unknown>)[key];
      return Array.isArray(actual) ? actual.includes(value) : actual === value;
    }));

export interface AddonRequest {
  method: string;
  /** The route's pattern without the API prefix. */
  url: string;
  body?: unknown;
  query?: unknown;
}

/**
 * The addon switched off that owns this request, if any. `withData` false: only routes that need no body or query
 * (checked before the body is read); true: the others.
 */
export function disabledAddonOf(
  request: AddonRequest,
  enabled: Iterable<string>,
  withData: boolean,
): AddonDefinition | undefined {
  return offAddons(enabled).find((addon) =>
    addon.routes.some(
      (route) =>
        route.method === request.method &&
        route.url === request.url &&
        (route.body !== undefined || route.query !== undefined) === withData &&
        matchesValues(route.body, request.body) &&
        matchesValues(route.query, request.query),
    ),
  );
}
