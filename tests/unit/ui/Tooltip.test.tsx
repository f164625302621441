// Tooltip: the state machine of docs/reference/ui-behaviour.md#shared-components (pure), and the component's timings,
// keyboard and aria wiring.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "../../../src/ui/Tooltip";
import {
  isTooltipShown,
  nextTooltipState,
  TOOLTIP_LEAVE_MS,
  TOOLTIP_REST_MS,
  type TooltipEvent,
  type TooltipState,
} from "../../../src/ui/tooltip-machine";

describe("tooltip state machine", () => {
  it.each<[TooltipState, TooltipEvent, TooltipState]>([
    ["idle", "pointerEnter", "focused"],
    ["idle", "focus", "visible"],
    ["idle", "rest", "idle"],
    ["focused", "rest", "visible"],
    ["focused", "pointerLeave", "idle"],
    ["visible", "pointerLeave", "leavingVisible"],
    ["leavingVisible", "pointerEnter", "visible"],
    ["leavingVisible", "leaveTimeout", "idle"],
    ["visible", "escape", "dismissed"],
    ["visible", "press", "dismissed"],
    ["dismissed", "focus", "dismissed"],
    ["dismissed", "pointerEnter", "dismissed"],
    ["dismissed", "pointerLeave", "idle"],
    ["visible", "blur", "idle"],
  ])("%s + %s → %s", (state, event, next) => {
    expect(nextTooltipState(state, event)).toBe(next);
  });

  it("shows in visible and leaving-visible only", () => {
    expect(
      (["idle", "focused", "visible", "leavingVisible", "dismissed"] as const).filter(isTooltipShown),
    ).toEqual(["visible", "leavingVisible"]);
  });
});

describe("<Tooltip/>", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function setup() {
    render(
      <Tooltip label="March 4, 2026, 9:05 AM">
        <button type="button">Edited</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Edited" });
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    return { trigger, tooltip };
  }
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it("describes its trigger, hidden until shown", () => {
    const { trigger, tooltip } = setup();
    expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(tooltip.textContent).toBe("March 4, 2026, 9:05 AM");
    expect(tooltip.hidden).toBe(true);
    expect(tooltip.className).toContain("min-w-[150px]");
    expect(tooltip.className).toContain("max-w-[320px]");
  });

  it("shows after the pointer rests 100 ms and hides 500 ms after it leaves", () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    wait(TOOLTIP_REST_MS - 1);
    expect(tooltip.hidden).toBe(true);
    wait(1);
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseLeave(trigger);
    wait(TOOLTIP_LEAVE_MS - 1);
    expect(tooltip.hidden).toBe(false);
    wait(1);
    expect(tooltip.hidden).toBe(true);
  });

  it("stays shown when the pointer comes back while leaving", () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    wait(TOOLTIP_REST_MS);
    fireEvent.mouseLeave(trigger);
    wait(300);
    fireEvent.mouseEnter(trigger);
    wait(TOOLTIP_LEAVE_MS * 2);
    expect(tooltip.hidden).toBe(false);
  });

  it("never shows for a pointer that passes by quicker than 100 ms", () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    wait(50);
    fireEvent.mouseLeave(trigger);
    wait(1000);
    expect(tooltip.hidden).toBe(true);
  });

  it("shows at once on keyboard focus, closes on Escape, and on blur", () => {
    const { trigger, tooltip } = setup();
    act(() => trigger.focus());
    expect(tooltip.hidden).toBe(false);
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(tooltip.hidden).toBe(true);
    act(() => trigger.blur());
    act(() => trigger.focus());
    expect(tooltip.hidden).toBe(false);
    act(() => trigger.blur());
    expect(tooltip.hidden).toBe(true);
  });

  it("closes on Escape pressed anywhere while shown by hover", () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    wait(TOOLTIP_REST_MS);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(tooltip.hidden).toBe(true);
  });

  it("is dismissed by a press until the pointer leaves", () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    wait(TOOLTIP_REST_MS);
    fireEvent.mouseDown(trigger);
    act(() => trigger.focus());
    wait(1000);
    expect(tooltip.hidden).toBe(true);
  });

  it("can be forced open for stories", () => {
    render(
      <Tooltip label="Shown" open>
        <button type="button">Info</button>
      </Tooltip>,
    );
    expect(screen.getByRole("tooltip").hidden).toBe(false);
  });

  it("keeps a describedby the trigger already had", () => {
    render(
      <>
        <p id="hint">Hint</p>
        <Tooltip label="More">
          <button type="button" aria-describedby="hint">
            Info
          </button>
        </Tooltip>
      </>,
    );
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    expect(screen.getByRole("button").getAttribute("aria-describedby")).toBe(`hint ${tooltip.id}`);
  });
});
