// The outline's tree (sections → regions → widgets) built from the document, and its visible rows once collapsed
// items are hidden. Pure, so the keyboard model and the drag targets are tested without React.
import { englishT, type TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import { isWidgetNode } from "../model/ids";
import { nodeLabel, regionLabel, sectionRegions } from "../model/regions";
import type { EditorDocument } from "../model/types";

type OutlineKind = "section" | "region" | "widget";

export interface OutlineNode {
  /** Tree item id: the editor id of a section or widget; `${sectionID}:${region}` for a region. */
  id: string;
  kind: OutlineKind;
  label: string;
  /** The section or widget this row stands for (a region's section). */
  editorID: string;
  sectionID: string;
  /** 0-based position of the section in the layout. */
  sectionIndex: number;
  /** Regions and widgets. */
  region?: string;
  children: OutlineNode[];
}

const regionItemID = (sectionID: string, region: string) => `${sectionID}:${region}`;

export function buildOutline(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  t: TranslateFn = englishT,
): OutlineNode[] {
  return doc.layout.map((section, sectionIndex) => {
    const sectionID = section.$editorID;
    const regions = sectionRegions(section.$hydrate).map((region): OutlineNode => {
      const items = Array.isArray(section[region]) ? (section[region] as unknown[]) : [];
      const widgets = items.flatMap((item): OutlineNode[] =>
        isWidgetNode(item) && typeof item.$editorID === "string"
          ? [
              {
                id: item.$editorID,
                kind: "widget",
                label: nodeLabel(item, catalog),
                editorID: item.$editorID,
                sectionID,
                sectionIndex,
                region,
                children: [],
              },
            ]
          : [],
      );
      return {
        id: regionItemID(sectionID, region),
        kind: "region",
        label: regionLabel(section.$hydrate, region, t),
        editorID: sectionID,
        sectionID,
        sectionIndex,
        region,
        children: widgets,
      };
    });
    return {
      id: sectionID,
      kind: "section",
      label: nodeLabel(section, catalog),
      editorID: sectionID,
      sectionID,
      sectionIndex,
      children: regions,
    };
  });
}

/** A row of the tree as shown: its node plus the ARIA position facts. */
export interface VisibleRow {
  node: OutlineNode;
  level: number;
  /** 1-based position among its siblings, and the number of siblings. */
  posInSet: number;
  setSize: number;
  parentID: string | null;
  expanded: boolean;
}

/** Depth-first rows, skipping the children of collapsed items. */
export function visibleRows(tree: OutlineNode[], collapsed: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (nodes: OutlineNode[], level: number, parentID: string | null) => {
    nodes.forEach((node, index) => {
      const expanded = node.children.length > 0 && !collapsed.has(node.id);
      rows.push({ node, level, posInSet: index + 1, setSize: nodes.length, parentID, expanded });
      if (expanded) walk(node.children, level + 1, node.id);
    });
  };
  walk(tree, 1, null);
  return rows;
}

/** The ids of the rows that must be expanded for an item to show (its section and region). */
export function ancestorsOf(tree: OutlineNode[], id: string): string[] {
  for (const section of tree) {
    if (section.id === id) return [];
    for (const region of section.children) {
      if (region.id === id) return [section.id];
      if (region.children.some((widget) => widget.id === id)) return [section.id, region.id];
    }
  }
  return [];
}
