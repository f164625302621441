// Fixtures for the layout accessibility audit's rules: snapshots of a rendered layout as the editor collects them
// (src/client/editor/audit/collect-snapshot.ts) and documents reduced as the editor reduces them.
import type {
  AuditDevice,
  AuditDocument,
  AuditRect,
  AuditTheme,
  CanvasSnapshot,
  SnapshotNode,
} from "../../../../src/lib/layout/a11y-audit-types";

/** The default theme's colours (src/client/styles.css). */
export const THEME: AuditTheme = {
  page: { background: "#ffffff", foreground: "#1c2330" },
  banner: { background: "#143f78", foreground: "#ffffff" },
  titleBar: { background: "#1a5fb4", foreground: "#ffffff" },
  button: { background: "#1a5fb4", foreground: "#ffffff" },
};

const WIDTHS: Record<AuditDevice, number> = { desktop: 1280, tablet: 1024, mobile: 375 };

export function snapshot(
  device: AuditDevice,
  parts: Partial<Omit<CanvasSnapshot, "device">> = {},
): CanvasSnapshot {
  return {
    device,
    width: WIDTHS[device],
    theme: THEME,
    nodes: [],
    headings: [],
    landmarks: [],
    images: [],
    columns: [],
    ...parts,
  };
}

export const rect = (x: number, y: number, width: number, height: number): AuditRect => ({
  x,
  y,
  width,
  height,
});

const NO_BOX = rect(0, 0, 0, 0);

export function node(
  id: string,
  parent = "",
  box: AuditRect = NO_BOX,
  title: string | null = null,
): SnapshotNode {
  return { id, parent, rect: box, title };
}

interface WidgetSpec {
  id: string;
  key?: string;
  props?: Record<string, unknown>;
  region?: string;
}

interface SectionSpec {
  id: string;
  key?: string;
  widgets?: WidgetSpec[];
}

/** A document: sections with their widgets (in one region unless said), and a title bar. */
export function auditDocument(
  sections: SectionSpec[],
  titleBar: Record<string, unknown> = {},
): AuditDocument {
  return {
    sections: sections.map((section, index) => ({
      id: section.id,
      key: section.key ?? "react.section.1-column",
      number: index + 1,
      widgets: (section.widgets ?? []).map((widget) => widget.id),
    })),
    widgets: sections.flatMap((section) =>
      (section.widgets ?? []).map((widget) => ({
        id: widget.id,
        key: widget.key ?? "react.html",
        props: widget.props ?? {},
        sectionID: section.id,
        region: widget.region ?? "children",
      })),
    ),
    titleBar,
  };
}

/** The nodes of a document as rendered: the title bar, each section, then its widgets. */
export function renderedNodes(doc: AuditDocument, hidden: readonly string[] = []): SnapshotNode[] {
  const nodes = [node("titleBar")];
  for (const section of doc.sections) {
    nodes.push(node(section.id));
    for (const id of section.widgets) if (!hidden.includes(id)) nodes.push(node(id, section.id));
  }
  return nodes;
}
