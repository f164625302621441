// RelativeTime refreshes every 30 s (docs/reference/ui-behaviour.md#shared-components,
// docs/reference/ui-behaviour.md#timings) unless the clock is frozen.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RelativeTime } from "../../../src/ui/RelativeTime";

const START = new Date("2026-03-10T12:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("<RelativeTime/>", () => {
  it("starts at 'just now' and is refreshed every 30 s", () => {
    render(<RelativeTime date={START} />);
    const time = screen.getByText("just now");
    expect(time.getAttribute("datetime")).toBe(START.toISOString());
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(time.textContent).toBe("just now");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(time.textContent).toBe("30 seconds ago");
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(time.textContent).toBe("a minute ago");
  });

  it("does not tick with a frozen now", () => {
    render(<RelativeTime date="2026-03-10T09:00:00Z" now={START} />);
    act(() => {
      vi.advanceTimersByTime(3_600_000);
    });
    expect(screen.getByText("3 hours ago")).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("renders nothing for an invalid date", () => {
    const { container } = render(<RelativeTime date="not a date" />);
    expect(container.innerHTML).toBe("");
  });
});
