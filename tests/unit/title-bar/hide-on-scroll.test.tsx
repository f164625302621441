// Hide on scroll down / show on scroll up past 400 px with 10 px thresholds (sticky title bars).
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  INITIAL_SCROLL_STATE,
  nextScrollState,
  type ScrollState,
  useHideOnScroll,
} from "../../../widgets/title-bar/hide-on-scroll";

function walk(positions: number[], from: ScrollState = INITIAL_SCROLL_STATE): ScrollState[] {
  const states: ScrollState[] = [];
  let state = from;
  for (const y of positions) {
    state = nextScrollState(state, y);
    states.push(state);
  }
  return states;
}

describe("nextScrollState", () => {
  it("never hides at or above 400 px, however far down the movement", () => {
    expect(walk([100, 200, 300, 400]).map((s) => s.hidden)).toEqual([false, false, false, false]);
  });

  it("hides on a downward movement past 400 px and shows again on the way up", () => {
    const states = walk([300, 420, 440, 460, 440, 420]);
    expect(states.map((s) => s.hidden)).toEqual([false, false, true, true, false, false]);
  });

  it("ignores movements under 10 px in either direction, measured from the last counted position", () => {
    const down = walk([500, 520]);
    expect(down.at(-1)?.hidden).toBe(true);
    // Up 9 px, then 9 more: 18 px from the anchor in all, so the second one shows the bar.
    const up = walk([511], down.at(-1));
    expect(up.at(-1)).toEqual({ hidden: true, anchor: 520 });
    expect(nextScrollState({ hidden: true, anchor: 520 }, 502).hidden).toBe(false);
    // Down 9 px does not hide a shown bar; 10 px does.
    expect(nextScrollState({ hidden: false, anchor: 600 }, 609).hidden).toBe(false);
    expect(nextScrollState({ hidden: false, anchor: 600 }, 610).hidden).toBe(true);
  });

  it("does not hide after a single jump from the top (an anchor link, a restored position)", () => {
    expect(walk([0, 1500]).at(-1)?.hidden).toBe(false);
    expect(walk([0, 1500, 1520]).at(-1)?.hidden).toBe(true);
  });

  it("shows at once when back within 400 px", () => {
    expect(nextScrollState({ hidden: true, anchor: 900 }, 395)).toEqual({ hidden: false, anchor: 395 });
  });
});

describe("useHideOnScroll", () => {
  afterEach(() => {
    cleanup();
    window.scrollY = 0;
  });
  const scrollTo = (y: number) =>
    act(() => {
      window.scrollY = y;
      window.dispatchEvent(new Event("scroll"));
    });

  it("follows the window's scroll events when enabled", () => {
    const { result } = renderHook(() => useHideOnScroll(true));
    scrollTo(450);
    scrollTo(480);
    expect(result.current).toBe(true);
    scrollTo(465);
    expect(result.current).toBe(false);
  });

  it("never hides a bar that does not stick (static modes)", () => {
    const { result } = renderHook(() => useHideOnScroll(false));
    scrollTo(450);
    scrollTo(800);
    expect(result.current).toBe(false);
  });
});
