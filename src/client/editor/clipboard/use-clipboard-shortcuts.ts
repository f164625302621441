// Ctrl/Cmd+C copies the selected widget or section, Ctrl/Cmd+V pastes after the selection (or into the region an
// "Add widget" button picked). They ride on the browser's copy and paste events, which may write and read the
// system clipboard without a permission prompt. Where a browser sends no such event outside text fields (Safari,
// with nothing selected), the key press itself falls back to the Clipboard API and the in-memory copy. Text
// fields, the JSON pane and a text selection keep their own copy and paste.
import { useEffect } from "react";
import { focusEditorNode } from "../dnd/focus";
import type { PastePlace } from "../model/ops/paste-node";
import { useEditorStore } from "../store/editor-store";
import { isTypingTarget } from "../store/use-editor-shortcuts";
import { announceCopied, copySelectionText, pasteClipboardText } from "./clipboard-commands";
import { type EditorClipboard, editorClipboard } from "./system-clipboard";

export type ClipboardShortcut = "copy" | "paste";

/** The clipboard action a key press asks for, or null. */
export function clipboardShortcutFor(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): ClipboardShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return null;
  const key = event.key.toLowerCase();
  return key === "c" ? "copy" : key === "v" ? "paste" : null;
}

/** Text the person selected on the page: Ctrl+C then copies that text, as everywhere else. */
function hasTextSelection(): boolean {
  const selection = globalThis.getSelection?.();
  return Boolean(selection && !selection.isCollapsed && selection.toString().trim() !== "");
}

export interface ClipboardShortcutOptions {
  /** The region an "Add widget" button picked, read at paste time. */
  pickedRegion?: () => PastePlace["region"];
  clipboard?: EditorClipboard;
}

export function useClipboardShortcuts({
  pickedRegion = () => null,
  clipboard = editorClipboard,
}: ClipboardShortcutOptions = {}): void {
  const editor = useEditorStore();
  useEffect(() => {
    /** Bumped by every copy/paste event handled, so the key press fallback knows whether one came. */
    let handled = 0;
    const copy = (write: (text: string) => Promise<void>) => {
      const copied = copySelectionText(editor);
      if (!copied) return;
      void write(copied.text).then(() => announceCopied(editor, copied.name));
    };
    const paste = (read: Promise<string | null>) => {
      void read.then((text) => {
        const pasted = pasteClipboardText(editor, text, pickedRegion());
        if (pasted) focusEditorNode(pasted);
      });
    };

    const onCopy = (event: ClipboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || hasTextSelection()) return;
      if (!editor.getState().selection) return;
      handled++;
      event.preventDefault();
      const data = event.clipboardData;
      copy(async (text) => {
        data?.setData("text/plain", text);
        await clipboard.write(text, { system: data !== null });
      });
    };
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      handled++;
      event.preventDefault();
      paste(clipboard.read(event.clipboardData?.getData("text/plain") ?? undefined));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = clipboardShortcutFor(event);
      if (!action || event.defaultPrevented || isTypingTarget(event.target)) return;
      if (action === "copy" && (hasTextSelection() || !editor.getState().selection)) return;
      const before = handled;
      // The browser sends its copy/paste event right after this key press, in the same task.
      setTimeout(() => {
        if (handled !== before) return;
        if (action === "copy") copy((text) => clipboard.write(text));
        else paste(clipboard.read());
      }, 0);
    };

    document.addEventListener("copy", onCopy);
    document.addEventListener("paste", onPaste);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("copy", onCopy);
      document.removeEventListener("paste", onPaste);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [editor, clipboard, pickedRegion]);
}
