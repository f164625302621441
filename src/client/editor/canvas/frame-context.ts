// Which device frame a canvas element is drawn in (side by side there are three): drag ids and focus lookups use
// it, and widgets read the device for their ghosts.
import { createContext, useContext } from "react";
import type { Device } from "../../../layout/device";

export interface CanvasFrame {
  frame: string;
  device: Device;
  /** The frame's CSS scale: drag transforms (screen pixels) are divided by it inside the frame. */
  scale: number;
  /** The first frame on screen (side by side: desktop), the one that scrolls a selection into view. */
  primary: boolean;
}

export const CanvasFrameContext = createContext<CanvasFrame>({
  frame: "desktop",
  device: "desktop",
  scale: 1,
  primary: true,
});

export function useCanvasFrame(): CanvasFrame {
  return useContext(CanvasFrameContext);
}
