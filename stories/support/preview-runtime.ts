// The preview catalogue: every widget schema with its props preparer (exactly the server's validation) and a
// preview data loader from preview-data.ts, so stories hydrate like the server with factory data.
import { buildWidgetCatalog, typedLoader } from "../../src/lib/layout/catalog";
import type { HydrateOptions } from "../../src/lib/layout/hydrate";
import { previewCategoryFollow } from "./preview/category-follow";
import { previewCategoryListAsset } from "./preview/category-list-asset";
import { previewContentBanner } from "./preview/content-banner";
import { previewCreateComment } from "./preview/create-comment";
import { previewCreatePostForm } from "./preview/create-post-form";
import { previewCallToAction } from "./preview/cta";
import { previewAnnouncements, previewQuestions } from "./preview/discussions";
import { previewFeaturedCollections } from "./preview/featured-collections";
import { previewLeaderboard } from "./preview/leaderboard";
import { previewNewPost } from "./preview/new-post";
import { previewPostPageAssets } from "./preview/post-page";
import { previewRss } from "./preview/rss";
import { previewSiteTotals } from "./preview/sitetotals";
import { previewSuggestedContent } from "./preview/suggested-content";
import { previewTabs } from "./preview/tabs";
import { previewTagCloud } from "./preview/tag";
import { previewUserSpotlight } from "./preview/userspotlight";
import {
  type PreviewContext,
  previewBanner,
  previewBreadcrumbs,
  previewCategories,
  previewDiscussions,
  previewGuestCta,
  previewQuickLinks,
  previewTitleBar,
  type Viewer,
} from "./preview-data";
import { widgetPreviews } from "./widget-previews.generated";

export type { PreviewContext, Viewer } from "./preview-data";

export const previewCatalog = buildWidgetCatalog<PreviewContext>({
  "react.app-banner": typedLoader(previewBanner),
  "react.discussion.discussions": typedLoader(previewDiscussions),
  "react.asset.discussionList": typedLoader(previewDiscussions),
  "react.categories": typedLoader(previewCategories),
  "react.asset.categoryList": typedLoader(previewCategoryListAsset),
  "react.quick-links": typedLoader(previewQuickLinks),
  "react.breadcrumbs": typedLoader(previewBreadcrumbs),
  "react.guest-cta": typedLoader(previewGuestCta),
  "react.titleBar": typedLoader(previewTitleBar),
  "react.discussion.announcements": typedLoader(previewAnnouncements),
  "react.discussion.questions": typedLoader(previewQuestions),
  "react.newpost": typedLoader(previewNewPost),
  "react.tabs": typedLoader(previewTabs),
  "react.featuredcollections": typedLoader(previewFeaturedCollections),
  "react.asset.categoryFollow": typedLoader(previewCategoryFollow),
  "react.suggestedcontent": typedLoader(previewSuggestedContent),
  "react.app.content-banner": typedLoader(previewContentBanner),
  "react.tag": typedLoader(previewTagCloud),
  "react.rss": typedLoader(previewRss),
  "react.sitetotals": typedLoader(previewSiteTotals),
  "react.leaderboard": typedLoader(previewLeaderboard),
  "react.userspotlight": typedLoader(previewUserSpotlight),
  "react.cta": typedLoader(previewCallToAction),
  ...previewPostPageAssets,
  // Entries after the placeholders' spread replace them.
  "react.asset.createComment": typedLoader(previewCreateComment),
  "react.asset.createPostForm": typedLoader(previewCreatePostForm),
  // Widgets whose preview loader lives in their folder (widgets/<id>/preview.ts).
  ...widgetPreviews,
});

export const PREVIEW_SITE = {
  name: "Quorum Community",
  description: "Ask questions, share what you know and meet other community builders.",
};

/** The params a home page gets on the server (resolveLayoutParams), for the preview site. */
export function previewParams(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    layoutViewType: "home",
    locale: "en",
    siteSection: { sectionID: 0, basePath: "/", contentLocale: "en", ...PREVIEW_SITE },
    ...extra,
  };
}

export function previewHydrateOptions(
  viewer: Viewer,
  params: Record<string, unknown> = previewParams(),
): HydrateOptions<PreviewContext> {
  return {
    params,
    context: { viewer, params },
    widget: (hydrateKey) => previewCatalog.get(hydrateKey),
    debug: true,
  };
}
