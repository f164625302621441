// Server data for the banner: its title and description resolved from the page params.
import { resolveBannerText } from "../../src/lib/layout/banner-text";
import type { BannerWidgetProps } from "../../src/types/generated/widgets/app-banner";

/** Only the page params matter, so Storybook previews use this same loader. */
interface BannerContext {
  params: Record<string, unknown>;
}

export async function hydrateAppBanner(
  props: BannerWidgetProps,
  context: BannerContext,
): Promise<BannerWidgetProps> {
  return resolveBannerText(props, context.params);
}
