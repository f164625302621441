// Kept so existing imports keep working: the container lives with the other home-widget parts.
export { WidgetContainer } from "./home-widget/HomeWidgetContainer";
