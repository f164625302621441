// Storybook previews of the post page asset placeholders: the server's loader itself (it needs only page params),
// one per asset key.
import type { WidgetLoader } from "../../../src/lib/layout/catalog";
import { typedLoader } from "../../../src/lib/layout/catalog";
import { POST_ASSET_NAMES, postAssetLoader } from "../../../widgets/post-asset-placeholder/hydrate";
import type { PreviewContext } from "../preview-data";

export const previewPostAssets: Record<string, WidgetLoader<PreviewContext>> = Object.fromEntries(
  Object.keys(POST_ASSET_NAMES).map((key) => [key, typedLoader(postAssetLoader(key))]),
);
