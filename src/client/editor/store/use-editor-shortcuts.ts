// Editor-wide keyboard shortcuts: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, Ctrl/Cmd+D duplicate the
// selection, Delete (or Backspace, Macs have no Delete key) remove it. Keys typed into a field, a select, an
// editable element or the CodeMirror JSON pane are theirs: undo there is the field's own undo.
import { useEffect } from "react";
import { useEditorStore } from "./editor-store";

const TYPING_SELECTOR =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), .cm-editor';

/** Whether a key event comes from somewhere the person is typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  // Not `instanceof Element`: an element of an iframe document belongs to another realm.
  const element = target as Partial<Element> | null;
  return typeof element?.closest === "function" && element.closest(TYPING_SELECTOR) !== null;
}

/** The editor action a key press asks for, or null. */
export function shortcutFor(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
) {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.altKey) return null;
  if (mod && key === "z") return event.shiftKey ? "redo" : "undo";
  if (event.ctrlKey && !event.metaKey && key === "y") return "redo";
  if (mod && !event.shiftKey && key === "d") return "duplicate";
  if (!mod && !event.shiftKey && (event.key === "Delete" || event.key === "Backspace")) return "delete";
  return null;
}

/**
 * Installs the shortcuts while the calling component is mounted: on the page's document, or on `root` (e.g. a
 * device frame's iframe document, whose key events do not reach the page).
 */
export function useEditorShortcuts(root?: Document | HTMLElement | null): void {
  const store = useEditorStore();
  useEffect(() => {
    const target = root ?? document;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      const state = store.getState();
      if ((action === "duplicate" || action === "delete") && !state.selection) return;
      event.preventDefault();
      if (action === "undo") state.undo();
      else if (action === "redo") state.redo();
      else if (action === "duplicate") state.duplicateSelection();
      else state.deleteSelection();
    };
    const listener = onKeyDown as EventListener;
    target.addEventListener("keydown", listener);
    return () => target.removeEventListener("keydown", listener);
  }, [store, root]);
}
