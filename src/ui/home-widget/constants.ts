// Home widget sizes (docs/reference/ui-behaviour.md#home-widgets "Home widgets"), in px.
import type { HomeWidgetItemOptions } from "../../types/generated/widgets/common/item-options";

export type ContentType = HomeWidgetItemOptions["contentType"];

export const ITEM_MIN_WIDTH = 180;
export const ITEM_PADDING = 16;
export const ICON_SIZE = 72;
export const ICON_SIZE_IMAGE_LEFT = 48;
export const IMAGE_MAX_HEIGHT = 250;
export const IMAGE_MAX_HEIGHT_LEFT = 400;

/** Chat bubbles need room for their tails. */
export function boxSpacing(contentType: ContentType | undefined): number {
  return contentType === "title-chat-bubble" ? 24 : 16;
}

/** Icon tiles are small, so four fit a row; every other content type stops at three. */
export function maxColumns(contentType: ContentType | undefined): number {
  return contentType === "title-description-icon" || contentType === "title-chat-bubble" ? 4 : 3;
}

/** The author's column count, clamped to 1 and the content type's maximum. */
export function columnCount(requested: number | undefined, contentType?: ContentType): number {
  const max = maxColumns(contentType);
  return Math.min(Math.max(requested ?? max, 1), max);
}

/** 16:9, or square when the image sits left of the text. */
export function imageAspectRatio(placement: "top" | "left"): string {
  return placement === "left" ? "16 / 16" : "16 / 9";
}
