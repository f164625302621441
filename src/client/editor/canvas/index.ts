// The editor's canvas, drag and drop and palette, for the editor page to assemble.
export { EditorDndProvider } from "../dnd/EditorDndProvider";
export { Palette } from "../palette/Palette";
export { DeviceSwitcher } from "./DeviceSwitcher";
export { EditorCanvas } from "./EditorCanvas";
export { PreviewHydratorProvider } from "./preview-hydrator";

export { ViewAsPicker } from "./ViewAsPicker";
