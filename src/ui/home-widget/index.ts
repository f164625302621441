// The home-widget parts (spec 001 §9, layout-format §4): the container, the item layouts and the generic item.
export * from "./constants";
export { HomeWidgetContainer, WidgetContainer, type WidgetContainerProps } from "./HomeWidgetContainer";
export { HomeWidgetItem, type HomeWidgetItemProps } from "./HomeWidgetItem";
export {
  type DisplayType,
  HomeWidgetItems,
  type HomeWidgetItemsProps,
  type ItemVariant,
} from "./HomeWidgetItems";
