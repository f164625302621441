// The preview catalogue: every widget schema with its props preparer (exactly the server's validation) and a
// preview data loader, so stories hydrate like the server with factory data. A widget's loader is its folder's
// preview.ts (listed by scripts/generate-widgets.ts); the few below share factory pools across widgets.
import { buildWidgetCatalog, typedLoader } from "../../src/lib/layout/catalog";
import type { HydrateOptions } from "../../src/lib/layout/hydrate";
import { previewAnnouncements, previewQuestions } from "./preview/discussions";
import { previewPostPageAssets } from "./preview/post-page";
import { previewTabs } from "./preview/tabs";
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

const previewCatalog = buildWidgetCatalog<PreviewContext>({
  "react.app-banner": typedLoader(previewBanner),
  "react.discussion.discussions": typedLoader(previewDiscussions),
  "react.asset.discussionList": typedLoader(previewDiscussions),
  "react.categories": typedLoader(previewCategories),
  "react.quick-links": typedLoader(previewQuickLinks),
  "react.breadcrumbs": typedLoader(previewBreadcrumbs),
  "react.guest-cta": typedLoader(previewGuestCta),
  "react.titleBar": typedLoader(previewTitleBar),
  "react.discussion.announcements": typedLoader(previewAnnouncements),
  "react.discussion.questions": typedLoader(previewQuestions),
  "react.tabs": typedLoader(previewTabs),
  ...previewPostPageAssets,
  // Folder previews come last: they replace the post page's placeholders (create comment, create post form).
  ...widgetPreviews,
});

const PREVIEW_SITE = {
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
