// Restoring one widget or one section of the draft as it was in an older revision: pure operations over the editor
// document, run through the store's `apply` as one undo step. They take the semantic diff of the older revision
// against this very document (its pairs say which node is which) and name the node by its older pointer and/or its
// draft id, so they work on whatever the draft is when the author presses Restore.
//  - a widget on both sides goes back to its older place (when that section is still there) with its older
//    settings and visibility; a removed one comes back there; one added since is deleted;
//  - a section on both sides gets its older settings and widgets back: widgets it had that now sit elsewhere come
//    back (moved, not copied), widgets added since go, and widgets it took from another section go back there (or
//    stay, at the end of their region, when that section is gone); a removed section comes back, after the section
//    before it; a section added since is deleted.
import { produce } from "immer";
import { msg } from "../../../lib/i18n/msg";
import type { DiffDocument, LayoutDiff } from "../../../lib/layout/semantic-diff";
import type { LayoutCatalog } from "../model/catalog";
import { EditorOperationError } from "../model/errors";
import { newEditorID, withoutIDs } from "../model/ids";
import { deleteSection, insertWidget, moveWidget } from "../model/ops";
import { deleteWidget } from "../model/ops/delete-widget";
import { widgetPlace } from "../model/ops/op-helpers";
import { pointerTokens, walkNodes } from "../model/paths";
import { type EditorDocument, type EditorNode, isJsonObject, type JsonObject } from "../model/types";
import { isSectionKey } from "../model/widget-meta";

/** A node of the comparison: its pointer in the older revision and/or its id in the draft. */
export interface RestoreTarget {
  fromPointer: string | null;
  toID: string | null;
}

export interface RestoreInput {
  older: DiffDocument;
  /** diffLayouts(older, doc) for the document the operation receives. */
  diff: LayoutDiff;
  catalog: LayoutCatalog;
}

const SECTION_GONE = msg("That section is no longer in the layout: restore the section instead.");
const NOTHING = msg("There is nothing to restore there any more.");

interface OlderWidget {
  section: number;
  region: string;
  index: number;
  node: JsonObject;
}

function olderWidget(older: DiffDocument, pointer: string): OlderWidget {
  const [, section, region, index] = pointerTokens(pointer);
  const sectionNode = older.layout[Number(section)];
  const items = isJsonObject(sectionNode) && region !== undefined ? sectionNode[region] : undefined;
  const node = Array.isArray(items) ? items[Number(index)] : undefined;
  if (!isJsonObject(node) || region === undefined) throw new EditorOperationError(NOTHING);
  return { section: Number(section), region, index: Number(index), node };
}

/** The draft section paired with an older section index, or null. */
function draftSection(doc: EditorDocument, diff: LayoutDiff, olderIndex: number): EditorNode | null {
  const pair = diff.pairs.sections.find(([from]) => from === olderIndex);
  return pair ? (doc.layout[pair[1]] ?? null) : null;
}

/** The draft id of the widget paired with an older widget pointer, or null. */
function draftWidgetID(doc: EditorDocument, diff: LayoutDiff, olderPointer: string): string | null {
  const pair = diff.pairs.widgets.find(([from]) => from === olderPointer);
  const entry = pair ? walkNodes(doc).find((node) => node.pointer === pair[1]) : undefined;
  return entry?.kind === "widget" ? entry.node.$editorID : null;
}

/** Replaces a node's content (settings, visibility, regions) and keeps its id. */
function withContent(doc: EditorDocument, id: string, content: JsonObject): EditorDocument {
  const place = widgetPlace(doc, id);
  return produce(doc, (draft) => {
    const items = draft.layout[place.sectionIndex]?.[place.region];
    if (Array.isArray(items)) items[place.index] = { ...structuredClone(content), $editorID: id };
  });
}

export function restoreWidget(
  doc: EditorDocument,
  input: RestoreInput,
  target: RestoreTarget,
): EditorDocument {
  const { older, diff, catalog } = input;
  if (!target.fromPointer) {
    if (!target.toID) throw new EditorOperationError(NOTHING);
    return deleteWidget(doc, target.toID, catalog);
  }
  const was = olderWidget(older, target.fromPointer);
  const section = draftSection(doc, diff, was.section);
  const content = withoutIDs(was.node) as JsonObject;
  const place = section ? { sectionID: section.$editorID, region: was.region, index: was.index } : null;
  if (!target.toID) {
    if (!place) throw new EditorOperationError(SECTION_GONE);
    return insertWidget(doc, content, place, catalog);
  }
  const moved = place ? moveWidget(doc, target.toID, place, catalog) : doc;
  return withContent(moved, target.toID, content);
}

/** An older section's node for the draft: its widgets keep the draft ids of their pairs (else get fresh ones). */
function olderSectionNode(doc: EditorDocument, input: RestoreInput, olderIndex: number, id: string) {
  const node = input.older.layout[olderIndex];
  if (!isJsonObject(node)) throw new EditorOperationError(NOTHING);
  const out: JsonObject = { ...(withoutIDs(node) as JsonObject), $editorID: id };
  const reused = new Set<string>();
  for (const [region, items] of Object.entries(node)) {
    if (!Array.isArray(items)) continue;
    out[region] = items.map((item, index) => {
      const draftID = draftWidgetID(doc, input.diff, `/layout/${olderIndex}/${region}/${index}`);
      if (draftID) reused.add(draftID);
      return isJsonObject(item)
        ? { ...(withoutIDs(item) as JsonObject), $editorID: draftID ?? newEditorID() }
        : item;
    });
  }
  return { node: out as EditorNode, reused };
}

/** Takes the widgets with these ids out of every section. */
function takeOut(draft: EditorDocument, ids: ReadonlySet<string>): void {
  for (const section of draft.layout)
    for (const [region, items] of Object.entries(section))
      if (Array.isArray(items))
        section[region] = items.filter((item) => !(isJsonObject(item) && ids.has(String(item.$editorID))));
}

/** Where a widget the draft section took from elsewhere goes back to: its older place, if that section remains. */
function homeOf(doc: EditorDocument, input: RestoreInput, widget: EditorNode, olderIndex: number) {
  const entry = walkNodes(doc).find((node) => node.node.$editorID === widget.$editorID);
  const pair = entry ? input.diff.pairs.widgets.find(([, to]) => to === entry.pointer) : undefined;
  if (!pair) return { kind: "drop" as const };
  const was = olderWidget(input.older, pair[0]);
  const section = was.section === olderIndex ? null : draftSection(doc, input.diff, was.section);
  return section
    ? { kind: "home" as const, sectionID: section.$editorID, region: was.region, index: was.index }
    : { kind: "keep" as const };
}

function restorePairedSection(doc: EditorDocument, input: RestoreInput, olderIndex: number, id: string) {
  const current = doc.layout.find((section) => section.$editorID === id);
  if (!current) throw new EditorOperationError(NOTHING);
  const { node, reused } = olderSectionNode(doc, input, olderIndex, id);
  const displaced = Object.entries(current).flatMap(([region, items]) =>
    Array.isArray(items)
      ? items
          .filter((item): item is EditorNode => isJsonObject(item) && !reused.has(String(item.$editorID)))
          .map((item) => ({ region, item, home: homeOf(doc, input, item, olderIndex) }))
      : [],
  );
  return produce(doc, (draft) => {
    takeOut(draft, reused);
    const index = draft.layout.findIndex((section) => section.$editorID === id);
    draft.layout[index] = node;
    for (const { region, item, home } of displaced) {
      if (home.kind === "drop") continue;
      const section =
        home.kind === "home" ? draft.layout.find((s) => s.$editorID === home.sectionID) : draft.layout[index];
      const wanted = home.kind === "home" ? home.region : region;
      const items = section?.[wanted];
      if (!section || !Array.isArray(items)) continue;
      items.splice(home.kind === "home" ? Math.min(home.index, items.length) : items.length, 0, item);
    }
  });
}

/** A removed section back after the draft counterpart of the older section before it. */
function restoreRemovedSection(doc: EditorDocument, input: RestoreInput, olderIndex: number) {
  let at = 0;
  for (let before = olderIndex - 1; before >= 0; before--) {
    const pair = input.diff.pairs.sections.find(([from]) => from === before);
    if (pair) {
      at = pair[1] + 1;
      break;
    }
  }
  const { node, reused } = olderSectionNode(doc, input, olderIndex, newEditorID());
  if (!isSectionKey(node.$hydrate)) throw new EditorOperationError(NOTHING);
  return produce(doc, (draft) => {
    takeOut(draft, reused);
    draft.layout.splice(Math.min(at, draft.layout.length), 0, node);
  });
}

export function restoreSection(
  doc: EditorDocument,
  input: RestoreInput,
  target: { fromSection: number | null; toID: string | null },
): EditorDocument {
  if (target.fromSection === null) {
    if (!target.toID) throw new EditorOperationError(NOTHING);
    return deleteSection(doc, target.toID, input.catalog);
  }
  if (target.toID) return restorePairedSection(doc, input, target.fromSection, target.toID);
  return restoreRemovedSection(doc, input, target.fromSection);
}
