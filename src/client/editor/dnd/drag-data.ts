// What the canvas's draggables and droppables carry, and their ids. The same node may be on screen up to three
// times (side by side: desktop, tablet, mobile), and dnd-kit needs unique ids, so ids carry the frame they live in
// while the data carries the editor id the operations work on.

/** A device frame of the canvas ("desktop", "tablet", "mobile") or the palette. */
export type FrameID = string;

export type DragData =
  | { kind: "widget"; editorID: string; frame: FrameID }
  | { kind: "palette"; widgetKey: string }
  | { kind: "section"; editorID: string; frame: FrameID };

export type DropData =
  | { kind: "widget"; editorID: string; sectionID: string; region: string; frame: FrameID }
  | { kind: "region"; sectionID: string; region: string; frame: FrameID }
  | { kind: "section"; editorID: string; frame: FrameID };

export const widgetDragID = (frame: FrameID, editorID: string) => `widget:${frame}:${editorID}`;
export const sectionDragID = (frame: FrameID, editorID: string) => `section:${frame}:${editorID}`;
export const regionDropID = (frame: FrameID, sectionID: string, region: string) =>
  `region:${frame}:${sectionID}:${region}`;
export const paletteDragID = (widgetKey: string) => `palette:${widgetKey}`;

export function isDragData(value: unknown): value is DragData {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false;
  return value.kind === "widget" || value.kind === "palette" || value.kind === "section";
}

export function isDropData(value: unknown): value is DropData {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false;
  return value.kind === "widget" || value.kind === "region" || value.kind === "section";
}
