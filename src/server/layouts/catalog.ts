// The server's widget catalogue: hydrate key → component name, props validator (from the widget's schema) and
// data loader (widgets/<widget>/hydrate.ts). Widgets without a loader only display their validated props.
import { hydrateBanner } from "../../../widgets/banner/hydrate";
import { hydrateBreadcrumbs } from "../../../widgets/breadcrumbs/hydrate";
import { hydrateCategories } from "../../../widgets/categories/hydrate";
import { hydrateDiscussions } from "../../../widgets/discussions/hydrate";
import { hydrateGuestCta } from "../../../widgets/guest-cta/hydrate";
import { hydrateQuickLinks } from "../../../widgets/quick-links/hydrate";
import { hydrateTitleBar } from "../../../widgets/title-bar/hydrate";
import type { WidgetRuntime } from "../../lib/layout/hydrate";
import { createPropsPreparer, widgetSchemas } from "../../lib/layout/widget-schemas";
import type { LayoutContext } from "./context";

type Loader = (
  props: Record<string, unknown>,
  context: LayoutContext,
) => Promise<Record<string, unknown> | null>;

/**
 * Props reaching a loader were validated against the schema its props type is generated from, so the cast at
 * this one boundary is sound.
 */
function loader<P, R>(load: (props: P, context: LayoutContext) => Promise<R | null>): Loader {
  return (props, context) => load(props as P, context) as Promise<Record<string, unknown> | null>;
}

const loaders: Record<string, Loader> = {
  "react.app-banner": loader(hydrateBanner),
  "react.discussion.discussions": loader(hydrateDiscussions),
  "react.asset.discussionList": loader(hydrateDiscussions),
  "react.categories": loader(hydrateCategories),
  "react.quick-links": loader(hydrateQuickLinks),
  "react.breadcrumbs": loader(hydrateBreadcrumbs),
  "react.guest-cta": loader(hydrateGuestCta),
  "react.titleBar": loader(hydrateTitleBar),
};

function buildCatalog(): Map<string, WidgetRuntime<LayoutContext>> {
  const catalog = new Map<string, WidgetRuntime<LayoutContext>>();
  for (const [hydrateKey, schema] of widgetSchemas) {
    const runtime: WidgetRuntime<LayoutContext> = {
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

export const serverWidgetCatalog: ReadonlyMap<string, WidgetRuntime<LayoutContext>> = buildCatalog();
