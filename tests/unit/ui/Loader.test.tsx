// Loader: the spinner waits 150 ms (docs/reference/ui-behaviour.md#timings); the status text is there at once.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADER_DELAY_MS, Loader } from "../../../src/ui/Loader";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const spinner = () => screen.getByRole("status").querySelector('[aria-hidden="true"]');

describe("Loader", () => {
  it("shows the spinner only after 150 ms, announcing its label from the start", () => {
    render(<Loader label="Loading discussions" />);
    expect(screen.getByRole("status").textContent).toBe("Loading discussions");
    act(() => {
      vi.advanceTimersByTime(LOADER_DELAY_MS - 1);
    });
    expect(spinner()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(spinner()).not.toBeNull();
  });

  it("never shows a spinner for a load shorter than the delay", () => {
    const { unmount } = render(<Loader />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(spinner()).toBeNull();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows at once with delay 0, in the size asked for", () => {
    render(<Loader delay={0} size="small" inline />);
    expect(spinner()?.getAttribute("class")).toContain("size-4");
  });
});
