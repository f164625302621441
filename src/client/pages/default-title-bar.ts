// The title bar for pages that have no layout (404, failed lookups): the site's name, its entry addresses and the
// default navigation (docs/reference/errors.md#error-screen: Posts and Categories), with the widget's schema
// defaults. The navigation names are message keys: the title bar shows a catalogue text in the page's language.
import { DEFAULT_ENTRY_URLS } from "../../lib/entry-url";
import { msg } from "../../lib/i18n/msg";
import type { HydratedNode } from "../../types/generated/layout/hydrated-node";
import type { TitleBarHydrated } from "../../types/generated/widgets/hydrated/title-bar";
import type { SiteInfo } from "../state";

export function defaultTitleBarProps(site: SiteInfo): TitleBarHydrated {
  return {
    positioning: "StickySolid",
    backgroundColor: "",
    foregroundColor: "",
    height: 48,
    heightMobile: 44,
    borderType: "none",
    logo: { url: "/", alignment: "left", alignmentMobile: "left", doubleLogoStrategy: "visible" },
    navigation: { alignment: "left" },
    siteName: site.name,
    ...(site.entryUrls ?? DEFAULT_ENTRY_URLS),
    navigationItems: [
      { id: "posts", name: msg("Posts"), url: "/discussions" },
      { id: "categories", name: msg("Categories"), url: "/categories" },
    ],
  };
}

export function defaultTitleBarNode(site: SiteInfo): HydratedNode {
  return { $reactComponent: "TitleBar", $reactProps: { ...defaultTitleBarProps(site) } };
}
