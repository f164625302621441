// The WAI-ARIA tree keyboard model over the visible rows: Up/Down move, Right expands or enters, Left collapses
// or goes to the parent, Home/End jump, a letter jumps to the next row starting with it. Returns what to do;
// the component does it.
import type { VisibleRow } from "./outline-tree";

export type TreeKeyAction =
  | { type: "focus"; id: string }
  | { type: "expand"; id: string }
  | { type: "collapse"; id: string }
  | null;

export function treeKeyAction(rows: VisibleRow[], currentID: string, key: string): TreeKeyAction {
  const index = rows.findIndex((row) => row.node.id === currentID);
  const row = rows[index];
  if (!row) return rows[0] ? { type: "focus", id: rows[0].node.id } : null;
  const focus = (target: VisibleRow | undefined): TreeKeyAction =>
    target && target.node.id !== currentID ? { type: "focus", id: target.node.id } : null;
  const hasChildren = row.node.children.length > 0;
  switch (key) {
    case "ArrowDown":
      return focus(rows[index + 1]);
    case "ArrowUp":
      return focus(rows[index - 1]);
    case "Home":
      return focus(rows[0]);
    case "End":
      return focus(rows[rows.length - 1]);
    case "ArrowRight":
      if (!hasChildren) return null;
      return row.expanded ? focus(rows[index + 1]) : { type: "expand", id: row.node.id };
    case "ArrowLeft":
      if (hasChildren && row.expanded) return { type: "collapse", id: row.node.id };
      return row.parentID ? { type: "focus", id: row.parentID } : null;
    default:
      return key.length === 1 && key.trim() !== "" ? typeahead(rows, index, key) : null;
  }
}

/** The next visible row (after the current one, wrapping) whose label starts with the typed character. */
function typeahead(rows: VisibleRow[], index: number, character: string): TreeKeyAction {
  const wanted = character.toLocaleLowerCase();
  for (let step = 1; step < rows.length; step++) {
    const row = rows[(index + step) % rows.length];
    if (row?.node.label.toLocaleLowerCase().startsWith(wanted)) return { type: "focus", id: row.node.id };
  }
  return null;
}
