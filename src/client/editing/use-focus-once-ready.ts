// Focus for a control that opens disabled while its data loads (the comment edit form's text box). React's autoFocus
// acts only at mount, when a disabled control cannot take focus: the box was left unfocused whenever the source text
// was not cached yet, and its focus depended on timing. This focuses it once, as soon as it can take focus, and never
// again, so a later re-read does not pull focus back from where the reader moved it.
import { type RefObject, useEffect, useRef } from "react";

export function useFocusOnceReady(element: RefObject<HTMLElement | null>, ready: boolean): void {
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !ready || !element.current) return;
    focused.current = true;
    element.current.focus();
  }, [element, ready]);
}
