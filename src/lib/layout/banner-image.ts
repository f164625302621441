// Where a banner's background image comes from (background.imageSource): the author's own image, the page's
// category or knowledge base banner, or the site default. Quorum has no theme or site section banner images, so
// those sources give the site default: no image, the colour alone.
import type { BannerBackground } from "../../types/generated/widgets/common/banner-background";
import { isSafeUrl } from "../safe-url";
import { resolveParamRef } from "./params";

type ImageSource = NonNullable<BannerBackground["imageSource"]>;

/** Documents written before imageSource existed meant their own image when they set one. */
function bannerImageSource(background: BannerBackground | undefined): ImageSource {
  return background?.imageSource ?? (background?.image ? "custom" : "styleGuide");
}

function sourceImage(source: ImageSource, background: BannerBackground, params: Record<string, unknown>) {
  if (source === "custom") return background.image ?? "";
  if (source === "category" || source === "place") {
    const url = resolveParamRef(params, "category/bannerImageUrl", "");
    return typeof url === "string" ? url : "";
  }
  if (source === "knowledgeBase/bannerImage") {
    const url = resolveParamRef(params, "knowledgeBase/bannerImage", "");
    return typeof url === "string" ? url : "";
  }
  return "";
}

/** The background with its image resolved from its source and imageSource set; unchanged when there is none. */
export function resolveBannerBackground(
  background: BannerBackground | undefined,
  params: Record<string, unknown>,
): BannerBackground | undefined {
  if (!background) return background;
  const imageSource = bannerImageSource(background);
  const image = sourceImage(imageSource, background, params).trim();
  const { image: _own, ...rest } = background;
  return { ...rest, imageSource, ...(image && isSafeUrl(image) ? { image } : {}) };
}
