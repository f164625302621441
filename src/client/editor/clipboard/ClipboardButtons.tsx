// Copy and Paste in the editor's toolbar, for pointer users and as the visible side of Ctrl/Cmd+C and Ctrl/Cmd+V.
// Buttons go through the Clipboard API (a paste may ask for permission; refused, the copy made in this page is
// used). Focus stays on the button; what happened is announced.
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { useDragStoreApi } from "../dnd/drag-store";
import { useEditor, useEditorStore } from "../store/editor-store";
import { announceCopied, copySelectionText, pasteClipboardText } from "./clipboard-commands";
import { type EditorClipboard, editorClipboard } from "./system-clipboard";

export function ClipboardButtons({ clipboard = editorClipboard }: { clipboard?: EditorClipboard }) {
  const editor = useEditorStore();
  const t = useT();
  const drags = useDragStoreApi();
  const canCopy = useEditor((s) => s.selection !== null && s.selection.kind !== "titleBar");

  const copy = async () => {
    const copied = copySelectionText(editor);
    if (!copied) return;
    await clipboard.write(copied.text);
    announceCopied(editor, copied.name);
  };
  const paste = async () => {
    const text = await clipboard.read();
    pasteClipboardText(editor, text, drags.getState().insertRegion);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar group of two buttons, not a form fieldset.
    <div role="group" aria-label={t("Clipboard")} className="flex items-center gap-1">
      <Button
        size="sm"
        onClick={() => void copy()}
        disabled={!canCopy}
        title={t("Copy the selected widget or section")}
        aria-keyshortcuts="Control+C Meta+C"
      >
        {t("Copy")}
      </Button>
      <Button
        size="sm"
        onClick={() => void paste()}
        title={t("Paste after the selected widget or section")}
        aria-keyshortcuts="Control+V Meta+V"
      >
        {t("Paste")}
      </Button>
    </div>
  );
}
