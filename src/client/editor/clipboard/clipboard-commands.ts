// Copy and paste as the editor performs them, whatever asked (a shortcut, a toolbar button): build the clipboard
// text of the selection, or paste a clipboard text as one undoable step, then say what happened in the editor's
// live region. A refusal is also shown as a toast, since a paste can fail for reasons the person cannot see
// (a widget this page type does not offer, a prop its schema refuses).
import { toast } from "../../../ui/toast-store";
import { describeTarget } from "../dnd/announcement-text";
import { copyEnvelope, readEnvelope, serializeEnvelope } from "../model/clipboard";
import { EditorOperationError } from "../model/errors";
import { type PastePlace, type PasteResult, pasteNode } from "../model/ops/paste-node";
import { nodeLabel } from "../model/regions";
import type { EditorStore } from "../store/editor-store";

const NOTHING_COPIED = "Nothing to paste: copy a widget or a section first.";

/** Announces a refusal in the live region and a toast. */
function refuse(editor: EditorStore, reason: string): void {
  editor.getState().announce(reason);
  toast.error(reason);
}

/** The clipboard text of the selected widget or section, or null (the reason announced) when there is none. */
export function copySelectionText(editor: EditorStore): { text: string; name: string } | null {
  const { doc, selection, catalog } = editor.getState();
  try {
    const { envelope, name } = copyEnvelope(doc, selection, catalog);
    return {
      text: serializeEnvelope(envelope),
      name: envelope.kind === "section" ? `${name} section` : name,
    };
  } catch (error) {
    if (!(error instanceof EditorOperationError)) throw error;
    refuse(editor, error.message);
    return null;
  }
}

export function announceCopied(editor: EditorStore, name: string): void {
  editor.getState().announce(`${name} copied. Paste it with Ctrl+V, here or in another layout.`);
}

function pastedText(editor: EditorStore, result: PasteResult): string {
  const { doc } = editor.getState();
  const left =
    result.leftOut.length > 0 ? ` Left out ${result.leftOut.join(", ")}: already on this page.` : "";
  const unknown =
    result.unknownKeys.length > 0
      ? ` Unknown properties ${result.unknownKeys.join(", ")} are dropped when the layout is saved (see Problems).`
      : "";
  if ("sectionIndex" in result.target)
    return `${result.name} section pasted at position ${result.target.sectionIndex + 1} of ${doc.layout.length}.${left}${unknown}`;
  return `${result.name} pasted into ${describeTarget(doc, result.target, result.editorID)}.${unknown}`;
}

/**
 * Pastes a clipboard text at the place (the selection, or a region an "Add widget" button picked): one history
 * step, the pasted node selected. Returns its id, or null when refused (the reason announced and toasted).
 */
export function pasteClipboardText(
  editor: EditorStore,
  text: string | null,
  region: PastePlace["region"] = null,
): string | null {
  if (text === null || text.trim() === "") {
    refuse(editor, NOTHING_COPIED);
    return null;
  }
  try {
    const content = readEnvelope(text);
    const { catalog } = editor.getState();
    const name = nodeLabel(content.node, catalog);
    let result: PasteResult | null = null;
    const ok = editor.getState().apply(`Paste ${name}`, (doc) => {
      result = pasteNode(doc, content, { selection: editor.getState().selection, region }, catalog);
      return result.doc;
    });
    const pasted = result as PasteResult | null;
    if (!ok || !pasted) {
      refuse(editor, editor.getState().announcement || `${name} was not pasted.`);
      return null;
    }
    editor.getState().select({ kind: pasted.kind, id: pasted.editorID });
    editor.getState().announce(pastedText(editor, pasted));
    return pasted.editorID;
  } catch (error) {
    if (!(error instanceof EditorOperationError)) throw error;
    refuse(editor, error.message);
    return null;
  }
}
