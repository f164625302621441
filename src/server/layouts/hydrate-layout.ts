// lookup-hydrate: find the layout for a query, then hydrate its sections and title bar for this viewer.

import { hydrateNode, hydrateNodes, layoutErrorNode } from "../../lib/layout/hydrate";
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import type { ServiceContext } from "../services/context";
import type { SiteConfig } from "../site-config";
import { serverWidgetCatalog } from "./catalog";
import type { LayoutContext } from "./context";
import { resolveLayout } from "./lookup";
import { allowsNode } from "./middlewares";
import { resolveLayoutParams } from "./params";

/** The page title per view type; the client appends " - {site name}" (spec 000 §2). */
function seoTitle(layoutViewType: string, site: SiteConfig): string {
  if (layoutViewType === "discussionList") return "Recent Posts";
  return site.title;
}

export async function lookupHydrate(
  services: ServiceContext,
  site: SiteConfig,
  query: LayoutQuery,
): Promise<HydratedLayout> {
  const params = resolveLayoutParams(query.layoutViewType, query.params ?? {}, site);
  const resolved = await resolveLayout(services.db, query);
  const context: LayoutContext = { services, site, params };
  const options = {
    params,
    context,
    debug: site.debug,
    widget: (key: string) => serverWidgetCatalog.get(key),
    allows: allowsNode,
  };
  const [layout, titleBar] = await Promise.all([
    hydrateNodes(resolved.layout, options),
    hydrateNode(resolved.titleBar, options),
  ]);
  return {
    layoutID: resolved.layoutID,
    name: resolved.name,
    layoutViewType: resolved.layoutViewType,
    isDefault: resolved.isDefault,
    layout,
    titleBar: titleBar ?? layoutErrorNode("react.titleBar", new Error("The title bar was hidden.")),
    seo: { title: seoTitle(query.layoutViewType, site), description: site.description },
  };
}
