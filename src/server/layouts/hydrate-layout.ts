// lookup-hydrate: find the layout for a query, then hydrate its sections and title bar for this viewer.

import { SOURCE_LOCALE } from "../../lib/i18n/locales";
import { msg } from "../../lib/i18n/msg";
import { SITE_BANNER_PARAM } from "../../lib/layout/banner-text";
import { hydrateNode, hydrateNodes, layoutErrorNode } from "../../lib/layout/hydrate";
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import { sharingGeneration, sharingWidgets } from "../cache/shared-hydration";
import { serverTranslator } from "../i18n/catalogues";
import { translateDocument, translateHydratedRecords, translateParams } from "../i18n/content-translation";
import { disabledWidgets, hidingWidgets } from "../services/addons-layout";
import type { ServiceContext } from "../services/context";
import { resolveFragmentImpls } from "../services/fragments";
import { localeTranslations } from "../services/localisation/content-translations";
import { countDiscussionView, recordDiscussionView } from "../services/member-discussions/read-position";
import { bannerDefaults } from "../services/site-info";
import type { SiteConfig } from "../site-config";
import { serverWidgetCatalog } from "./catalog";
import type { LayoutContext } from "./context";
import type { CostSteps } from "./hydration-cost";
import { type ResolvedLayout, resolveLayoutForChain } from "./lookup";
import { allowsNode, allowsNodeOnPhone } from "./middlewares";
import { type LayoutParams, resolveLayoutParams } from "./params";
import { isRedirect, type LayoutRedirect, resolveLookup } from "./record-providers";

/** Message keys, in the reader's language where the title is made. */
const VIEW_TITLES: Record<string, string> = {
  discussionList: msg("Recent Posts"),
  categoryList: msg("Categories"),
  createPost: msg("New Post"),
  knowledgeHome: msg("Knowledge Base"),
};

const nameOf = (value: unknown): string | undefined => {
  const name = (value as { name?: unknown } | undefined)?.name;
  return typeof name === "string" && name !== "" ? name : undefined;
};

/**
 * The page title: the page's record, else per view type; the client appends " - {site name}"
 * (docs/reference/routes.md#page-titles).
 */
function seoTitle(layoutViewType: string, site: SiteConfig, params?: LayoutParams, locale?: string): string {
  const record =
    nameOf(params?.discussion) ??
    nameOf(params?.category) ??
    nameOf(params?.customPage) ??
    nameOf(params?.article) ??
    nameOf(params?.knowledgeCategory) ??
    nameOf(params?.knowledgeBase) ??
    // A group's create-post page keeps its "New Post" title.
    (layoutViewType === "group" ? nameOf(params?.group) : undefined);
  if (record) return record;
  const viewTitle = VIEW_TITLES[layoutViewType];
  if (viewTitle) return serverTranslator(locale ?? SOURCE_LOCALE).t(viewTitle);
  return layoutViewType === "subcommunityHome" ? (nameOf(params?.siteSection) ?? site.title) : site.title;
}

/** The layout for a page query (record providers, then the lookup chain), hydrated; or where the page moved. */
export async function lookupHydrate(
  services: ServiceContext,
  site: SiteConfig,
  query: LayoutQuery,
  options: { countView?: boolean; onView?: (discussionID: number) => void; device?: HydrationDevice } = {},
): Promise<HydratedLayout | LayoutRedirect> {
  // Read before the records: what they hold is shared under the generation they were read at.
  const generation = sharingGeneration(services.db);
  const target = await resolveLookup(services, site, query);
  if (isRedirect(target)) return target;
  const params = resolveLayoutParams(target.layoutViewType, query.params ?? {}, site, target.records);
  const resolved = await resolveLayoutForChain(services.db, target.layoutViewType, target.chain);
  // Opening a post page is reading it: the member's read position moves (countUnread, services/member-discussions).
  const viewed = target.records.discussion;
  if (viewed) await recordDiscussionView(services, viewed.discussionID, viewed.countComments);
  // A live page: widget data may be shared with viewers of the same roles (cache/shared-hydration.ts).
  const hydrated = await hydrateResolvedLayout(services, site, target.layoutViewType, params, resolved, {
    share: generation,
    ...(options.device ? { device: options.device } : {}),
  });
  // A page view (the HTML page or the client's lookup, not an editor preview) counts once the page is built, so
  // the page shows the count before its own view, and previews and hydrations for comparison change nothing.
  if (viewed && options.countView) {
    await countDiscussionView(services.db, viewed.discussionID);
    // The guest cache repeats the count on every answer it serves from memory (cache/page-views.ts).
    options.onView?.(viewed.discussionID);
  }
  return hydrated;
}

const NO_TRANSLATIONS: ReadonlyMap<string, string> = new Map();

/** The device a page is hydrated for, when known: "mobile" leaves out the nodes hidden there (middlewares.ts). */
export type HydrationDevice = "mobile" | "tablet" | "desktop";

export interface HydrateLayoutOptions {
  /**
   * A live page: widget data may be shared with viewers of the same roles under this content generation, read before
   * the page's records (cache/shared-hydration.ts); null or absent: nothing shared.
   */
  share?: string | null;
  /** The editor preview's cost meter, which measures each widget's steps (hydration-cost.ts). */
  cost?: CostSteps;
  device?: HydrationDevice;
}

/** Hydrates a known layout (a stored one, a template, or an unsaved preview) with already resolved params. */
export async function hydrateResolvedLayout(
  services: ServiceContext,
  site: SiteConfig,
  layoutViewType: string,
  sourceParams: LayoutParams,
  source: ResolvedLayout,
  { share = null, cost, device }: HydrateLayoutOptions = {},
): Promise<HydratedLayout> {
  // Site records in the reader's language: the layout's own texts and the page's records before the widgets read
  // them, the categories their data names after (i18n/content-translation.ts).
  const translations = services.locale
    ? await localeTranslations(services.db, services.locale)
    : NO_TRANSLATIONS;
  // The site's banner texts (config banner.*, services/site-info.ts), for the banners' pure loaders.
  const params = {
    ...translateParams(sourceParams, translations),
    [SITE_BANNER_PARAM]: await bannerDefaults(services.db, sourceParams, services.locale),
  };
  const resolved = translateDocument(source, translations);
  const context: LayoutContext = { services, site, params };
  // A switched-off addon's widgets hydrate to nothing (services/addons-layout.ts).
  const catalog = hidingWidgets(
    (key: string) => serverWidgetCatalog.get(key),
    await disabledWidgets(services.db),
  );
  const options = {
    params,
    context,
    debug: site.debug,
    widget: share === null ? catalog : sharingWidgets(catalog, context, share),
    allows: allowsNode,
    fragments: (impls: Record<string, unknown>) => resolveFragmentImpls(services.db, impls),
    ...(cost ? { step: cost.step } : {}),
  };
  // The title bar stays on a phone, hidden by CSS if so marked: a page without one would be an error page.
  const layoutOptions = device === "mobile" ? { ...options, allows: allowsNodeOnPhone } : options;
  const [layout, titleBar] = await Promise.all([
    hydrateNodes(resolved.layout, layoutOptions),
    hydrateNode(resolved.titleBar, cost ? { ...options, step: cost.titleBarStep } : options),
  ]);
  return translateHydratedRecords(
    {
      layoutID: resolved.layoutID,
      name: resolved.name,
      layoutViewType: resolved.layoutViewType,
      isDefault: resolved.isDefault,
      layout,
      titleBar: titleBar ?? layoutErrorNode("react.titleBar", new Error("The title bar was hidden.")),
      seo: { title: seoTitle(layoutViewType, site, params, services.locale), description: site.description },
    },
    translations,
  );
}
