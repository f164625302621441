// Delete and duplicate act on whatever is selected (widget or section): shared by the shortcuts and toolbar
// buttons. Each returns the operation to apply plus what to announce and select afterwards.
import { englishT, type TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import { deleteSection } from "../model/ops/delete-section";
import { deleteWidget } from "../model/ops/delete-widget";
import { duplicateSection } from "../model/ops/duplicate-section";
import { duplicateWidget } from "../model/ops/duplicate-widget";
import { findNode, locate } from "../model/paths";
import { nodeLabel } from "../model/regions";
import type { EditorDocument, Selection } from "../model/types";

export interface SelectionAction {
  label: string;
  op: (doc: EditorDocument) => EditorDocument;
  announcement: string;
  /** The selection after the action, read from the new document. */
  selectAfter: (next: EditorDocument) => Selection;
}

export function deleteAction(
  doc: EditorDocument,
  selection: Selection,
  catalog: LayoutCatalog,
  t: TranslateFn = englishT,
): SelectionAction | null {
  if (!selection) return null;
  const node = findNode(doc, selection.id);
  if (!node) return null;
  const name = nodeLabel(node, catalog);
  return {
    label: t("Delete {name}", { name }),
    op: (current) =>
      selection.kind === "section"
        ? deleteSection(current, selection.id, catalog)
        : deleteWidget(current, selection.id, catalog),
    announcement: t("{name} deleted", { name }),
    selectAfter: () => null,
  };
}

export function duplicateAction(
  doc: EditorDocument,
  selection: Selection,
  catalog: LayoutCatalog,
  t: TranslateFn = englishT,
): SelectionAction | null {
  if (!selection) return null;
  const node = findNode(doc, selection.id);
  if (!node) return null;
  const name = nodeLabel(node, catalog);
  const sectionIndex = doc.layout.findIndex((section) => section.$editorID === selection.id);
  const place = locate(doc, selection.id);
  return {
    label: t("Duplicate {name}", { name }),
    op: (current) =>
      selection.kind === "section"
        ? duplicateSection(current, selection.id, catalog)
        : duplicateWidget(current, selection.id, catalog),
    announcement: t("{name} duplicated", { name }),
    // The copy sits right after the original.
    selectAfter: (next) => {
      if (selection.kind === "section") {
        const copy = next.layout[sectionIndex + 1];
        return copy ? { kind: "section", id: copy.$editorID } : null;
      }
      if (!place) return null;
      const section = next.layout.find((s) => s.$editorID === place.sectionID);
      const items = section?.[place.region];
      const copy = Array.isArray(items) ? (items[place.index + 1] as { $editorID?: unknown }) : undefined;
      return typeof copy?.$editorID === "string" ? { kind: "widget", id: copy.$editorID } : null;
    },
  };
}
