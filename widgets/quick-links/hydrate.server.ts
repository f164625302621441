// Server data for quick links: the widget's own links or the site's defaults, minus what the viewer may not use.

import { enabledAddonFilter } from "../../src/lib/addons";
import { DEFAULT_QUICK_LINKS, type NavLinkLike, visibleLinks } from "../../src/lib/navigation";
import type { LayoutContext } from "../../src/server/layouts/context";
import { viewerCan } from "../../src/server/layouts/viewer-can";
import { enabledAddons } from "../../src/server/services/addons";
import type { QuickLinksProps } from "../../src/types/generated/widgets/quick-links";

export async function hydrateQuickLinks(
  props: QuickLinksProps,
  context: LayoutContext,
): Promise<QuickLinksProps> {
  const links: NavLinkLike[] = props.links.length > 0 ? props.links : DEFAULT_QUICK_LINKS;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    // Links of a switched-off addon (Questions while Q&A is off) go too (src/lib/addons.ts).
    links: visibleLinks(links, viewerCan(context))
      .filter(enabledAddonFilter(await enabledAddons(context.services.db)))
      .map((link, index) => ({
        id: link.id ?? `link-${index}`,
        name: link.name,
        url: link.url ?? "/",
        isHidden: false,
      })),
  };
}
