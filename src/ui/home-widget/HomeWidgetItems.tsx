// The item layouts every home widget shares (docs/reference/layout-widgets.md#building-blocks
// containerOptions.displayType): a divided list, a grid of tiles, a carousel of tiles, or plain links. Widgets say
// how one item renders in each; this lays them out.
import type { ReactNode } from "react";
import { Carousel } from "../Carousel";
import { cx } from "../cx";
import { gridColumns } from "../grid";
import { ITEM_MIN_WIDTH } from "./constants";
import { type ContentAlignment, useContentAlignment } from "./content-alignment";

export type DisplayType = "list" | "grid" | "carousel" | "link";
/** How a widget draws one item: a row for lists, a tile for grids and carousels, a link for link lists. */
export type ItemVariant = "row" | "tile" | "link";

export interface HomeWidgetItemsProps<T> {
  items: T[];
  displayType: DisplayType;
  /** Columns of a grid or carousel on a wide screen. */
  columns: number;
  /** The carousel's accessible name. */
  label: string;
  itemKey(item: T): string | number;
  renderItem(item: T, variant: ItemVariant): ReactNode;
  /** Narrowest grid tile, px (docs/reference/ui-behaviour.md#home-widgets: 180). */
  minItemWidth?: number;
  /** Grid gap, px (the box spacing: 16, 24 for chat bubbles). */
  gap?: number;
  /** Lines between links (lists always have them). */
  linkDividers?: boolean;
}

export function HomeWidgetItems<T>({
  items,
  displayType,
  columns,
  label,
  itemKey,
  renderItem,
  minItemWidth = ITEM_MIN_WIDTH,
  gap = 16,
  linkDividers = true,
}: HomeWidgetItemsProps<T>) {
  const alignment = useContentAlignment();
  switch (displayType) {
    case "grid":
      if (alignment !== "flex-start") {
        return (
          <AlignedGrid
            items={items}
            itemKey={itemKey}
            columns={columns}
            gap={gap}
            minItemWidth={minItemWidth}
            alignment={alignment}
          >
            {(item) => renderItem(item, "tile")}
          </AlignedGrid>
        );
      }
      return (
        <ul
          className="grid"
          style={{ gridTemplateColumns: gridColumns(columns, minItemWidth, gap), gap: `${gap}px` }}
        >
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item, "tile")}</li>
          ))}
        </ul>
      );
    case "carousel":
      return (
        <Carousel label={label} columns={columns}>
          {items.map((item) => (
            <div key={itemKey(item)} className="h-full">
              {renderItem(item, "tile")}
            </div>
          ))}
        </Carousel>
      );
    case "link":
      return (
        <ul className={cx(linkDividers && "divide-y divide-border")}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item, "link")}</li>
          ))}
        </ul>
      );
    default:
      return (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item, "row")}</li>
          ))}
        </ul>
      );
  }
}

interface AlignedGridProps<T> {
  items: T[];
  itemKey(item: T): string | number;
  columns: number;
  gap: number;
  minItemWidth: number;
  alignment: ContentAlignment;
  children(item: T): ReactNode;
}

/** A grid whose unfilled last row is aligned: wrapping flex items a column wide, so free space can be placed. */
function AlignedGrid<T>({
  items,
  itemKey,
  columns,
  gap,
  minItemWidth,
  alignment,
  children,
}: AlignedGridProps<T>) {
  const basis = `max(${minItemWidth}px, calc((100% - ${(columns - 1) * gap}px) / ${columns}))`;
  return (
    <ul className="flex flex-wrap" style={{ gap: `${gap}px`, justifyContent: alignment }}>
      {items.map((item) => (
        <li key={itemKey(item)} style={{ flex: `0 0 ${basis}`, maxWidth: "100%" }}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
