// The editor's in-memory layout document: the stored document plus a stable `$editorID` on every section and
// widget, so selection, drag ids and React keys survive moves and JSON edits. Ids are never saved.

export type JsonObject = Record<string, unknown>;

/** A section or widget while editing: the stored node plus a stable id (never saved, never shown in JSON). */
export interface EditorNode extends JsonObject {
  $hydrate: string;
  $editorID: string;
  $middleware?: JsonObject;
}

export interface EditorDocument {
  /** null: not saved yet. */
  layoutID: number | string | null;
  name: string;
  layoutViewType: string;
  /** { $hydrate: "react.titleBar", ... } */
  titleBar: JsonObject;
  /** Top level: sections only. */
  layout: EditorNode[];
}

/** The saved form of a document (what the API stores and the JSON pane shows). */
export interface SavedLayoutDocument {
  name: string;
  layoutViewType: string;
  titleBar: JsonObject;
  layout: JsonObject[];
}

/** Where a widget sits or goes: a region of a section, and the index inside it. */
export interface WidgetTarget {
  sectionID: string;
  region: string;
  index: number;
}

/**
 * The title bar's stand-in editor id: it is not a section or widget (no `$editorID`, not in `layout`), but it is
 * selected, focused and given form field ids (`field-titleBar-…`) like one.
 */
export const TITLE_BAR_ID = "titleBar";

export type Selection =
  | { kind: "section" | "widget"; id: string }
  | { kind: "titleBar"; id: typeof TITLE_BAR_ID }
  | null;

export interface Problem {
  /** The widget/section the problem belongs to (null: document-level, e.g. a missing asset). */
  editorID: string | null;
  /** JSON pointer into the saved document, e.g. "/layout/1/mainBottom/0/apiParams/limit". */
  pointer: string;
  /** Dot path inside the node's props, "" for the node itself, e.g. "apiParams.limit". */
  field: string;
  message: string;
  code: string;
}

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
