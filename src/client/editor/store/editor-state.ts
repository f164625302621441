// The editor store's state and actions (contract). Documents live in `doc`/`past`/`future`; everything else is UI
// state shared by the canvas, outline, panels and shortcuts.
import type { EditorI18n, TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import type { EditorDocument, JsonObject, Problem, Selection } from "../model/types";

export type EditorPanel = "settings" | "json" | "problems" | "revisions" | "visibility" | "cost";
/** "all" = the three devices side by side. */
export type EditorDevice = "desktop" | "tablet" | "mobile" | "all";
/** A number is a role id. */
export type EditorViewAs = "self" | "guest" | number;

interface FocusRequest {
  editorID: string;
  field: string;
  /** Grows on every request, so asking twice for the same field focuses it twice. */
  nonce: number;
}

export interface EditorState {
  doc: EditorDocument;
  past: EditorDocument[];
  future: EditorDocument[];
  /** Labels of the steps in `past` / `future` (same lengths), for "Undid …" announcements. */
  pastLabels: string[];
  futureLabels: string[];
  problems: Problem[];
  /** Keys the schemas do not model: dropped when the layout is saved, shown but never blocking. */
  warnings: Problem[];
  catalog: LayoutCatalog;
  selection: Selection;
  hover: string | null;
  panel: EditorPanel;
  device: EditorDevice;
  viewAs: EditorViewAs;
  focusRequest: FocusRequest | null;
  /** The page's `t`: announcements, refusals and history labels are said in the page's language. */
  t: TranslateFn;
  /** Polite live-region text for non-drag actions. */
  announcement: string;
  saved: { revisionID: number | null; dirty: boolean };

  /**
   * Runs a pure operation: history + revalidation; false (and the refusal announced) on EditorOperationError.
   * `coalesce`: joins the previous step when it had the same label and came less than a second ago (typing).
   */
  apply(
    label: string,
    op: (doc: EditorDocument) => EditorDocument,
    options?: { coalesce?: boolean },
  ): boolean;
  /** From the JSON pane (already parsed): keeps ids where it can; one history step. False when refused. */
  replaceDocument(saved: JsonObject): boolean;
  undo(): void;
  redo(): void;
  select(selection: Selection): void;
  setHover(id: string | null): void;
  setPanel(panel: EditorPanel): void;
  setDevice(device: EditorDevice): void;
  setViewAs(viewAs: EditorViewAs): void;
  /** Selects the node, opens settings; the form focuses the field. */
  requestFocus(editorID: string, field: string): void;
  announce(text: string): void;
  /** dirty=false */
  markSaved(revisionID: number): void;
  /** Deletes the selected widget or section; announces "Recent Posts deleted" or the refusal. */
  deleteSelection(): boolean;
  /** Duplicates the selected widget or section, selects the copy, and announces it (or the refusal). */
  duplicateSelection(): boolean;
}

export interface EditorStoreOptions {
  document: EditorDocument;
  catalog: LayoutCatalog;
  /** The revision the document was loaded from (null: never saved). */
  revisionID?: number | null;
  /** The page's translator (default English): what the editor says, and the catalog's names. */
  i18n?: EditorI18n;
}
