// The editor's canvas, drag and drop and palette, for the editor page to assemble.
export { EditorDndProvider } from "../dnd/EditorDndProvider";
export { Palette, type PaletteProps } from "../palette/Palette";
export { DeviceSwitcher } from "./DeviceSwitcher";
export { EditorCanvas, type EditorCanvasProps } from "./EditorCanvas";
export { type PreviewHydrator, PreviewHydratorProvider } from "./preview-hydrator";
export { usePreviewHydration } from "./use-preview-hydration";
export { ViewAsPicker } from "./ViewAsPicker";
