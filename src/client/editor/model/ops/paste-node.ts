// Pasting a copied widget or section (read and migrated by model/clipboard.ts) into a document, possibly of
// another view type. Checked before anything changes: the view type must offer the widget (its catalog), the place
// must accept it (allowed widgets per section), a page asset is not placed twice, and the pasted node must have no
// problem by the same schema rules the server applies (precompiled validators), else the paste is refused with the
// reason. Keys the schemas do not model do not refuse it: they are named, and dropped when the layout is saved.
import type { TranslateFn } from "../../i18n";
import { acceptsWidgetIn, catalogItem, isAsset, type LayoutCatalog } from "../catalog";
import type { ClipboardContent } from "../clipboard";
import { EditorOperationError } from "../errors";
import { isWidgetNode } from "../ids";
import { locate, walkNodes } from "../paths";
import { checkDocument } from "../problems";
import { nodeLabel, regionLabel, sectionRegions } from "../regions";
import type { EditorDocument, JsonObject, Problem, Selection, WidgetTarget } from "../types";
import { insertSection } from "./insert-section";
import { insertWidget } from "./insert-widget";

export interface PastePlace {
  selection: Selection;
  /** A region picked with its "Add widget" button: a widget goes at its end, a section after its section. */
  region?: { sectionID: string; region: string } | null;
}

export interface PasteResult {
  doc: EditorDocument;
  /** The pasted node's new id. */
  editorID: string;
  kind: ClipboardContent["kind"];
  name: string;
  /** Where a widget went (a section: its index in the layout). */
  target: WidgetTarget | { sectionIndex: number };
  /** Page assets a pasted section held that the page already has: left out. */
  leftOut: string[];
  /** Fields of the pasted node(s) the schemas do not model (dropped on save), e.g. "apiParams.colour". */
  unknownKeys: string[];
}

function sectionTitle(catalog: LayoutCatalog, sectionKey: string): string {
  return catalogItem(catalog, sectionKey)?.name ?? sectionKey;
}

/** Hydrate keys of every node already in the document. */
function usedKeys(doc: EditorDocument): Set<string> {
  return new Set(walkNodes(doc).map((entry) => entry.node.$hydrate));
}

function notOffered(catalog: LayoutCatalog, node: JsonObject): EditorOperationError {
  return new EditorOperationError((t) =>
    t("{name} isn't available in {viewType} layouts.", {
      name: nodeLabel(node, catalog),
      viewType: catalog.layoutViewType,
    }),
  );
}

/** Where a pasted widget goes, or why it can't go there. */
function widgetTarget(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  key: string,
  name: string,
  place: PastePlace,
): WidgetTarget {
  const length = (sectionIndex: number, region: string) => {
    const items = doc.layout[sectionIndex]?.[region];
    return Array.isArray(items) ? items.length : 0;
  };
  const refuse = (sectionIndex: number, region?: string) => {
    const section = doc.layout[sectionIndex];
    const title = section ? sectionTitle(catalog, section.$hydrate) : "";
    const values = { name, number: sectionIndex + 1, title };
    return new EditorOperationError((t) =>
      region && section
        ? t('{name} can\'t go in the {region} of section {number} ("{title}").', {
            ...values,
            region: regionLabel(section.$hydrate, region, t),
          })
        : t('{name} can\'t go in section {number} ("{title}").', values),
    );
  };
  const { selection, region: picked } = place;
  if (picked) {
    const index = doc.layout.findIndex((s) => s.$editorID === picked.sectionID);
    const section = doc.layout[index];
    if (section) {
      if (!acceptsWidgetIn(catalog, section.$hydrate, picked.region, key)) throw refuse(index, picked.region);
      return { ...picked, index: length(index, picked.region) };
    }
  }
  if (selection?.kind === "widget") {
    const at = locate(doc, selection.id);
    const index = at ? doc.layout.findIndex((s) => s.$editorID === at.sectionID) : -1;
    const section = doc.layout[index];
    if (at && section) {
      if (!acceptsWidgetIn(catalog, section.$hydrate, at.region, key)) throw refuse(index, at.region);
      return { ...at, index: at.index + 1 };
    }
  }
  if (selection?.kind === "section") {
    const index = doc.layout.findIndex((s) => s.$editorID === selection.id);
    const section = doc.layout[index];
    if (section) {
      const region = sectionRegions(section.$hydrate).find((r) =>
        acceptsWidgetIn(catalog, section.$hydrate, r, key),
      );
      if (!region) throw refuse(index);
      return { sectionID: section.$editorID, region, index: length(index, region) };
    }
  }
  // Nothing chosen: the first region that takes it (an empty breadcrumbs region is not shown, so not chosen).
  for (const [index, section] of doc.layout.entries()) {
    const region = sectionRegions(section.$hydrate).find(
      (r) =>
        (r !== "breadcrumbs" || length(index, r) > 0) && acceptsWidgetIn(catalog, section.$hydrate, r, key),
    );
    if (region) return { sectionID: section.$editorID, region, index: length(index, region) };
  }
  throw new EditorOperationError((t) =>
    t("No section of this layout accepts {name}. Add a section first.", { name }),
  );
}

/** Where a pasted section goes: after the chosen section (or the chosen widget's), else at the end. */
function sectionIndex(doc: EditorDocument, place: PastePlace): number {
  const { selection, region } = place;
  const sectionID =
    region?.sectionID ??
    (selection?.kind === "section"
      ? selection.id
      : selection?.kind === "widget"
        ? locate(doc, selection.id)?.sectionID
        : undefined);
  if (selection?.kind === "titleBar" && !region) return 0;
  const index = sectionID ? doc.layout.findIndex((s) => s.$editorID === sectionID) : -1;
  return index >= 0 ? index + 1 : doc.layout.length;
}

/**
 * A copy of a pasted section without the page assets the page already has (a page shows each once); refused when it
 * holds a widget the view type does not offer.
 */
function sectionForPage(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  section: ClipboardContent["node"],
): { node: JsonObject; leftOut: string[] } {
  const used = usedKeys(doc);
  const leftOut: string[] = [];
  const node: JsonObject = { ...section };
  for (const region of sectionRegions(section.$hydrate)) {
    const items = section[region];
    if (!Array.isArray(items)) continue;
    node[region] = items.filter((item) => {
      if (!isWidgetNode(item)) return true; // reported by validation below
      if (!catalogItem(catalog, item.$hydrate)) throw notOffered(catalog, item);
      if (isAsset(catalog, item.$hydrate) && used.has(item.$hydrate)) {
        leftOut.push(nodeLabel(item, catalog));
        return false;
      }
      used.add(item.$hydrate);
      return true;
    });
  }
  return { node, leftOut };
}

const withinPointer = (pointer: string) => (p: { pointer: string }) =>
  p.pointer === pointer || p.pointer.startsWith(`${pointer}/`);

/** The unknown keys inside the node at `pointer`; refused with the first problem there, said for a person. */
function checkPasted(doc: EditorDocument, catalog: LayoutCatalog, pointer: string, name: string): string[] {
  const { problems, warnings } = checkDocument(doc);
  const refusal = firstProblem(doc, catalog, pointer, name, problems.find(withinPointer(pointer)));
  if (refusal) throw new EditorOperationError(refusal);
  return warnings.filter(withinPointer(pointer)).map((warning) => warning.field);
}

/** A problem inside the pasted node, said for a person, or null. */
function firstProblem(
  doc: EditorDocument,
  catalog: LayoutCatalog,
  pointer: string,
  name: string,
  problem: Problem | undefined,
): ((t: TranslateFn) => string) | null {
  if (!problem) return null;
  const owner = problem.editorID
    ? walkNodes(doc).find((e) => e.node.$editorID === problem.editorID)
    : undefined;
  // The problem's own text comes from the document rules (src/lib), already in words.
  const reason = problem.field ? `${problem.field}: ${problem.message}` : problem.message;
  return (t) =>
    owner && owner.pointer !== pointer
      ? t("{name} can't be pasted here (in {owner}): {reason}", {
          name,
          owner: nodeLabel(owner.node, catalog),
          reason,
        })
      : t("{name} can't be pasted here: {reason}", { name, reason });
}

const notPasted = (name: string) =>
  new EditorOperationError((t) => t("{name} could not be pasted.", { name }));

/** Pastes clipboard content at the place; throws EditorOperationError with the reason when refused. */
export function pasteNode(
  doc: EditorDocument,
  content: ClipboardContent,
  place: PastePlace,
  catalog: LayoutCatalog,
): PasteResult {
  const key = content.node.$hydrate;
  const name = nodeLabel(content.node, catalog);
  if (content.kind === "section") {
    if (!catalog.sections[key]) throw notOffered(catalog, content.node);
    const { node, leftOut } = sectionForPage(doc, catalog, content.node);
    const index = sectionIndex(doc, place);
    const next = insertSection(doc, node, index);
    const pasted = next.layout[index];
    if (!pasted) throw notPasted(name);
    const unknownKeys = checkPasted(next, catalog, `/layout/${index}`, name);
    return {
      doc: next,
      editorID: pasted.$editorID,
      kind: "section",
      name,
      target: { sectionIndex: index },
      leftOut,
      unknownKeys,
    };
  }
  if (!catalogItem(catalog, key) || catalog.sections[key]) throw notOffered(catalog, content.node);
  if (isAsset(catalog, key) && usedKeys(doc).has(key))
    throw new EditorOperationError((t) =>
      t("{name} is already on this page, which shows it once.", { name }),
    );
  const target = widgetTarget(doc, catalog, key, name, place);
  const next = insertWidget(doc, content.node, target, catalog);
  const sectionAt = next.layout.findIndex((s) => s.$editorID === target.sectionID);
  const items = next.layout[sectionAt]?.[target.region];
  const pasted = Array.isArray(items)
    ? (items[target.index] as { $editorID?: unknown } | undefined)
    : undefined;
  if (typeof pasted?.$editorID !== "string") throw notPasted(name);
  const unknownKeys = checkPasted(
    next,
    catalog,
    `/layout/${sectionAt}/${target.region}/${target.index}`,
    name,
  );
  return { doc: next, editorID: pasted.$editorID, kind: "widget", name, target, leftOut: [], unknownKeys };
}
