// Server data for the banner: its title, description and background image resolved from the page params, and on a
// category page the category its search box searches within.
import { resolveBannerBackground } from "../../src/lib/layout/banner-image";
import { resolveBannerText, siteBannerOf } from "../../src/lib/layout/banner-text";
import { withSearchCategory } from "../../src/lib/layout/search-category";
import type { BannerWidgetProps } from "../../src/types/generated/widgets/app-banner";

/** Only the page params matter, so Storybook previews use this same loader. */
interface BannerContext {
  params: Record<string, unknown>;
}

export async function hydrateAppBanner(
  props: BannerWidgetProps,
  context: BannerContext,
): Promise<BannerWidgetProps> {
  const resolved = withSearchCategory(
    resolveBannerText(props, context.params, siteBannerOf(context.params)),
    context.params,
  );
  const background = resolveBannerBackground(props.background, context.params);
  return background ? { ...resolved, background } : resolved;
}
