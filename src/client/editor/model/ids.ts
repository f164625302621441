// Stable editor ids: every section and widget carries `$editorID` while edited. A JSON edit goes through
// withEditorIDs, which keeps the id of a node still at the same pointer with the same $hydrate, so the
// selection survives typing in the JSON pane.
import { msg } from "../../../lib/i18n/msg";
import { EditorOperationError } from "./errors";
import { sectionRegions } from "./regions";
import {
  type EditorDocument,
  type EditorNode,
  isJsonObject,
  type JsonObject,
  type SavedLayoutDocument,
} from "./types";
import { VALUE_NODES } from "./widget-meta";

export type EditorIDGenerator = () => string;

let counter = 0;
/** A fresh id, unique in this page (ids are never saved, so uniqueness across sessions does not matter). */
export const newEditorID: EditorIDGenerator = () => `e${(++counter).toString(36)}`;

/** Deterministic ids "n1", "n2"… for tests and stories. */
export function sequentialEditorIDs(prefix = "n"): EditorIDGenerator {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** A node that gets an editor id: an object with a widget $hydrate key (not a param/literal/sprintf value). */
export function isWidgetNode(value: unknown): value is JsonObject & { $hydrate: string } {
  return isJsonObject(value) && typeof value.$hydrate === "string" && !VALUE_NODES.has(value.$hydrate);
}

/** A deep copy of a value without any `$editorID` (the saved form of a node). */
export function withoutIDs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIDs);
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) if (key !== "$editorID") out[key] = withoutIDs(child);
  return out;
}

/** The saved form: `{ name, layoutViewType, titleBar, layout }` without any `$editorID`. */
export function stripEditorIDs(doc: EditorDocument): SavedLayoutDocument {
  return {
    name: doc.name,
    layoutViewType: doc.layoutViewType,
    titleBar: withoutIDs(doc.titleBar) as JsonObject,
    layout: doc.layout.map((node) => withoutIDs(node) as JsonObject),
  };
}

/** `pointer → id` of the previous document's nodes, keyed with their $hydrate so a replaced node gets a new id. */
function previousIDs(previous: EditorDocument | null | undefined): Map<string, string> {
  const ids = new Map<string, string>();
  previous?.layout.forEach((section, s) => {
    ids.set(`/layout/${s}|${section.$hydrate}`, section.$editorID);
    for (const region of sectionRegions(section.$hydrate)) {
      const items = section[region];
      if (!Array.isArray(items)) continue;
      items.forEach((item, i) => {
        if (isWidgetNode(item) && typeof item.$editorID === "string")
          ids.set(`/layout/${s}/${region}/${i}|${item.$hydrate}`, item.$editorID);
      });
    }
  });
  return ids;
}

/** Gives a section (or widget) node and the widgets in its regions ids: kept ones via `idFor`, else fresh. */
function assignIDs(
  node: JsonObject & { $hydrate: string },
  pointer: string,
  idFor: (pointer: string, hydrate: string) => string,
): EditorNode {
  const out: JsonObject = { ...node, $editorID: idFor(pointer, node.$hydrate) };
  for (const region of sectionRegions(node.$hydrate)) {
    const items = out[region];
    if (!Array.isArray(items)) continue;
    out[region] = items.map((item, i) =>
      isWidgetNode(item) ? { ...item, $editorID: idFor(`${pointer}/${region}/${i}`, item.$hydrate) } : item,
    );
  }
  return out as EditorNode;
}

/**
 * An editor document from a saved one. Ids of `previous` are kept for nodes at the same pointer with the same
 * $hydrate; other nodes get fresh ids from `nextID`. Throws EditorOperationError when `layout` is not a list of
 * nodes (the JSON pane only applies documents that parse).
 */
export function withEditorIDs(
  saved: SavedLayoutDocument | JsonObject,
  previous?: EditorDocument | null,
  nextID: EditorIDGenerator = newEditorID,
): EditorDocument {
  const copy = withoutIDs(structuredClone(saved)) as JsonObject;
  if (!Array.isArray(copy.layout))
    throw new EditorOperationError(msg("The layout must be a list of sections."));
  const kept = previousIDs(previous);
  const idFor = (pointer: string, hydrate: string) => kept.get(`${pointer}|${hydrate}`) ?? nextID();
  const layout = copy.layout.map((node, index) => {
    if (!isWidgetNode(node))
      throw new EditorOperationError((t) =>
        t("Item {number} of the layout is not a section node.", { number: index + 1 }),
      );
    return assignIDs(node, `/layout/${index}`, idFor);
  });
  const layoutID = copy.layoutID;
  return {
    layoutID:
      typeof layoutID === "number" || typeof layoutID === "string" ? layoutID : (previous?.layoutID ?? null),
    name: typeof copy.name === "string" ? copy.name : (previous?.name ?? ""),
    layoutViewType:
      typeof copy.layoutViewType === "string" ? copy.layoutViewType : (previous?.layoutViewType ?? ""),
    titleBar: isJsonObject(copy.titleBar) ? copy.titleBar : { $hydrate: "react.titleBar" },
    layout,
  };
}

/** A copy of a node (section or widget) with fresh ids on it and its region widgets: for insert and duplicate. */
export function withFreshIDs(node: JsonObject, nextID: EditorIDGenerator = newEditorID): EditorNode {
  const copy = withoutIDs(structuredClone(node));
  if (!isWidgetNode(copy))
    throw new EditorOperationError(msg("Only widget and section nodes can be inserted."));
  return assignIDs(copy, "", () => nextID());
}
