// The tooltip's states (docs/reference/ui-behaviour.md#shared-components): idle, focused, visible, leaving visible,
// dismissed. Hovering starts "focused"; resting there 100 ms shows the tooltip; leaving waits 500 ms before hiding,
// and coming back in that time keeps it shown. Keyboard focus shows it at once. A press or Escape dismisses it until
// the pointer or focus leaves. Pure, so every transition is tested without timers; the component turns the two timed
// states into timeouts.

export type TooltipState = "idle" | "focused" | "visible" | "leavingVisible" | "dismissed";

export type TooltipEvent =
  | "pointerEnter"
  | "pointerLeave"
  | "rest"
  | "leaveTimeout"
  | "focus"
  | "blur"
  | "press"
  | "escape";

export const TOOLTIP_REST_MS = 100;
export const TOOLTIP_LEAVE_MS = 500;

const TRANSITIONS: Record<TooltipState, Partial<Record<TooltipEvent, TooltipState>>> = {
  idle: { pointerEnter: "focused", focus: "visible" },
  focused: {
    rest: "visible",
    pointerLeave: "idle",
    focus: "visible",
    blur: "idle",
    press: "dismissed",
    escape: "dismissed",
  },
  visible: { pointerLeave: "leavingVisible", blur: "idle", press: "dismissed", escape: "dismissed" },
  leavingVisible: {
    pointerEnter: "visible",
    focus: "visible",
    leaveTimeout: "idle",
    blur: "idle",
    press: "dismissed",
    escape: "dismissed",
  },
  dismissed: { pointerLeave: "idle", blur: "idle" },
};

export function nextTooltipState(state: TooltipState, event: TooltipEvent): TooltipState {
  return TRANSITIONS[state][event] ?? state;
}

export function isTooltipShown(state: TooltipState): boolean {
  return state === "visible" || state === "leavingVisible";
}

/** How long a state lasts before its timed event fires, if it has one. */
export function tooltipTimer(state: TooltipState): { event: TooltipEvent; ms: number } | null {
  if (state === "focused") return { event: "rest", ms: TOOLTIP_REST_MS };
  if (state === "leavingVisible") return { event: "leaveTimeout", ms: TOOLTIP_LEAVE_MS };
  return null;
}
