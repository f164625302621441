// Preview data loaders: the same output shapes as the server's widgets/<widget>/hydrate.server.ts, with data from the
// shared factories instead of the database.

import { featuredImageOf } from "../../src/lib/first-image";
import { resolveParamRef } from "../../src/lib/layout/params";
import {
  DEFAULT_NAVIGATION,
  DEFAULT_QUICK_LINKS,
  filterNavigation,
  visibleLinks,
} from "../../src/lib/navigation";
import type { Category } from "../../src/types/generated/api/category";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { BreadcrumbsProps } from "../../src/types/generated/widgets/breadcrumbs";
import type { CategoriesWidgetProps } from "../../src/types/generated/widgets/categories";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { GuestCallToActionWidgetProps } from "../../src/types/generated/widgets/guest-cta";
import type { BreadcrumbsHydrated } from "../../src/types/generated/widgets/hydrated/breadcrumbs";
import type { CategoriesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/categories";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import type { GuestCallToActionWidgetHydrated } from "../../src/types/generated/widgets/hydrated/guest-cta";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import type { QuickLinksProps } from "../../src/types/generated/widgets/quick-links";
import type { TitleBarProps } from "../../src/types/generated/widgets/title-bar";
import {
  ANCHOR_TIME,
  categoryChain,
  makeBreadcrumbs,
  makeCategoryList,
  makeCategoryTree,
  makeDiscussions,
} from "../../tests/factories";
import { hydrateAppBanner } from "../../widgets/app-banner/hydrate.server";
import { chosenItems, resolvedLogo, titleBarSources } from "../../widgets/title-bar/sources";

export type Viewer = "guest" | "member";

export interface PreviewContext {
  viewer: Viewer;
  params: Record<string, unknown>;
}

/**
 * Set in the params of page stories (page-params.ts). A page story gets exactly what the server would give the
 * page; a widget story, shown on no page in particular, gets a typical context (the preview category) instead, so
 * category-aware widgets have something to show.
 */
export const PAGE_PREVIEW_PARAM = "previewPage";

function isPagePreview(context: PreviewContext): boolean {
  return context.params[PAGE_PREVIEW_PARAM] === true;
}

/** The page's category (the server's `categoryID` param), if the page has one. */
function pageCategoryID(context: PreviewContext): number | undefined {
  const categoryID = Number(context.params.categoryID);
  return Number.isInteger(categoryID) && categoryID > 0 ? categoryID : undefined;
}

/** The category a category-aware widget follows: the page's, else (widget stories only) the preview one. */
export function contextualCategoryID(context: PreviewContext): number | undefined {
  return pageCategoryID(context) ?? (isPagePreview(context) ? undefined : PREVIEW_CATEGORY_ID);
}

/** How many discussions the preview "database" holds; lists page through these. */
export const PREVIEW_DISCUSSION_COUNT = 24;
/** The category a preview page is "on" when a widget needs one (Help & Support › Troubleshooting). */
export const PREVIEW_CATEGORY_ID = 5;
const ENTRY_URLS = { signInUrl: "/entry/signin", registerUrl: "/entry/register" };

/** Previews show a guest or a member: neither manages nor moderates (no dashboard links), only members are signed in. */
const can = (context: PreviewContext) => (permission: string) => {
  if (/\.(manage|moderate)$/.test(permission)) return false;
  return permission === "session.valid" ? context.viewer === "member" : true;
};

/** The banner needs only page params: previews run the server's own loader. */
export const previewBanner = hydrateAppBanner;

/** Recent activity weighs more: points and comments over the time since the last comment (plus two hours). */
const hotness = (discussion: Discussion) =>
  (discussion.score + discussion.countComments) /
  (ANCHOR_TIME - Date.parse(discussion.dateLastComment) + 7_200_000);

const SORTS: Record<string, (a: Discussion, b: Discussion) => number> = {
  "-dateLastComment": (a, b) => b.dateLastComment.localeCompare(a.dateLastComment),
  "-dateInserted": (a, b) => b.dateInserted.localeCompare(a.dateInserted),
  dateInserted: (a, b) => a.dateInserted.localeCompare(b.dateInserted),
  "-score": (a, b) => b.score - a.score || b.discussionID - a.discussionID,
  "-hot": (a, b) => hotness(b) - hotness(a),
};

function inCategory(categoryID: number, includeChildren: boolean) {
  return (discussion: Discussion) =>
    includeChildren
      ? categoryChain(discussion.categoryID).some((category) => category.categoryID === categoryID)
      : discussion.categoryID === categoryID;
}

/** As the server's discussionsScope: a member follows the preview's first discussion category, a guest nothing. */
function previewFollowedIDs(
  props: DiscussionsWidgetProps,
  context: PreviewContext,
): number[] | undefined | null {
  if (!props.apiParams.followed || props.apiParams.filter === "category") return undefined;
  const followed = previewFollowState(context, makeCategoryTree())?.followedCategoryIDs ?? [];
  return followed.length ? followed : null;
}

/** As the server's firstImages: each post's first body image, else the fallback. */
function previewImages(
  props: DiscussionsWidgetProps,
  listed: Discussion[],
): Record<string, string> | undefined {
  if (!props.apiParams.featuredImage) return undefined;
  const entries = listed.flatMap((discussion) => {
    const url = featuredImageOf(discussion.body ?? "", props.apiParams.fallbackImage);
    return url ? [[String(discussion.discussionID), url] as const] : [];
  });
  return Object.fromEntries(entries);
}

export async function previewDiscussions(
  props: DiscussionsWidgetProps,
  context: PreviewContext,
): Promise<DiscussionsWidgetHydrated | null> {
  const followed = previewFollowedIDs(props, context);
  if (followed === null && !props.isAsset) return null;
  const api = props.apiParams;
  const sort =
    (props.isAsset && typeof context.params.sort === "string" ? context.params.sort : api.sort) ??
    "-dateLastComment";
  let pool = makeDiscussions(PREVIEW_DISCUSSION_COUNT);
  // As the server's loader: filter "category" means the widget's category, else the page's.
  const categoryID =
    api.filter === "category" ? (api.categoryID ?? contextualCategoryID(context)) : undefined;
  if (categoryID !== undefined) pool = pool.filter(inCategory(categoryID, api.includeChildCategories));
  if (followed !== undefined) pool = followed ? pool.filter((d) => followed.includes(d.categoryID)) : [];
  const sorted = [...pool].sort(SORTS[sort] ?? SORTS["-dateLastComment"]);
  const page = sorted.slice(0, api.limit);
  const images = previewImages(props, page);
  const discussions = page.map(({ body: _body, ...discussion }) => ({
    ...discussion,
    excerpt: props.discussionOptions.excerpt.display ? discussion.excerpt : "",
  }));
  return {
    ...props,
    ...(images ? { images } : {}),
    title: props.titleType === "none" ? "" : props.title,
    apiParams: { ...api, sort: sort as DiscussionsWidgetProps["apiParams"]["sort"], limit: api.limit },
    discussions,
    paging: { page: 1, limit: api.limit, total: pool.length },
  };
}

function withoutLastPost(category: Category): Category {
  const { lastPost: _lastPost, children, ...rest } = category;
  return children ? { ...rest, children: children.map(withoutLastPost) } : rest;
}

function findCategory(tree: Category[], categoryID: number): Category | undefined {
  for (const category of tree) {
    if (category.categoryID === categoryID) return category;
    const found = findCategory(category.children ?? [], categoryID);
    if (found) return found;
  }
  return undefined;
}

/** A subtree cut to `depth` levels, like the server's maxDepth. */
function toDepth(categories: Category[], depth: number): Category[] {
  return categories.map(({ children, ...category }) =>
    depth > 1 && children ? { ...category, children: toDepth(children, depth - 1) } : category,
  );
}

/**
 * As the server's viewerFollowState: members (user 2) get the follow state of the listed categories, the first
 * category that holds discussions already followed so stories show both states; guests get none.
 */
export function previewFollowState(
  context: PreviewContext,
  categories: Category[],
): { userID: number; followedCategoryIDs: number[] } | undefined {
  if (context.viewer !== "member") return undefined;
  const first = categories
    .flatMap((category) => [category, ...(category.children ?? [])])
    .find((category) => category.displayAs === "discussions");
  return { userID: 2, followedCategoryIDs: first ? [first.categoryID] : [] };
}

/** As the server's parentOf: the category whose children are listed; undefined = the top of the tree. */
function previewParent(api: CategoriesWidgetProps["apiParams"], context: PreviewContext): number | undefined {
  if (api.filter === "parentCategory") return api.parentCategoryID ?? contextualCategoryID(context);
  if (api.filter === "category") {
    return api.filterCategorySubType === "set" && api.categoryID
      ? api.categoryID
      : contextualCategoryID(context);
  }
  // The preview site section holds every category: subcommunity lists the top of the tree.
  return undefined;
}

/** As the server's loader; a member follows what previewFollowState says, a guest nothing. */
function previewCategoryPool(props: CategoriesWidgetProps, context: PreviewContext): Category[] | null {
  const api = props.apiParams;
  const chosen =
    api.filter === "featured" && api.featuredCategoryID?.length ? api.featuredCategoryID : undefined;
  const followed = api.followed
    ? previewFollowState(context, makeCategoryTree())?.followedCategoryIDs
    : undefined;
  if (api.followed && !followed?.length) return null;
  if (chosen || followed) {
    const keep = (c: Category) =>
      (!chosen || chosen.includes(c.categoryID)) && (!followed || followed.includes(c.categoryID));
    const kept = makeCategoryList().filter(keep);
    return chosen
      ? kept.toSorted((a, b) => chosen.indexOf(a.categoryID) - chosen.indexOf(b.categoryID))
      : kept;
  }
  if (api.filter === "featured" || api.featured)
    return makeCategoryList().filter((category) => category.featured);
  const parentCategoryID = previewParent(api, context);
  if (parentCategoryID === undefined) return makeCategoryTree();
  const parent = findCategory(makeCategoryTree({ maxDepth: 5 }), parentCategoryID);
  return toDepth(parent?.children ?? [], 2);
}

export async function previewCategories(
  props: CategoriesWidgetProps,
  context: PreviewContext,
): Promise<CategoriesWidgetHydrated | null> {
  const categories = previewCategoryPool(props, context);
  if (!categories) return null;
  const wantsLastPost = Object.entries(props.categoryOptions.metas.display).some(
    ([key, shown]) => shown && key.startsWith("lastPost"),
  );
  const itemData = categories
    .slice(0, props.apiParams.limit)
    .map((category) => (wantsLastPost ? category : withoutLastPost(category)));
  const follow = props.categoryOptions.followButton.display
    ? previewFollowState(context, itemData)
    : undefined;
  return { ...props, itemData, ...(follow ? { follow } : {}) };
}

/** List pages whose trail is Home and the page itself (widgets/breadcrumbs/hydrate.server.ts). */
const VIEW_CRUMBS: Record<string, { name: string; url: string }> = {
  discussionList: { name: "Recent Posts", url: "/discussions" },
};

/** As the server's loader: the page's category trail, a list page's own name, or nothing on the home page. */
export async function previewBreadcrumbs(
  props: BreadcrumbsProps,
  context: PreviewContext,
): Promise<BreadcrumbsHydrated | null> {
  const trail = context.params.breadcrumbs;
  // A group's pages carry their trail before their category's, as on the server.
  if (context.params.group && Array.isArray(trail)) {
    return { ...props, crumbs: trail as BreadcrumbsHydrated["crumbs"] };
  }
  const categoryID = contextualCategoryID(context);
  if (categoryID !== undefined) return { ...props, crumbs: makeBreadcrumbs(categoryID) };
  // Knowledge pages carry their trail, as on the server.
  if (Array.isArray(trail)) return { ...props, crumbs: trail as BreadcrumbsHydrated["crumbs"] };
  const own = VIEW_CRUMBS[String(context.params.layoutViewType)];
  return own ? { ...props, crumbs: [...makeBreadcrumbs(), own] } : null;
}

export async function previewGuestCta(
  props: GuestCallToActionWidgetProps,
  context: PreviewContext,
): Promise<GuestCallToActionWidgetHydrated | null> {
  if (context.viewer !== "guest") return null;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    ...ENTRY_URLS,
  };
}

type QuickLink = { id?: string; name: string; url: string; permission?: string; isHidden?: boolean };

export async function previewQuickLinks(
  props: QuickLinksProps,
  context: PreviewContext,
): Promise<QuickLinksProps> {
  const links: QuickLinksProps["links"] | typeof DEFAULT_QUICK_LINKS =
    props.links.length > 0 ? props.links : DEFAULT_QUICK_LINKS;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    links: visibleLinks<QuickLink>(links, can(context)).map((link, index) => ({
      id: link.id ?? `link-${index}`,
      name: link.name,
      url: link.url,
      isHidden: false,
    })),
  };
}

export async function previewTitleBar(
  props: TitleBarProps,
  context: PreviewContext,
): Promise<TitleBarHydrated> {
  const { logoType, navigationType } = titleBarSources(props);
  const items = chosenItems(props.navigation.items, DEFAULT_NAVIGATION, navigationType);
  const siteSection = resolveParamRef(context.params, "siteSection/name", "Quorum Community");
  return {
    ...props,
    logoType,
    navigationType,
    logo: resolvedLogo(props, logoType),
    siteName: String(siteSection),
    // Preview viewers hold no roles: items limited to roles show to nobody here.
    navigationItems: filterNavigation(items, { can: can(context), roleIDs: [] }),
    ...ENTRY_URLS,
  };
}
