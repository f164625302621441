// The item options every tile shares: its border, padding and text colour, and the view-more call to action.
import type { CSSProperties } from "react";
import type { HomeWidgetItemOptions } from "../../types/generated/widgets/common/item-options";
import { type ButtonVariant, buttonClasses } from "../Button";
import { cx } from "../cx";
import { useI18n } from "../i18n/i18n-context";

type Spacing = HomeWidgetItemOptions["box"]["spacing"];

/** A side's own padding wins over its axis, which wins over all; undefined keeps the tile's own. */
function padding(spacing: Spacing, fallback: number): CSSProperties {
  const side = (own: number | undefined, axis: number | undefined) => own ?? axis ?? spacing.all ?? fallback;
  return {
    paddingTop: side(spacing.top, spacing.vertical),
    paddingBottom: side(spacing.bottom, spacing.vertical),
    paddingLeft: side(spacing.left, spacing.horizontal),
    paddingRight: side(spacing.right, spacing.horizontal),
  };
}

/** Border (only with the border box style), padding and text colour of one tile. */
export function itemBoxStyle(options: HomeWidgetItemOptions, defaultPadding: number): CSSProperties {
  const { border, borderType } = options.box;
  const style: CSSProperties = padding(options.box.spacing, defaultPadding);
  if (borderType === "border") {
    if (border.color) style.borderColor = border.color;
    if (border.width !== undefined) style.borderWidth = border.width;
    if (border.style !== "solid") style.borderStyle = border.style;
  }
  if (border.radius !== undefined) style.borderRadius = border.radius;
  if (options.fg) style.color = options.fg;
  return style;
}

const CTA_VARIANTS: Record<HomeWidgetItemOptions["viewMore"]["buttonType"], ButtonVariant> = {
  standard: "standard",
  primary: "primary",
  text: "text",
  transparent: "inverse-outline",
  translucid: "inverse",
  custom: "standard",
};

/**
 * The tile's call to action. The whole tile is already one link, so this is its visible cue, not a second link
 * (a screen reader would hear the item twice).
 */
export function ItemCta({ options, className }: { options: HomeWidgetItemOptions; className?: string }) {
  const i18n = useI18n();
  if (!options.display.cta) return null;
  return (
    <span
      aria-hidden="true"
      className={cx(
        buttonClasses(CTA_VARIANTS[options.viewMore.buttonType], "sm"),
        "mt-3 self-start",
        className,
      )}
    >
      {options.viewMore.labelCode ? i18n.text(options.viewMore.labelCode) : i18n.t("View More")}
    </span>
  );
}
