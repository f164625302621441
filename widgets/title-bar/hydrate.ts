// Server data for the title bar: the site's name and the navigation this viewer may use.

import { DEFAULT_NAVIGATION, visibleLinks } from "../../src/lib/navigation";
import type { LayoutContext } from "../../src/server/layouts/context";
import { entryUrls } from "../../src/server/layouts/entry-urls";
import { viewerCan } from "../../src/server/layouts/viewer-can";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import type { TitleBarProps } from "../../src/types/generated/widgets/title-bar";

export async function hydrateTitleBar(
  props: TitleBarProps,
  context: LayoutContext,
): Promise<TitleBarHydrated> {
  const items = props.navigation.items?.length ? props.navigation.items : DEFAULT_NAVIGATION;
  return {
    ...props,
    siteName: context.site.title,
    navigationItems: visibleLinks(items, viewerCan(context)).map((item, index) => ({
      id: item.id ?? `nav-${index}`,
      name: item.name,
      url: item.url ?? "/",
    })),
    ...entryUrls(context.site),
  };
}
