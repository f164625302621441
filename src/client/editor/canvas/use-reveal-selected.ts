import { type RefObject, useEffect } from "react";
import { useCanvasFrame } from "./frame-context";

/** Whether the focus is on this node in any device frame (side by side, each frame draws it once). */
function focusIsOnNode(element: HTMLElement): boolean {
  const attribute = element.hasAttribute("data-editor-widget") ? "data-editor-widget" : "data-editor-section";
  const id = element.getAttribute(attribute);
  if (id === null) return element.contains(document.activeElement);
  for (let node = document.activeElement; node; node = node.parentElement)
    if (node.getAttribute(attribute) === id) return true;
  return false;
}

/**
 * Scrolls a node selected elsewhere (the outline, the problems panel, the JSON pane) into view on the canvas. Only
 * the first frame does it (side by side, the frames share one scroll box, so they scroll together), and not when
 * the selection came from the node itself, in whichever frame (focus on it): the canvas stays where it was clicked.
 */
export function useRevealSelected(ref: RefObject<HTMLElement | null>, selected: boolean): void {
  const { primary } = useCanvasFrame();
  useEffect(() => {
    const element = ref.current;
    if (!selected || !primary || !element || focusIsOnNode(element)) return;
    element.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [ref, selected, primary]);
}
