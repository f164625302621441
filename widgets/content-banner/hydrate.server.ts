// Server data for the content banner: the banner's own title/description resolution (a literal, nothing, or a
// page value), without the search box. Only page params matter, so previews run this same loader.
import { resolveBannerBackground } from "../../src/lib/layout/banner-image";
import { resolveBannerText, siteBannerOf } from "../../src/lib/layout/banner-text";
import { isSafeUrl } from "../../src/lib/safe-url";
import type { BannerContentWidgetProps } from "../../src/types/generated/widgets/content-banner";

interface BannerContext {
  params: Record<string, unknown>;
}

export async function hydrateContentBanner(
  props: BannerContentWidgetProps,
  context: BannerContext,
): Promise<BannerContentWidgetProps> {
  const resolved = resolveBannerText(props, context.params, siteBannerOf(context.params));
  const logoUrl = props.logo?.imageUrl?.trim() ?? "";
  const background = resolveBannerBackground(props.background, context.params);
  return {
    ...resolved,
    ...(background ? { background } : {}),
    ...(props.logo ? { logo: { ...props.logo, imageUrl: isSafeUrl(logoUrl) ? logoUrl : "" } } : {}),
  };
}
