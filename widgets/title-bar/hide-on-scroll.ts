// Hide on scroll down, show on scroll up (docs/reference/ui-behaviour.md#title-bar chrome): a sticky title bar slides
// away while the reader scrolls down the page past 400 px and comes back as soon as they scroll up. Movements
// under 10 px are ignored (a trackpad's jitter must not make the bar flicker); near the top it always shows.
import { useEffect, useRef, useState } from "react";

const HIDE_AFTER_PX = 400;
const SCROLL_THRESHOLD_PX = 10;

export interface ScrollState {
  hidden: boolean;
  /** The position the last counted movement ended at; smaller movements are measured from it. */
  anchor: number;
}

export const INITIAL_SCROLL_STATE: ScrollState = { hidden: false, anchor: 0 };

/**
 * The next state for a new scroll position. Only a downward movement that starts past 400 px hides the bar, so a
 * single jump from the top (a link to an anchor, restoring a position) does not hide it.
 */
export function nextScrollState(state: ScrollState, y: number): ScrollState {
  if (y <= HIDE_AFTER_PX) return { hidden: false, anchor: y };
  const delta = y - state.anchor;
  if (Math.abs(delta) < SCROLL_THRESHOLD_PX) return state;
  if (delta < 0) return { hidden: false, anchor: y };
  return { hidden: state.anchor > HIDE_AFTER_PX, anchor: y };
}

/** Whether the bar should be out of view now. `enabled` is false for static bars (they scroll away anyway). */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const state = useRef<ScrollState>(INITIAL_SCROLL_STATE);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    state.current = nextScrollState(INITIAL_SCROLL_STATE, window.scrollY);
    const onScroll = () => {
      state.current = nextScrollState(state.current, window.scrollY);
      setHidden(state.current.hidden);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);
  return hidden;
}
