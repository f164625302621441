// A tooltip on any focusable trigger (docs/reference/ui-behaviour.md#shared-components state machine,
// docs/reference/ui-behaviour.md#sizes-and-breakpoints width 150–320 px). The label is always in the DOM (hidden
// while closed) so the trigger's aria-describedby points at real text; Escape closes it anywhere.
import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useReducer } from "react";
import { cx } from "./cx";
import { isTooltipShown, nextTooltipState, type TooltipEvent, tooltipTimer } from "./tooltip-machine";

export interface TooltipProps {
  label: ReactNode;
  /** One focusable element (a button or a link); it gets aria-describedby. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  placement?: "top" | "bottom";
  /** Forces the tooltip open or closed (stories, screenshots); the state machine is ignored then. */
  open?: boolean;
  className?: string;
}

export function Tooltip({ label, children, placement = "top", open, className }: TooltipProps) {
  const id = useId();
  const [state, send] = useReducer(nextTooltipState, "idle");
  const shown = open ?? isTooltipShown(state);

  useEffect(() => {
    const timer = tooltipTimer(state);
    if (!timer) return;
    const handle = setTimeout(() => send(timer.event), timer.ms);
    return () => clearTimeout(handle);
  }, [state]);

  useEffect(() => {
    if (state === "idle" || state === "dismissed") return;
    // Escape closes a tooltip shown by hover too, when focus is somewhere else (WCAG 1.4.13).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") send("escape");
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [state]);

  const on = (event: TooltipEvent) => () => send(event);
  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus of the trigger inside are watched here; the trigger is the control.
    <span
      className={cx("relative inline-flex", className)}
      onMouseEnter={on("pointerEnter")}
      onMouseLeave={on("pointerLeave")}
      onMouseDown={on("press")}
      onFocus={on("focus")}
      onBlur={on("blur")}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span
        id={id}
        role="tooltip"
        hidden={!shown}
        className={cx(
          "absolute left-1/2 z-[1080] w-max min-w-[150px] max-w-[320px] -translate-x-1/2 rounded-control",
          "bg-fg-heading px-3 py-2 text-center text-xs font-normal leading-snug text-bg shadow-raised",
          placement === "top" ? "bottom-full mb-2" : "top-full mt-2",
        )}
      >
        {label}
      </span>
    </span>
  );
}
