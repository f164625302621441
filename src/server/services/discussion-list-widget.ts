// The list behind every widget that renders the DiscussionsWidget component (discussions, announcements,
// questions, each tab of the Tabbed Posts widget). The page asset follows the page's query string (sort, page,
// tag, type), so /discussions?sort=-score&page=2 lists what the URL says.
import { resolveParamRef } from "../../lib/layout/params";
import type { DiscussionListQuery } from "../../types/generated/api/discussion-list-query";
import type { DiscussionsWidgetProps } from "../../types/generated/widgets/discussions";
import type { DiscussionsWidgetHydrated } from "../../types/generated/widgets/hydrated/discussions";
import type { LayoutContext } from "../layouts/context";
import type { LayoutParams } from "../layouts/params";
import { firstImages } from "./discussion-images";
import { listDiscussions } from "./discussions";
import { intersectScopes, sectionCategoryIDs, viewerFollowedCategories, widgetSection } from "./widget-scope";

/**
 * The categories the widget's subcommunity filter and followed switch leave (undefined: no narrowing), or null
 * when the list is followed-only and the viewer follows nothing (a guest, or a member without follows).
 */
export async function discussionsScope(
  props: DiscussionsWidgetProps,
  context: LayoutContext,
): Promise<Set<number> | undefined | null> {
  const api = props.apiParams;
  const ctx = context.services;
  const section =
    api.filter === "subcommunity"
      ? await sectionCategoryIDs(
          ctx,
          await widgetSection(ctx, context.site, context.params.siteSection, api.siteSectionID),
        )
      : undefined;
  if (!api.followed || api.filter === "category") return section;
  const followed = await viewerFollowedCategories(ctx);
  if (!followed || followed.size === 0) return null;
  return intersectScopes(section, followed);
}

function categoryFilter(props: DiscussionsWidgetProps, context: LayoutContext): number | undefined {
  if (props.apiParams.filter !== "category") return undefined;
  const contextual = Number(context.params.categoryID);
  return (
    props.apiParams.categoryID ?? (Number.isInteger(contextual) && contextual > 0 ? contextual : undefined)
  );
}

/** The list query a discussions widget's props and the page params describe. */
function discussionsWidgetQuery(props: DiscussionsWidgetProps, context: LayoutContext): DiscussionListQuery {
  const api = props.apiParams;
  const page: Partial<LayoutParams> = props.isAsset ? context.params : {};
  const query: DiscussionListQuery = {
    includeChildCategories: api.includeChildCategories,
    sort: (page.sort as DiscussionListQuery["sort"] | undefined) ?? api.sort,
    slotType: api.slotType,
    limit: api.limit,
    page: page.page ?? 1,
    // On the page asset announcements lead the list, as forum readers expect.
    pinOrder: props.isAsset ? "first" : "mixed",
    expand: ["insertUser", "lastUser", "category", "tags", "-body"],
    excerpt: props.discussionOptions.excerpt.display,
  };
  const categoryID = categoryFilter(props, context);
  if (categoryID !== undefined) query.categoryID = categoryID;
  if (api.pinned !== undefined) query.pinned = api.pinned;
  const type = (page.type as DiscussionListQuery["type"] | undefined) ?? api.type;
  if (type) query.type = type;
  const tagID = page.tagID ?? api.tagID;
  if (tagID) query.tagID = tagID;
  return query;
}

function widgetTitle(props: DiscussionsWidgetProps, context: LayoutContext): string {
  if (props.titleType === "none") return "";
  if (props.titleType === "static") return props.title;
  const value = resolveParamRef(context.params, props.titleType, props.title);
  return typeof value === "string" ? value : props.title;
}

/**
 * The discussions widget's data, with query fields the widget's own props cannot express forced by the widgets
 * that share its component (announcements: pinned; questions: type and statusID; tabs: each tab's filters).
 */
export async function loadDiscussionsWidget(
  props: DiscussionsWidgetProps,
  context: LayoutContext,
  forced: Partial<DiscussionListQuery> = {},
  scope?: Set<number> | null,
): Promise<DiscussionsWidgetHydrated> {
  const query = { ...discussionsWidgetQuery(props, context), ...forced };
  const within = scope === undefined ? await discussionsScope(props, context) : scope;
  // Following nothing leaves no category to list from (an empty scope runs no query).
  const { data, paging } = await listDiscussions(
    context.services,
    query,
    within === null ? new Set() : within,
  );
  const images = props.apiParams.featuredImage
    ? await firstImages(context.services, data, props.apiParams.fallbackImage)
    : undefined;
  return {
    ...props,
    title: widgetTitle(props, context),
    apiParams: { ...props.apiParams, sort: query.sort, limit: query.limit },
    discussions: data,
    paging,
    ...(images ? { images } : {}),
  };
}
