import { type RefObject, useEffect } from "react";
import { useCanvasFrame } from "./frame-context";

/**
 * Scrolls a node selected elsewhere (the outline, the problems panel, the JSON pane) into view on the canvas. Only
 * the first frame does it (side by side, the frames share one scroll box), and not when the selection came from
 * the node itself (focus inside it).
 */
export function useRevealSelected(ref: RefObject<HTMLElement | null>, selected: boolean): void {
  const { primary } = useCanvasFrame();
  useEffect(() => {
    const element = ref.current;
    if (!selected || !primary || !element || element.contains(document.activeElement)) return;
    element.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [ref, selected, primary]);
}
