// CSS for a widget background (schemas/widgets/common/background): colour, image (with an optional darkening
// overlay so light text stays readable), position, size and repeat. Image URLs are checked before use.
import type { CSSProperties } from "react";
import { isSafeUrl } from "../lib/safe-url";
import type { WidgetBackground } from "../types/generated/widgets/common/background";

const OVERLAY = "linear-gradient(rgb(0 0 0 / 0.45), rgb(0 0 0 / 0.45))";

function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => `\\${char}`)}")`;
}

export function backgroundStyle(
  background: WidgetBackground | undefined,
  overlayByDefault = false,
): CSSProperties {
  if (!background) return {};
  const style: CSSProperties = {};
  if (background.color) style.backgroundColor = background.color;
  const image = background.image?.trim();
  if (image && isSafeUrl(image)) {
    const overlay = background.useOverlay ?? overlayByDefault;
    style.backgroundImage = overlay ? `${OVERLAY}, ${cssUrl(image)}` : cssUrl(image);
    style.backgroundPosition = background.position || "center";
    style.backgroundSize = background.size || "cover";
    style.backgroundRepeat = background.repeat || "no-repeat";
    if (background.attachment) style.backgroundAttachment = background.attachment;
  }
  return style;
}

export function hasBackground(background: WidgetBackground | undefined): boolean {
  return Boolean(background?.color || background?.image);
}
