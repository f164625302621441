// The semantic diff of two layout documents (docs/reference/layout-documents.md#semantic-diff): what changed as a
// layout author thinks of it — sections and widgets added, removed or moved (from where to where), their settings
// and visibility rules changed field by field, the name and the title bar — and the same change set as an RFC 6902
// JSON Patch. Pure: the API (GET /layouts/{id}/revisions/{revisionID}/diff) and the editor's Revisions panel share it.
import {
  collectNodes,
  type DocumentNodes,
  type Matching,
  matchNodes,
  type SectionEntry,
  type WidgetEntry,
} from "./semantic-diff-match";
import { buildPatch, type PatchOperation } from "./semantic-diff-patch";
import {
  commonSubsequence,
  isJsonObject,
  type JsonObject,
  leafChanges,
  objectChanges,
  pointerOf,
  type ValueChange,
} from "./semantic-diff-values";

export type { PatchOperation };

/** What the diff reads of a document: its name, title bar and sections (`$editorID`s are used, never compared). */
export interface DiffDocument {
  name: string;
  titleBar: unknown;
  layout: readonly unknown[];
}

export const LAYOUT_CHANGE_KINDS = [
  "nameChanged",
  "titleBarChanged",
  "sectionAdded",
  "sectionRemoved",
  "sectionMoved",
  "sectionPropsChanged",
  "sectionVisibilityChanged",
  "widgetAdded",
  "widgetRemoved",
  "widgetMoved",
  "widgetPropsChanged",
  "widgetVisibilityChanged",
] as const;
export type LayoutChangeKind = (typeof LAYOUT_CHANGE_KINDS)[number];

/** Where a node sits in one of the documents. Indexes count from 0. */
export interface NodePlace {
  /** e.g. "/layout/1/mainBottom/0" (a widget) or "/layout/1" (a section). */
  pointer: string;
  section: number;
  /** The section's $hydrate, e.g. "react.section.2-columns". */
  sectionType: string;
  /** Widgets only. */
  region: string | null;
  index: number | null;
}

export interface FieldChange {
  /** Dot path inside the node's settings ("apiParams.limit") or inside its `$middleware` ("visibility.device"). */
  field: string;
  /** The same path as a JSON pointer below the node ("/apiParams/limit", "/$middleware/visibility/device"). */
  pointer: string;
  op: "added" | "removed" | "changed";
  from?: unknown;
  to?: unknown;
}

export interface LayoutChange {
  kind: LayoutChangeKind;
  /** The section's or widget's $hydrate (null for the name and the title bar). */
  hydrate: string | null;
  /** The node's static title when it has one (the newer side's), to name it as authors do. */
  title: string | null;
  /** Where it was (null when added). */
  from: NodePlace | null;
  /** Where it is (null when removed). */
  to: NodePlace | null;
  /** The node's `$editorID` on each side, when the documents carry them (the editor's draft does). */
  fromID: string | null;
  toID: string | null;
  fields: FieldChange[];
  /** sectionAdded / sectionRemoved: the $hydrate of the widgets that came or went with the section. */
  widgets: string[];
}

export interface LayoutDiff {
  /** "editorID" when both documents carry `$editorID` on every node; else nodes were paired by the heuristic. */
  matching: "editorID" | "heuristic";
  changes: LayoutChange[];
  /** Applied to `from` without its editor ids, gives `to` without them. Covers the name, title bar and layout. */
  patch: PatchOperation[];
  /** Which node is which: section indexes and widget pointers, older → newer (changed or not). */
  pairs: { sections: [number, number][]; widgets: [string, string][] };
}

const NODE_KEYS = new Set(["$hydrate", "$middleware"]);
const asObject = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});

function staticTitle(node: unknown): string | null {
  const title = isJsonObject(node) ? node.title : undefined;
  return typeof title === "string" && title.trim() !== "" ? title.trim() : null;
}

function fieldChanges(changes: ValueChange[], prefix: string[] = []): FieldChange[] {
  return changes.flatMap(leafChanges).map((change) => ({
    field: change.path.join("."),
    pointer: pointerOf([...prefix, ...change.path]),
    op: change.op,
    ...("from" in change ? { from: change.from } : {}),
    ...("to" in change ? { to: change.to } : {}),
  }));
}

const sectionPlace = (section: SectionEntry): NodePlace => ({
  pointer: pointerOf(["layout", section.index]),
  section: section.index,
  sectionType: section.hydrate,
  region: null,
  index: null,
});

const widgetPlace = (widget: WidgetEntry, sections: readonly SectionEntry[]): NodePlace => ({
  pointer: widget.key,
  section: widget.section,
  sectionType: sections[widget.section]?.hydrate ?? "",
  region: widget.region,
  index: widget.index,
});

function change(kind: LayoutChangeKind, values: Partial<LayoutChange>): LayoutChange {
  return {
    kind,
    hydrate: null,
    title: null,
    from: null,
    to: null,
    fromID: null,
    toID: null,
    fields: [],
    widgets: [],
    ...values,
  };
}

/** Settings and visibility changes of a node present on both sides. */
function nodeChanges(
  kinds: { props: LayoutChangeKind; visibility: LayoutChangeKind },
  a: unknown,
  b: unknown,
  skip: ReadonlySet<string>,
  base: Partial<LayoutChange>,
): LayoutChange[] {
  const props = fieldChanges(objectChanges(asObject(a), asObject(b), skip));
  const visibility = fieldChanges(
    objectChanges(asObject(asObject(a).$middleware), asObject(asObject(b).$middleware)),
    ["$middleware"],
  );
  return [
    ...(props.length > 0 ? [change(kinds.props, { ...base, fields: props })] : []),
    ...(visibility.length > 0 ? [change(kinds.visibility, { ...base, fields: visibility })] : []),
  ];
}

/** Matched items that changed places: those outside the longest run kept in order. */
function movedKeys(
  pairs: [string, string][],
  fromOrder: (key: string) => number,
  toOrder: (key: string) => number,
): Set<string> {
  const before = pairs.toSorted((x, y) => fromOrder(x[0]) - fromOrder(y[0]));
  const after = pairs.toSorted((x, y) => toOrder(x[1]) - toOrder(y[1]));
  const kept = new Set(
    commonSubsequence(before, after, (x, y) => x[0] === y[0]).map(([i]) => before[i]?.[0]),
  );
  return new Set(pairs.map(([key]) => key).filter((key) => !kept.has(key)));
}

function sectionChanges(from: DocumentNodes, to: DocumentNodes, matching: Matching): LayoutChange[] {
  const changes: LayoutChange[] = [];
  const matchedTo = new Set(matching.sections.values());
  const stayingWidgets = (nodes: DocumentNodes, section: number, matched: (key: string) => boolean) =>
    nodes.widgets.filter((w) => w.section === section && !matched(w.key)).map((w) => w.hydrate);
  const widgetTargets = new Set(matching.widgets.values());
  for (const section of from.sections) {
    if (matching.sections.has(section.key)) continue;
    changes.push(
      change("sectionRemoved", {
        hydrate: section.hydrate,
        title: staticTitle(section.node),
        from: sectionPlace(section),
        fromID: section.id,
        widgets: stayingWidgets(from, section.index, (key) => matching.widgets.has(key)),
      }),
    );
  }
  for (const section of to.sections) {
    if (matchedTo.has(section.key)) continue;
    changes.push(
      change("sectionAdded", {
        hydrate: section.hydrate,
        title: staticTitle(section.node),
        to: sectionPlace(section),
        toID: section.id,
        widgets: stayingWidgets(to, section.index, (key) => widgetTargets.has(key)),
      }),
    );
  }
  const pairs = [...matching.sections.entries()];
  const moved = movedKeys(pairs, Number, Number);
  for (const [fromKey, toKey] of pairs) {
    const a = from.sections[Number(fromKey)];
    const b = to.sections[Number(toKey)];
    if (!a || !b) continue;
    const base = {
      hydrate: b.hydrate,
      title: staticTitle(b.node) ?? staticTitle(a.node),
      from: sectionPlace(a),
      to: sectionPlace(b),
      fromID: a.id,
      toID: b.id,
    };
    if (moved.has(fromKey)) changes.push(change("sectionMoved", base));
    const skip = new Set([...NODE_KEYS, ...a.regions, ...b.regions]);
    changes.push(
      ...nodeChanges(
        { props: "sectionPropsChanged", visibility: "sectionVisibilityChanged" },
        a.node,
        b.node,
        skip,
        base,
      ),
    );
  }
  return changes;
}

function widgetChanges(from: DocumentNodes, to: DocumentNodes, matching: Matching): LayoutChange[] {
  const changes: LayoutChange[] = [];
  const fromByKey = new Map(from.widgets.map((w) => [w.key, w]));
  const toByKey = new Map(to.widgets.map((w) => [w.key, w]));
  const matchedTo = new Set(matching.widgets.values());
  const sectionKept = (section: number) => matching.sections.has(String(section));
  const sectionCame = new Set(matching.sections.values());
  for (const w of from.widgets)
    if (!matching.widgets.has(w.key) && sectionKept(w.section))
      changes.push(
        change("widgetRemoved", {
          hydrate: w.hydrate,
          title: staticTitle(w.node),
          from: widgetPlace(w, from.sections),
          fromID: w.id,
        }),
      );
  for (const w of to.widgets)
    if (!matchedTo.has(w.key) && sectionCame.has(String(w.section)))
      changes.push(
        change("widgetAdded", {
          hydrate: w.hydrate,
          title: staticTitle(w.node),
          to: widgetPlace(w, to.sections),
          toID: w.id,
        }),
      );
  // A widget moved when its section or region is another one, or when it left the order of its region.
  const place = (w: WidgetEntry) => `${w.section}/${w.region}`;
  const stayed = [...matching.widgets.entries()].filter(([a, b]) => {
    const x = fromByKey.get(a);
    const y = toByKey.get(b);
    return x && y && matching.sections.get(String(x.section)) === String(y.section) && x.region === y.region;
  });
  const byRegion = new Map<string, [string, string][]>();
  for (const pair of stayed) {
    const region = place(fromByKey.get(pair[0]) as WidgetEntry);
    byRegion.set(region, [...(byRegion.get(region) ?? []), pair]);
  }
  const indexIn = (widgets: Map<string, WidgetEntry>) => (key: string) => widgets.get(key)?.index ?? 0;
  const reordered = new Set(
    [...byRegion.values()].flatMap((pairs) => [...movedKeys(pairs, indexIn(fromByKey), indexIn(toByKey))]),
  );
  const stayedKeys = new Set(stayed.map(([a]) => a));
  for (const [fromKey, toKey] of matching.widgets) {
    const a = fromByKey.get(fromKey);
    const b = toByKey.get(toKey);
    if (!a || !b) continue;
    const base = {
      hydrate: b.hydrate,
      title: staticTitle(b.node) ?? staticTitle(a.node),
      from: widgetPlace(a, from.sections),
      to: widgetPlace(b, to.sections),
      fromID: a.id,
      toID: b.id,
    };
    if (!stayedKeys.has(fromKey) || reordered.has(fromKey)) changes.push(change("widgetMoved", base));
    changes.push(
      ...nodeChanges(
        { props: "widgetPropsChanged", visibility: "widgetVisibilityChanged" },
        a.node,
        b.node,
        NODE_KEYS,
        base,
      ),
    );
  }
  return changes;
}

/** Document order of the newer side; what only the older side has sits after its predecessor there. */
function orderChanges(changes: LayoutChange[], from: DocumentNodes, to: DocumentNodes, matching: Matching) {
  const anchor = (section: number): number => {
    for (let index = section; index >= 0; index--) {
      const other = matching.sections.get(String(index));
      if (other !== undefined) return Number(other) + (index === section ? 0 : 0.5);
    }
    return -0.5;
  };
  const regionRank = (nodes: DocumentNodes, place: NodePlace) =>
    place.region === null ? -1 : (nodes.sections[place.section]?.regions.indexOf(place.region) ?? 0);
  const key = (c: LayoutChange): number[] => {
    if (c.kind === "nameChanged") return [-3];
    if (c.kind === "titleBarChanged") return [-2];
    if (c.to) return [c.to.section, regionRank(to, c.to), c.to.index ?? -1];
    const place = c.from as NodePlace;
    return [anchor(place.section), regionRank(from, place), place.index ?? -1];
  };
  const keyed = changes.map((c, order) => ({ c, k: [...key(c), order] }));
  keyed.sort((x, y) => {
    for (let i = 0; i < Math.max(x.k.length, y.k.length); i++) {
      const d = (x.k[i] ?? 0) - (y.k[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  return keyed.map(({ c }) => c);
}

const everyNodeHasID = (nodes: DocumentNodes) =>
  [...nodes.sections, ...nodes.widgets].every((entry) => entry.id !== null);

/** What changed from `from` to `to`. Neither document is modified. */
export function diffLayouts(from: DiffDocument, to: DiffDocument): LayoutDiff {
  const a = collectNodes(from.layout);
  const b = collectNodes(to.layout);
  const matching = matchNodes(a, b);
  const changes: LayoutChange[] = [];
  if (from.name !== to.name)
    changes.push(
      change("nameChanged", {
        fields: [{ field: "name", pointer: "/name", op: "changed", from: from.name, to: to.name }],
      }),
    );
  const titleBar = fieldChanges(
    objectChanges(asObject(from.titleBar), asObject(to.titleBar), new Set(["$hydrate"])),
  );
  if (titleBar.length > 0)
    changes.push(change("titleBarChanged", { hydrate: "react.titleBar", fields: titleBar }));
  changes.push(...sectionChanges(a, b, matching), ...widgetChanges(a, b, matching));
  return {
    matching: everyNodeHasID(a) && everyNodeHasID(b) ? "editorID" : "heuristic",
    changes: orderChanges(changes, a, b, matching),
    patch: buildPatch(from, to, a, b, matching),
    pairs: {
      sections: [...matching.sections].map(([x, y]) => [Number(x), Number(y)]),
      widgets: [...matching.widgets],
    },
  };
}
