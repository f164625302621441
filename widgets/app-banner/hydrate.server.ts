// Server data for the banner: its title, description and background image resolved from the page params.
import { resolveBannerBackground } from "../../src/lib/layout/banner-image";
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
  const resolved = resolveBannerText(props, context.params);
  const background = resolveBannerBackground(props.background, context.params);
  return background ? { ...resolved, background } : resolved;
}
