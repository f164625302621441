// The sensors' settings. Mouse and pen drag after 4 px; touch drags after a 150 ms press (so a swipe still
// scrolls the page); the keyboard picks up with Space, drops with Space or Enter and cancels with Escape. Enter
// alone selects (the canvas handles it), so it does not start a drag.
import { type KeyboardCodes, PointerSensor } from "@dnd-kit/core";
import type { PointerEvent as ReactPointerEvent } from "react";

export const POINTER_DISTANCE = 4;
export const TOUCH_DELAY_MS = 150;
export const TOUCH_TOLERANCE = 5;

export const KEYBOARD_CODES: KeyboardCodes = {
  start: ["Space"],
  cancel: ["Escape"],
  end: ["Space", "Enter"],
};

/** PointerSensor for mouse and pen only: touch goes to the TouchSensor and its press delay. */
export class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent }: ReactPointerEvent): boolean =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== "touch",
    },
  ];
}

export const ARROW_KEYS: Record<string, "up" | "down" | "left" | "right"> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};
