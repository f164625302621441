// Reading and focus order against visual order (WCAG 1.3.2, 2.4.3), and empty regions. Screen readers and the Tab
// key follow the document; when a section's columns stack (tablet, mobile), a widget read later may be drawn above
// one read earlier (the three-column section puts its middle column first on mobile). Empty sections and columns
// leave blank space that the layout did not mean.
import { msg } from "../i18n/msg";
import type {
  AuditDocument,
  AuditRect,
  CanvasSnapshot,
  DeviceFinding,
  SnapshotColumn,
  SnapshotNode,
} from "./a11y-audit-types";

const OUT_OF_ORDER = msg(
  "“{above}” shows above “{below}”, but screen readers and the Tab key reach “{below}” first: the stacked columns are drawn in another order than they are read.",
);
const EMPTY_SECTION = msg("Section {number} has no widgets: it only adds blank space to the page.");
const NOTHING_SHOWN = msg(
  "Section {number} shows nothing here: all its widgets are hidden on this device or for this viewer, leaving blank space.",
);
const EMPTY_COLUMN = msg(
  "Column {index} of {count} in section {number} is empty here while the others are not: it leaves a blank column.",
);

const FULL_WIDTH = "react.section.full-width";

const hasBox = (rect: AuditRect) => rect.width > 0 && rect.height > 0;

function horizontalOverlap(a: AuditRect, b: AuditRect): number {
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
}

/** One above the other (not side by side): they share most of the narrower one's width. */
function stacked(a: AuditRect, b: AuditRect): boolean {
  return horizontalOverlap(a, b) > 0.5 * Math.min(a.width, b.width);
}

/** The first pair of a section's widgets where the later one in reading order is drawn wholly above the earlier. */
export function firstOutOfOrder(widgets: readonly SnapshotNode[]): { above: string; below: string } | null {
  const boxed = widgets.filter((widget) => hasBox(widget.rect));
  for (const [index, earlier] of boxed.entries())
    for (const later of boxed.slice(index + 1))
      if (stacked(earlier.rect, later.rect) && later.rect.y + later.rect.height <= earlier.rect.y + 1)
        return { above: later.id, below: earlier.id };
  return null;
}

/** Items grouped by a key, each group in the items' order (one pass). */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export function readingOrderFindings(snapshot: CanvasSnapshot, doc: AuditDocument): DeviceFinding[] {
  const children = groupBy(snapshot.nodes, (node) => node.parent);
  return doc.sections.flatMap((section) => {
    const pair = firstOutOfOrder(children.get(section.id) ?? []);
    if (!pair) return [];
    return [
      {
        rule: "readingOrder",
        node: section.id,
        field: "",
        device: snapshot.device,
        message: OUT_OF_ORDER,
        values: { ...pair },
        names: { ...pair },
      },
    ];
  });
}

function emptyColumns(
  snapshot: CanvasSnapshot,
  columns: readonly SnapshotColumn[],
  sectionID: string,
  number: number,
): DeviceFinding[] {
  if (!columns.some((column) => column.widgets.length > 0)) return [];
  return columns
    .filter(
      (column) =>
        column.widgets.length === 0 &&
        column.rect.width > 0 &&
        columns.some((other) => other !== column && horizontalOverlap(other.rect, column.rect) <= 0),
    )
    .map((column) => ({
      rule: "emptyRegion",
      node: sectionID,
      field: "",
      device: snapshot.device,
      message: EMPTY_COLUMN,
      values: { index: column.index + 1, count: columns.length, number },
    }));
}

export function emptyRegionFindings(snapshot: CanvasSnapshot, doc: AuditDocument): DeviceFinding[] {
  const shown = new Set(snapshot.nodes.map((node) => node.id));
  const withWidgets = new Set(snapshot.nodes.map((node) => node.parent));
  const columns = groupBy(snapshot.columns, (column) => column.section);
  return doc.sections.flatMap((section): DeviceFinding[] => {
    if (!shown.has(section.id)) return [];
    const base = { rule: "emptyRegion" as const, node: section.id, field: "", device: snapshot.device };
    const values = { number: section.number };
    if (section.widgets.length === 0) return [{ ...base, message: EMPTY_SECTION, values }];
    // A full-width section has no spacing of its own (sections.css): with nothing in it, nothing shows.
    if (!withWidgets.has(section.id))
      return section.key === FULL_WIDTH ? [] : [{ ...base, message: NOTHING_SHOWN, values }];
    return emptyColumns(snapshot, columns.get(section.id) ?? [], section.id, section.number);
  });
}
