// Which section and widget of one layout document is which in the other (docs/reference/layout-documents.md#semantic-diff).
// Nodes carrying the same `$editorID` on both sides are the same node. Stored revisions carry no ids, so the rest
// is paired by a heuristic, strongest evidence first, never across node types ($hydrate):
//   sections: identical content in order, identical content anywhere (moved), most widgets in common, then the
//             remaining sections of a type in order (edited in place);
//   widgets:  identical in the same region in order, identical anywhere (moved), same type in the same region in
//             order (edited), then same type anywhere with at least half of their settings equal (moved and edited).
// Whatever stays unpaired was added or removed.
import {
  canonical,
  commonSubsequence,
  isJsonObject,
  type JsonObject,
  pointerOf,
  sameValue,
} from "./semantic-diff-values";

export interface SectionEntry {
  key: string;
  index: number;
  node: JsonObject;
  hydrate: string;
  id: string | null;
  hash: string;
  /** Keys holding widget lists, in the node's key order. */
  regions: string[];
}

export interface WidgetEntry {
  /** The widget's JSON pointer in its document, e.g. "/layout/1/mainBottom/0". */
  key: string;
  section: number;
  region: string;
  index: number;
  node: unknown;
  hydrate: string;
  id: string | null;
  hash: string;
}

export interface DocumentNodes {
  sections: SectionEntry[];
  widgets: WidgetEntry[];
}

export interface Matching {
  /** from section key → to section key */
  sections: Map<string, string>;
  /** from widget key → to widget key */
  widgets: Map<string, string>;
}

const hydrateOf = (node: unknown) =>
  isJsonObject(node) && typeof node.$hydrate === "string" ? node.$hydrate : "";
const idOf = (node: unknown) =>
  isJsonObject(node) && typeof node.$editorID === "string" && node.$editorID !== "" ? node.$editorID : null;

/** A section's regions: its list-valued keys (the section schemas' regions are exactly their array props). */
export const regionsOf = (section: JsonObject): string[] =>
  Object.keys(section).filter((key) => Array.isArray(section[key]));

/** Every section and widget of a document's `layout`, in document order. */
export function collectNodes(layout: readonly unknown[]): DocumentNodes {
  const sections: SectionEntry[] = [];
  const widgets: WidgetEntry[] = [];
  layout.forEach((value, index) => {
    const node = isJsonObject(value) ? value : {};
    const regions = regionsOf(node);
    sections.push({
      key: String(index),
      index,
      node,
      hydrate: hydrateOf(node),
      id: idOf(node),
      hash: canonical(node),
      regions,
    });
    for (const region of regions)
      (node[region] as unknown[]).forEach((item, itemIndex) => {
        widgets.push({
          key: pointerOf(["layout", index, region, itemIndex]),
          section: index,
          region,
          index: itemIndex,
          node: item,
          hydrate: hydrateOf(item),
          id: idOf(item),
          hash: canonical(item),
        });
      });
  });
  return { sections, widgets };
}

interface Entry {
  key: string;
  hydrate: string;
  id: string | null;
}

/** Pairs being built: from key → to key, and the to keys already taken. */
class Pairs<E extends Entry> {
  readonly map = new Map<string, string>();
  private readonly taken = new Set<string>();

  constructor(
    readonly from: readonly E[],
    readonly to: readonly E[],
  ) {}

  add(a: E, b: E) {
    this.map.set(a.key, b.key);
    this.taken.add(b.key);
  }

  freeFrom = (list: readonly E[] = this.from) => list.filter((entry) => !this.map.has(entry.key));
  freeTo = (list: readonly E[] = this.to) => list.filter((entry) => !this.taken.has(entry.key));

  /** Same `$editorID` and type on both sides. */
  byID() {
    const toByID = new Map(this.to.flatMap((entry) => (entry.id ? [[entry.id, entry] as const] : [])));
    for (const a of this.from) {
      const b = a.id ? toByID.get(a.id) : undefined;
      if (b && b.hydrate === a.hydrate && !this.taken.has(b.key)) this.add(a, b);
    }
  }

  /** The longest run of free items that agree under `same`, keeping their order. */
  inOrder(fromList: readonly E[], toList: readonly E[], same: (a: E, b: E) => boolean) {
    const a = this.freeFrom(fromList);
    const b = this.freeTo(toList);
    for (const [i, j] of commonSubsequence(a, b, same)) this.add(a[i] as E, b[j] as E);
  }

  /** Each free item paired with the first free one that agrees, wherever it is. */
  anywhere(same: (a: E, b: E) => boolean) {
    for (const a of this.freeFrom()) {
      const b = this.freeTo().find((candidate) => same(a, candidate));
      if (b) this.add(a, b);
    }
  }

  /** Best scores first (ties: the nearest in document order); pairs scoring under `minimum` are not made. */
  bySimilarity(score: (a: E, b: E) => number, minimum: number, distance: (a: E, b: E) => number) {
    const candidates = this.freeFrom().flatMap((a) =>
      this.freeTo()
        .filter((b) => b.hydrate === a.hydrate)
        .map((b) => ({ a, b, score: score(a, b), distance: distance(a, b) }))
        .filter((candidate) => candidate.score >= minimum),
    );
    candidates.sort((x, y) => y.score - x.score || x.distance - y.distance);
    for (const { a, b } of candidates) if (!this.map.has(a.key) && !this.taken.has(b.key)) this.add(a, b);
  }
}

/** How many items two lists share, counted with repeats. */
function sharedCount(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const item of a) counts.set(item, (counts.get(item) ?? 0) + 1);
  let shared = 0;
  for (const item of b) {
    const left = counts.get(item) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(item, left - 1);
    }
  }
  return shared;
}

function matchSections(from: DocumentNodes, to: DocumentNodes): Map<string, string> {
  const pairs = new Pairs(from.sections, to.sections);
  const contents = (nodes: DocumentNodes) =>
    nodes.sections.map((section) => {
      const widgets = nodes.widgets.filter((w) => w.section === section.index);
      return { hashes: widgets.map((w) => w.hash), types: widgets.map((w) => w.hydrate) };
    });
  const fromContent = contents(from);
  const toContent = contents(to);
  pairs.byID();
  pairs.inOrder(from.sections, to.sections, (a, b) => a.hash === b.hash);
  pairs.anywhere((a, b) => a.hash === b.hash);
  // An identical widget weighs more than any number of widgets of the same type.
  pairs.bySimilarity(
    (a, b) => {
      const x = fromContent[a.index];
      const y = toContent[b.index];
      if (!x || !y) return 0;
      return 1000 * sharedCount(x.hashes, y.hashes) + sharedCount(x.types, y.types);
    },
    1000,
    (a, b) => Math.abs(a.index - b.index),
  );
  pairs.inOrder(from.sections, to.sections, (a, b) => a.hydrate === b.hydrate);
  return pairs.map;
}

/** The share of settings two widgets have in common (their keys' union, the type aside). */
function similarity(a: WidgetEntry, b: WidgetEntry): number {
  const x = isJsonObject(a.node) ? a.node : {};
  const y = isJsonObject(b.node) ? b.node : {};
  const keys = new Set(
    [...Object.keys(x), ...Object.keys(y)].filter((key) => key !== "$hydrate" && key !== "$editorID"),
  );
  if (keys.size === 0) return 1;
  let equal = 0;
  for (const key of keys) if (key in x && key in y && sameValue(x[key], y[key])) equal++;
  return equal / keys.size;
}

function matchWidgets(
  from: DocumentNodes,
  to: DocumentNodes,
  sections: Map<string, string>,
): Map<string, string> {
  const pairs = new Pairs(from.widgets, to.widgets);
  const regionPairs = from.sections.flatMap((section) => {
    const other = sections.get(section.key);
    const target = other === undefined ? undefined : to.sections[Number(other)];
    if (!target) return [];
    const regions = new Set([...section.regions, ...target.regions]);
    return [...regions].map((region) => ({
      a: from.widgets.filter((w) => w.section === section.index && w.region === region),
      b: to.widgets.filter((w) => w.section === target.index && w.region === region),
    }));
  });
  pairs.byID();
  for (const { a, b } of regionPairs) pairs.inOrder(a, b, (x, y) => x.hash === y.hash);
  pairs.anywhere((x, y) => x.hash === y.hash);
  for (const { a, b } of regionPairs) pairs.inOrder(a, b, (x, y) => x.hydrate === y.hydrate);
  const order = (nodes: DocumentNodes) => new Map(nodes.widgets.map((w, i) => [w.key, i]));
  const fromOrder = order(from);
  const toOrder = order(to);
  pairs.bySimilarity(similarity, 0.5, (x, y) =>
    Math.abs((fromOrder.get(x.key) ?? 0) - (toOrder.get(y.key) ?? 0)),
  );
  return pairs.map;
}

export function matchNodes(from: DocumentNodes, to: DocumentNodes): Matching {
  const sections = matchSections(from, to);
  return { sections, widgets: matchWidgets(from, to, sections) };
}
