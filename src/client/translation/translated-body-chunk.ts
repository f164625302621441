// The machine translation view's chunk (TranslatedBody.tsx): requested when a member points at or presses
// Translate, so a page whose readers never translate, or whose translation addon is off, downloads none of it
// (docs/reference/addons.md#a-switched-off-addon).
import { preloadableLazy } from "../../ui/preloadable-lazy";
import type { TranslatedBodyProps } from "./TranslatedBody";

export const TranslatedBodyChunk = preloadableLazy<TranslatedBodyProps>(() =>
  import("./TranslatedBody").then((module) => ({ default: module.TranslatedBody })),
);
