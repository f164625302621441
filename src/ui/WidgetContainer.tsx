// Kept so existing imports keep working: the container lives with the other home-widget parts.
export {
  WidgetContainer,
  type WidgetContainerProps,
} from "./home-widget/HomeWidgetContainer";
