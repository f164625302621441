// Public entry of the layout renderer, shared by pages, Storybook and the editor.
export { DeviceProvider, useDevice } from "./DeviceContext";
export {
  COMPACT_MAX_WIDTH,
  type Device,
  deviceForWidth,
  isNodeVisible,
  isVisibleOn,
  TABLET_MAX_WIDTH,
} from "./device";
export { LayoutNodes, LayoutRenderer, type LayoutRendererProps } from "./LayoutRenderer";
export { hasVisibleNodes, isHydratedNode, toNodeList } from "./nodes";
export { Region } from "./Region";
export {
  findWidget,
  lazyWidget,
  preloadLayoutComponents,
  type WidgetComponent,
  type WidgetProps,
  type WidgetRegistry,
} from "./registry-types";
export { type Session, SessionProvider, useSession } from "./session";
export { WidgetBoundary } from "./WidgetBoundary";
