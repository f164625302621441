// Server data for the title bar: the site's name, the logo and the navigation this viewer may use (the widget's own
// when custom, else the site's for the page's locale, else the default list), the language links, the
// conversations setting and the entry addresses (sign in, register, sign out: services/entry-urls.ts).

import { enabledAddonFilter } from "../../src/lib/addons";
import { filterNavigation } from "../../src/lib/navigation";
import type { LayoutContext } from "../../src/server/layouts/context";
import { viewerCan } from "../../src/server/layouts/viewer-can";
import { enabledAddons } from "../../src/server/services/addons";
import { loadEntryUrls } from "../../src/server/services/entry-urls";
import { localeTranslations } from "../../src/server/services/localisation/content-translations";
import { siteNavigationItems } from "../../src/server/services/navigation";
import { cachedSiteRead } from "../../src/server/services/route-state";
import {
  loadLanguageLinks,
  readSiteNavigation,
  translateNavItems,
} from "../../src/server/services/site-navigation";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import type { TitleBarProps } from "../../src/types/generated/widgets/title-bar";
import { chosenItems, resolvedLogo, titleBarSources } from "./sources";

export async function hydrateTitleBar(
  props: TitleBarProps,
  context: LayoutContext,
): Promise<TitleBarHydrated> {
  const { db, viewer } = context.services;
  const { locale, siteSection } = context.params;
  // Read on every page: cached with the route table (src/server/services/route-state.ts), dropped on config writes.
  const [site, configured, languages, entryUrls] = await Promise.all([
    cachedSiteRead(db, `navigation:${locale}`, () => readSiteNavigation(db, locale)),
    // The locale's list, else the site's default one, else the built-in Posts and Categories.
    cachedSiteRead(db, `navigation-items:${locale}`, () => siteNavigationItems(db, locale)),
    cachedSiteRead(db, `languages:${siteSection.sectionID}`, () =>
      loadLanguageLinks(db, context.site, siteSection.sectionID),
    ),
    loadEntryUrls(db, context.site),
  ]);
  const { logoType, navigationType } = titleBarSources(props);
  // The site's own navigation labels in the reader's language (the widget's own props are the layout's texts).
  const translations = context.services.locale
    ? await localeTranslations(db, context.services.locale)
    : new Map<string, string>();
  const siteItems = translateNavItems(configured, translations);
  const items = chosenItems(props.navigation.items, siteItems, navigationType);
  const mobileOnly = chosenItems(
    props.navigation.mobileOnlyItems,
    site.mobileOnlyItems ?? [],
    navigationType,
  );
  // Items of a switched-off addon (src/lib/addons.ts: Questions for Q&A) leave the bar with the addon.
  const navViewer = {
    can: viewerCan(context),
    roleIDs: viewer.user.roleIDs,
    include: enabledAddonFilter(await enabledAddons(db)),
  };
  return {
    ...props,
    logoType,
    navigationType,
    logo: resolvedLogo(props, logoType),
    siteName: context.site.title,
    navigationItems: filterNavigation(items, navViewer),
    mobileOnlyItems: filterNavigation(mobileOnly, navViewer, "mobile").map(({ id, name, url }) => ({
      id,
      name,
      url,
    })),
    languages,
    conversationsEnabled: site.conversationsEnabled,
    ...entryUrls,
  };
}
