// Server data for quick links: the widget's own links or the site's defaults, minus what the viewer may not use.

import { DEFAULT_QUICK_LINKS, type NavLinkLike, visibleLinks } from "../../src/lib/navigation";
import type { LayoutContext } from "../../src/server/layouts/context";
import { viewerCan } from "../../src/server/layouts/viewer-can";
import type { QuickLinksProps } from "../../src/types/generated/widgets/quick-links";

export async function hydrateQuickLinks(
  props: QuickLinksProps,
  context: LayoutContext,
): Promise<QuickLinksProps> {
  const links: NavLinkLike[] = props.links.length > 0 ? props.links : DEFAULT_QUICK_LINKS;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    links: visibleLinks(links, viewerCan(context)).map((link, index) => ({
      id: link.id ?? `link-${index}`,
      name: link.name,
      url: link.url ?? "/",
      isHidden: false,
    })),
  };
}
