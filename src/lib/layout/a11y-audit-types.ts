// The layout accessibility audit's inputs and output (docs/reference/layout-documents.md#layout-accessibility-audit):
// a snapshot of the layout as rendered at one device width (collected from the DOM by the editor, serialisable, so
// the rules run anywhere and are tested on fixtures), the document the layout comes from, and the findings.

export type AuditDevice = "desktop" | "tablet" | "mobile";

export const AUDIT_DEVICES: readonly AuditDevice[] = ["desktop", "tablet", "mobile"];

/** The title bar has no editor id of its own; the audit names it by this one (the editor's TITLE_BAR_ID). */
export const AUDIT_TITLE_BAR = "titleBar";

export interface AuditRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A section, widget or the title bar as rendered, in document (reading and focus) order. */
export interface SnapshotNode {
  id: string;
  /** The nearest enclosing section or widget ("" at the top). */
  parent: string;
  /** Its box on the page (the union of its children's boxes). */
  rect: AuditRect;
  /** The text of the widget's own heading: its first one that is not inside a list item or an article. */
  title: string | null;
}

export interface SnapshotHeading {
  level: number;
  text: string;
  /** The innermost section, widget or title bar holding it. */
  node: string;
}

/** A landmark as assistive technology lists it: its role and accessible name ("" when it has none). */
export interface SnapshotLandmark {
  role: string;
  name: string;
  node: string;
  /** Drawn by a section (its sidebars), not by a widget: an author cannot rename it. */
  fromSection: boolean;
}

export interface SnapshotImage {
  node: string;
  src: string;
  /** null: no alt attribute at all. */
  alt: string | null;
  /** The image is the only content of a link or button, and its alt is empty: the control has no name. */
  namelessControl: boolean;
}

/** A column of a multi-column section. */
export interface SnapshotColumn {
  section: string;
  index: number;
  rect: AuditRect;
  /** The widgets directly in it, in order. */
  widgets: string[];
}

/** Colours of the theme in effect, as CSS colour strings (what the page's custom properties resolve to). */
export interface ThemeSurface {
  background: string;
  foreground: string;
}

export interface AuditTheme {
  page: ThemeSurface;
  banner: ThemeSurface;
  titleBar: ThemeSurface;
  button: ThemeSurface;
}

export interface CanvasSnapshot {
  device: AuditDevice;
  width: number;
  theme: AuditTheme;
  nodes: SnapshotNode[];
  headings: SnapshotHeading[];
  landmarks: SnapshotLandmark[];
  images: SnapshotImage[];
  columns: SnapshotColumn[];
}

export interface AuditWidget {
  id: string;
  /** Its `$hydrate` key. */
  key: string;
  /** Its props, without the `$` keys. */
  props: Record<string, unknown>;
  sectionID: string;
  region: string;
}

export interface AuditSection {
  id: string;
  key: string;
  /** 1-based, as people count sections. */
  number: number;
  /** Widget ids of every region, in document order. */
  widgets: string[];
}

/** The document, reduced to what the rules read. */
export interface AuditDocument {
  sections: AuditSection[];
  widgets: AuditWidget[];
  /** The title bar's props, without the `$` keys. */
  titleBar: Record<string, unknown> | null;
}

export type AuditRule =
  | "headingOrder"
  | "pageHeading"
  | "landmarks"
  | "imageAlt"
  | "contrast"
  | "readingOrder"
  | "emptyRegion"
  | "duplicateTitle";

export interface AuditFinding {
  rule: AuditRule;
  /** The section or widget to jump to (AUDIT_TITLE_BAR for the title bar). */
  node: string;
  /** The field of the node to fix, as a dot path of its props; "" for the node itself. */
  field: string;
  /** Where it happens, in AUDIT_DEVICES order. */
  devices: AuditDevice[];
  /** A message catalogue key (ICU), said with `values`. */
  message: string;
  values: Record<string, string | number>;
  /** Values naming other nodes: the value key → that node's id (the editor puts the node's name there). */
  names?: Record<string, string>;
}

/** One device's findings before they are merged across devices. */
export type DeviceFinding = Omit<AuditFinding, "devices"> & { device: AuditDevice };
