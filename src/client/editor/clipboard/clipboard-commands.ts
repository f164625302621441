// Copy and paste as the editor performs them, whatever asked (a shortcut, a toolbar button): build the clipboard
// text of the selection, or paste a clipboard text as one undoable step, then say what happened in the editor's
// live region. A refusal is also shown as a toast, since a paste can fail for reasons the person cannot see
// (a widget this page type does not offer, a prop its schema refuses).
import { msg } from "../../../lib/i18n/msg";
import { toast } from "../../../ui/toast-store";
import { describeTarget } from "../dnd/announcement-text";
import { copyEnvelope, readEnvelope, serializeEnvelope } from "../model/clipboard";
import { EditorOperationError } from "../model/errors";
import { type PastePlace, type PasteResult, pasteNode } from "../model/ops/paste-node";
import { nodeLabel } from "../model/regions";
import type { EditorStore } from "../store/editor-store";

const NOTHING_COPIED = msg("Nothing to paste: copy a widget or a section first.");

/** Announces a refusal in the live region and a toast. */
function refuse(editor: EditorStore, reason: string): void {
  editor.getState().announce(reason);
  toast.error(reason);
}

/** The clipboard text of the selected widget or section, or null (the reason announced) when there is none. */
export function copySelectionText(editor: EditorStore): { text: string; name: string } | null {
  const { doc, selection, catalog, t } = editor.getState();
  try {
    const { envelope, name } = copyEnvelope(doc, selection, catalog);
    return {
      text: serializeEnvelope(envelope),
      name: envelope.kind === "section" ? t("{name} section", { name }) : name,
    };
  } catch (error) {
    if (!(error instanceof EditorOperationError)) throw error;
    refuse(editor, error.say(t));
    return null;
  }
}

export function announceCopied(editor: EditorStore, name: string): void {
  const { announce, t } = editor.getState();
  announce(t("{name} copied. Paste it with Ctrl+V, here or in another layout.", { name }));
}

function pastedText(editor: EditorStore, result: PasteResult): string {
  const { doc, t } = editor.getState();
  // Lists of names and keys, not sentences: joined as they are.
  const left =
    result.leftOut.length > 0
      ? ` ${t("Left out {names}: already on this page.", { names: result.leftOut.join(", ") })}`
      : "";
  const unknown =
    result.unknownKeys.length > 0
      ? ` ${t("Unknown properties {keys} are dropped when the layout is saved (see Problems).", {
          keys: result.unknownKeys.join(", "),
        })}`
      : "";
  const pasted =
    "sectionIndex" in result.target
      ? t("{name} section pasted at position {position} of {count}.", {
          name: result.name,
          position: result.target.sectionIndex + 1,
          count: doc.layout.length,
        })
      : t("{name} pasted into {place}.", {
          name: result.name,
          place: describeTarget(doc, result.target, result.editorID, t),
        });
  return `${pasted}${"sectionIndex" in result.target ? left : ""}${unknown}`;
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
  const { t } = editor.getState();
  if (text === null || text.trim() === "") {
    refuse(editor, t(NOTHING_COPIED));
    return null;
  }
  try {
    const content = readEnvelope(text);
    const { catalog } = editor.getState();
    const name = nodeLabel(content.node, catalog);
    let result: PasteResult | null = null;
    const ok = editor.getState().apply(t("Paste {name}", { name }), (doc) => {
      result = pasteNode(doc, content, { selection: editor.getState().selection, region }, catalog);
      return result.doc;
    });
    const pasted = result as PasteResult | null;
    if (!ok || !pasted) {
      refuse(editor, editor.getState().announcement || t("{name} was not pasted.", { name }));
      return null;
    }
    editor.getState().select({ kind: pasted.kind, id: pasted.editorID });
    editor.getState().announce(pastedText(editor, pasted));
    return pasted.editorID;
  } catch (error) {
    if (!(error instanceof EditorOperationError)) throw error;
    refuse(editor, error.say(t));
    return null;
  }
}
