// One generic home-widget item (docs/reference/ui-behaviour.md#home-widgets): a linked name with an optional
// description, image, icon and counts, drawn by the item options' content type. The whole tile is one link target (a
// stretched link on the name).
import type { CSSProperties } from "react";
import { formatCompactNumber } from "../../lib/format-number";
import { isSafeUrl } from "../../lib/safe-url";
import type { HomeWidgetItem as Item } from "../../types/generated/widgets/common/home-widget-item";
import type { HomeWidgetItemOptions } from "../../types/generated/widgets/common/item-options";
import { AppLink } from "../AppLink";
import { backgroundStyle } from "../background";
import { cx } from "../cx";
import { useLocale } from "../i18n/i18n-context";
import {
  ICON_SIZE,
  ICON_SIZE_IMAGE_LEFT,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_HEIGHT_LEFT,
  ITEM_PADDING,
  imageAspectRatio,
} from "./constants";
import type { ItemVariant } from "./HomeWidgetItems";
import { ItemCta, itemBoxStyle } from "./item-box";

export interface HomeWidgetItemProps {
  item: Item;
  options: HomeWidgetItemOptions;
  variant: ItemVariant;
  headingLevel?: "h3" | "h4";
}

const BOX: Record<HomeWidgetItemOptions["box"]["borderType"], string> = {
  none: "",
  border: "border border-border",
  shadow: "shadow-card",
};

const usable = (url: string | undefined) => (url && isSafeUrl(url) ? url : undefined);

export function HomeWidgetItem({ item, options, variant, headingLevel = "h3" }: HomeWidgetItemProps) {
  if (variant === "link") return <ItemLink item={item} />;
  const type = options.contentType;
  if (type === "title-background" || type === "title-background-description") {
    return <BackgroundTile item={item} options={options} headingLevel={headingLevel} />;
  }
  // Lists always put media beside the text; tiles follow the author's placement, separately on phones.
  const placement: Placement = {
    mobile: variant === "row" ? "left" : options.imagePlacementMobile,
    desktop: variant === "row" ? "left" : options.imagePlacement,
  };
  const image =
    type === "title-description-image" ? usable(item.imageUrl ?? options.fallbackImage) : undefined;
  const icon = type === "title-description-icon" ? usable(item.iconUrl ?? options.fallbackIcon) : undefined;
  const centered = options.alignment === "center";
  return (
    <article
      className={cx(
        "relative flex h-full gap-3 rounded-box",
        placement.mobile === "left"
          ? "flex-row items-start"
          : cx("flex-col", centered && "items-center text-center"),
        placement.desktop === "left"
          ? "sm:flex-row sm:items-start sm:text-start"
          : cx("sm:flex-col", centered ? "sm:items-center sm:text-center" : "sm:items-stretch sm:text-start"),
        variant === "tile" &&
          cx(BOX[options.box.borderType], "transition-shadow focus-within:shadow-raised hover:shadow-raised"),
        type === "title-chat-bubble" ? "bg-bg-hover" : "bg-bg",
      )}
      style={{
        ...(variant === "tile"
          ? itemBoxStyle(options, ITEM_PADDING)
          : { padding: `${ITEM_PADDING}px 0`, color: options.fg || undefined }),
        ...boxBackground(options),
      }}
    >
      {image ? <ItemImage url={image} placement={placement} /> : null}
      {icon ? <ItemIcon url={icon} placement={placement} /> : null}
      {variant === "tile" && options.display.cta ? (
        // The call to action sits at the tile's foot, below text of every length.
        <div className="flex min-w-0 flex-1 flex-col">
          <ItemText item={item} options={options} headingLevel={headingLevel} />
          <ItemCta options={options} />
        </div>
      ) : (
        <ItemText item={item} options={options} headingLevel={headingLevel} />
      )}
    </article>
  );
}

type Side = HomeWidgetItemOptions["imagePlacement"];
interface Placement {
  mobile: Side;
  desktop: Side;
}

function boxBackground(options: HomeWidgetItemOptions): CSSProperties {
  return backgroundStyle(options.box.background);
}

function ItemText({
  item,
  options,
  headingLevel: Heading,
  inverse = false,
}: {
  item: Item;
  options: HomeWidgetItemOptions;
  headingLevel: "h3" | "h4";
  inverse?: boolean;
}) {
  const locale = useLocale();
  const showDescription =
    options.display.description && item.description && options.contentType !== "title-background";
  return (
    // On a background tile the text sits at the bottom, so it must not grow; headings there take the tile's colour.
    <div className={cx("min-w-0", !inverse && "flex-1")}>
      <Heading className={cx("text-base leading-snug", inverse && "text-inherit")}>
        <AppLink
          to={item.to}
          className={cx(
            "font-semibold after:absolute after:inset-0 after:rounded-box hover:underline underline-offset-2",
            inverse ? "text-inherit" : "text-fg-heading hover:text-primary",
          )}
        >
          {item.name}
        </AppLink>
      </Heading>
      {showDescription ? (
        <p className={cx("mt-1 line-clamp-3 text-sm", inverse ? "opacity-90" : "text-fg-muted")}>
          {item.description}
        </p>
      ) : null}
      {options.display.counts && item.counts?.length ? (
        <ul className={cx("mt-2 flex flex-wrap gap-x-3 text-[0.8125rem]", !inverse && "text-fg-muted")}>
          {item.counts.map((count) => (
            <li key={count.label}>
              {formatCompactNumber(count.count, locale)} {count.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Sizes per placement come from constants.ts through CSS variables, switched at the sm breakpoint. */
function mediaVariables(
  name: string,
  placement: Placement,
  value: (side: Side) => string | number,
): Record<string, string> {
  const css = (side: Side) => {
    const v = value(side);
    return typeof v === "number" ? `${v}px` : v;
  };
  return { [`--${name}-mobile`]: css(placement.mobile), [`--${name}-desktop`]: css(placement.desktop) };
}

function ItemImage({ url, placement }: { url: string; placement: Placement }) {
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      className={cx(
        "shrink-0 rounded-control bg-bg-hover object-cover",
        "aspect-(--ratio-mobile) max-h-(--max-mobile) sm:aspect-(--ratio-desktop) sm:max-h-(--max-desktop)",
        placement.mobile === "left" ? "w-1/3 max-w-40" : "w-full max-w-none",
        placement.desktop === "left" ? "sm:w-1/3 sm:max-w-40" : "sm:w-full sm:max-w-none",
      )}
      style={{
        ...mediaVariables("ratio", placement, imageAspectRatio),
        ...mediaVariables("max", placement, (side) =>
          side === "left" ? IMAGE_MAX_HEIGHT_LEFT : IMAGE_MAX_HEIGHT,
        ),
      }}
    />
  );
}

function ItemIcon({ url, placement }: { url: string; placement: Placement }) {
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      width={ICON_SIZE}
      height={ICON_SIZE}
      className="size-(--icon-mobile) shrink-0 rounded-box object-contain sm:size-(--icon-desktop)"
      style={mediaVariables("icon", placement, (side) =>
        side === "left" ? ICON_SIZE_IMAGE_LEFT : ICON_SIZE,
      )}
    />
  );
}

function BackgroundTile({
  item,
  options,
  headingLevel,
}: {
  item: Item;
  options: HomeWidgetItemOptions;
  headingLevel: "h3" | "h4";
}) {
  const image = usable(item.imageUrl ?? options.fallbackImage);
  return (
    <article
      className={cx(
        "relative flex h-full min-h-36 flex-col justify-end rounded-box transition-shadow focus-within:shadow-raised hover:shadow-raised",
        image ? "bg-cover bg-center text-white" : "bg-primary text-primary-contrast",
        options.alignment === "center" && "items-center text-center",
      )}
      style={{
        ...itemBoxStyle(options, ITEM_PADDING),
        ...(image
          ? {
              backgroundImage: `linear-gradient(rgb(0 0 0 / 0.15), rgb(0 0 0 / 0.65)), url("${encodeURI(image)}")`,
            }
          : {}),
      }}
    >
      <ItemText item={item} options={options} headingLevel={headingLevel} inverse />
      <ItemCta options={options} />
    </article>
  );
}

function ItemLink({ item }: { item: Item }) {
  return (
    <AppLink
      to={item.to}
      className="block rounded-control py-2 text-sm font-semibold text-fg hover:text-primary hover:underline underline-offset-2"
    >
      {item.name}
    </AppLink>
  );
}
