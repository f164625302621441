// The preview catalogue: every widget schema with its props preparer (exactly the server's validation) and a
// preview data loader from preview-data.ts, so stories hydrate like the server with factory data.
import type { HydrateOptions, WidgetRuntime } from "../../src/lib/layout/hydrate";
import { createPropsPreparer, widgetSchemas } from "../../src/lib/layout/widget-schemas";
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

export type { PreviewContext, Viewer } from "./preview-data";

type Loader = (
  props: Record<string, unknown>,
  context: PreviewContext,
) => Promise<Record<string, unknown> | null>;

/** Props reaching a loader were validated against the schema its props type is generated from. */
function loader<P, R>(load: (props: P, context: PreviewContext) => Promise<R | null>): Loader {
  return (props, context) => load(props as P, context) as Promise<Record<string, unknown> | null>;
}

const loaders: Record<string, Loader> = {
  "react.app-banner": loader(previewBanner),
  "react.discussion.discussions": loader(previewDiscussions),
  "react.asset.discussionList": loader(previewDiscussions),
  "react.categories": loader(previewCategories),
  "react.quick-links": loader(previewQuickLinks),
  "react.breadcrumbs": loader(previewBreadcrumbs),
  "react.guest-cta": loader(previewGuestCta),
  "react.titleBar": loader(previewTitleBar),
};

function buildCatalog(): Map<string, WidgetRuntime<PreviewContext>> {
  const catalog = new Map<string, WidgetRuntime<PreviewContext>>();
  for (const [hydrateKey, schema] of widgetSchemas) {
    const runtime: WidgetRuntime<PreviewContext> = {
      hydrateKey,
      component: schema["x-widget"].component,
      prepareProps: createPropsPreparer(schema),
    };
    const load = loaders[hydrateKey];
    if (load) runtime.hydrate = load;
    catalog.set(hydrateKey, runtime);
  }
  return catalog;
}

export const previewCatalog: ReadonlyMap<string, WidgetRuntime<PreviewContext>> = buildCatalog();

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
