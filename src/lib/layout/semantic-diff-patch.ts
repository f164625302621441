// The semantic diff as an RFC 6902 JSON Patch (docs/reference/layout-documents.md#semantic-diff): widgets and
// sections that went away are removed first, then sections are moved and added, then each kept section's regions
// get their widgets (moved from wherever they were, or added) in the newer order, then settings change field by
// field. A moved node is one `move`, so the patch reads like the change list. Before it is returned the patch is
// applied to a copy of the older document (fast-json-patch) and must give the newer one; should it not (a case
// these steps do not foresee), fast-json-patch's plain comparison is returned instead, still a correct patch.
import jsonPatch from "fast-json-patch";
import type { DiffDocument } from "./semantic-diff";
import type { DocumentNodes, Matching, WidgetEntry } from "./semantic-diff-match";
import {
  commonSubsequence,
  isJsonObject,
  type JsonObject,
  objectChanges,
  pointerOf,
  sameValue,
  withoutEditorIDs,
} from "./semantic-diff-values";

export type PatchOperation =
  | { op: "add"; path: string; value: unknown }
  | { op: "remove"; path: string }
  | { op: "replace"; path: string; value: unknown }
  | { op: "move"; from: string; path: string };

/** The patched shape: a document's name, title bar and sections, without editor ids. */
export function savedForm(doc: DiffDocument): JsonObject {
  return { name: doc.name, titleBar: withoutEditorIDs(doc.titleBar), layout: withoutEditorIDs(doc.layout) };
}

/** Field-level operations turning `a` into `b` at `base` (objects recursed, other values replaced whole). */
function valueOps(
  base: (string | number)[],
  a: unknown,
  b: unknown,
  skip: ReadonlySet<string> = new Set(),
): PatchOperation[] {
  if (!isJsonObject(a) || !isJsonObject(b))
    return sameValue(a, b) ? [] : [{ op: "replace", path: pointerOf(base), value: withoutEditorIDs(b) }];
  return objectChanges(a, b, skip).map((change): PatchOperation => {
    const path = pointerOf([...base, ...change.path]);
    if (change.op === "removed") return { op: "remove", path };
    return { op: change.op === "added" ? "add" : "replace", path, value: change.to };
  });
}

/**
 * Brings `list` to hold `target` in order, moving only the items outside their longest run already in order: each
 * is taken from wherever it is (`take`, which answers its old pointer, or null when it is new) and put right after
 * its predecessor in `target` (`put`).
 */
function arrange(
  list: string[],
  target: readonly string[],
  take: (item: string) => string | null,
  put: (item: string, index: number, origin: string | null) => void,
) {
  const wanted = new Set(target);
  const current = list.filter((item) => wanted.has(item));
  const present = target.filter((item) => list.includes(item));
  const stable = new Set(commonSubsequence(current, present, (x, y) => x === y).map(([i]) => current[i]));
  for (const [position, item] of target.entries()) {
    if (stable.has(item)) continue;
    const origin = take(item);
    const index = position === 0 ? 0 : list.indexOf(target[position - 1] as string) + 1;
    list.splice(index, 0, item);
    put(item, index, origin);
  }
}

/** The document being patched, as keys ("f" + older pointer, "t" + newer pointer): what stands where so far. */
class PatchBuilder {
  readonly ops: PatchOperation[] = [];
  private readonly sections: string[];
  private readonly regions = new Map<string, Map<string, string[]>>();
  private readonly toWidget: Map<string, WidgetEntry>;
  /** newer widget key → older widget key */
  private readonly origin: Map<string, string>;
  private readonly keptTo: Set<string>;

  constructor(
    private readonly from: DocumentNodes,
    private readonly to: DocumentNodes,
    private readonly matching: Matching,
  ) {
    this.sections = from.sections.map((section) => `f${section.key}`);
    for (const section of from.sections)
      this.regions.set(
        `f${section.key}`,
        new Map(
          section.regions.map((region) => [
            region,
            from.widgets
              .filter((w) => w.section === section.index && w.region === region)
              .map((w) => `f${w.key}`),
          ]),
        ),
      );
    this.toWidget = new Map(to.widgets.map((w) => [w.key, w]));
    this.origin = new Map([...matching.widgets].map(([a, b]) => [b, a]));
    this.keptTo = new Set(matching.sections.values());
  }

  /** Widgets leaving kept sections for good, or for a section that arrives whole: removed first, in old places. */
  removeWidgets() {
    for (const w of this.from.widgets.toReversed()) {
      if (!this.matching.sections.has(String(w.section))) continue;
      const target = this.matching.widgets.get(w.key);
      const targetSection = target === undefined ? undefined : this.toWidget.get(target)?.section;
      if (targetSection !== undefined && this.keptTo.has(String(targetSection))) continue;
      this.ops.push({ op: "remove", path: w.key });
      const items = this.regions.get(`f${w.section}`)?.get(w.region);
      items?.splice(items.indexOf(`f${w.key}`), 1);
    }
  }

  removeSections() {
    for (const section of this.from.sections.toReversed()) {
      if (this.matching.sections.has(section.key)) continue;
      this.ops.push({ op: "remove", path: pointerOf(["layout", section.index]) });
      this.sections.splice(section.index, 1);
    }
  }

  orderSections() {
    const sourceOf = new Map([...this.matching.sections].map(([a, b]) => [b, `f${a}`]));
    const target = this.to.sections.flatMap((s) => sourceOf.get(s.key) ?? []);
    let origin = -1;
    arrange(
      this.sections,
      target,
      (item) => {
        origin = this.sections.indexOf(item);
        this.sections.splice(origin, 1);
        return pointerOf(["layout", origin]);
      },
      (_item, index, from) => {
        if (from !== null && index !== origin)
          this.ops.push({ op: "move", from, path: pointerOf(["layout", index]) });
      },
    );
  }

  addSections(toLayout: readonly unknown[]) {
    for (const section of this.to.sections) {
      if (this.keptTo.has(section.key)) continue;
      const value = withoutEditorIDs(toLayout[section.index]);
      this.ops.push({ op: "add", path: pointerOf(["layout", section.index]), value });
      this.sections.splice(section.index, 0, `t${section.key}`);
    }
  }

  private locate(item: string): { section: number; region: string; list: string[] } | null {
    for (const [section, key] of this.sections.entries())
      for (const [region, list] of this.regions.get(key) ?? [])
        if (list.includes(item)) return { section, region, list };
    return null;
  }

  /** Each kept section's regions in the newer order: widgets moved from wherever they are, or added. */
  fillRegions(toLayout: readonly unknown[]) {
    for (const section of this.to.sections) {
      if (!this.keptTo.has(section.key)) continue;
      const key = this.sections[section.index] as string;
      const regions = this.regions.get(key) as Map<string, string[]>;
      for (const region of section.regions) {
        if (!regions.has(region)) {
          this.ops.push({ op: "add", path: pointerOf(["layout", section.index, region]), value: [] });
          regions.set(region, []);
        }
        this.fillRegion(section.index, region, regions.get(region) as string[], toLayout);
      }
    }
  }

  private fillRegion(section: number, region: string, list: string[], toLayout: readonly unknown[]) {
    const targets = this.to.widgets.filter((w) => w.section === section && w.region === region);
    // A widget still somewhere in the document moves; one whose section went away comes back as an addition.
    const keys = targets.map((w) => {
      const origin = this.origin.get(w.key);
      return origin !== undefined && this.locate(`f${origin}`) ? `f${origin}` : `t${w.key}`;
    });
    let originIndex = -1;
    arrange(
      list,
      keys,
      (item) => {
        const place = this.locate(item);
        if (!place) return null;
        originIndex = place.list.indexOf(item);
        place.list.splice(originIndex, 1);
        return pointerOf(["layout", place.section, place.region, originIndex]);
      },
      (item, index, from) => {
        const path = pointerOf(["layout", section, region, index]);
        if (from !== null) {
          if (from !== path) this.ops.push({ op: "move", from, path });
          return;
        }
        const widget = this.toWidget.get(item.slice(1)) as WidgetEntry;
        const items = (toLayout[section] as JsonObject)[region] as unknown[];
        this.ops.push({ op: "add", path, value: withoutEditorIDs(items[widget.index]) });
      },
    );
  }

  /** Regions the newer section no longer has as lists (emptied by now): removed, or given their new value. */
  dropRegions(toLayout: readonly unknown[]) {
    for (const section of this.to.sections) {
      if (!this.keptTo.has(section.key)) continue;
      const regions = this.regions.get(this.sections[section.index] as string) as Map<string, string[]>;
      const node = toLayout[section.index] as JsonObject;
      for (const region of regions.keys()) {
        if (section.regions.includes(region)) continue;
        const path = pointerOf(["layout", section.index, region]);
        this.ops.push(
          region in node
            ? { op: "replace", path, value: withoutEditorIDs(node[region]) }
            : { op: "remove", path },
        );
      }
    }
  }

  /** Settings of kept sections and of widgets that moved or stayed, at their newer places. */
  changeSettings() {
    for (const [a, b] of this.matching.sections) {
      const x = this.from.sections[Number(a)];
      const y = this.to.sections[Number(b)];
      if (!x || !y) continue;
      const skip = new Set([...x.regions, ...y.regions]);
      this.ops.push(...valueOps(["layout", y.index], x.node, y.node, skip));
    }
    const fromWidget = new Map(this.from.widgets.map((w) => [w.key, w]));
    for (const [a, b] of this.matching.widgets) {
      const x = fromWidget.get(a);
      const y = this.toWidget.get(b);
      if (!x || !y) continue;
      const carried = this.matching.sections.has(String(x.section)) && this.keptTo.has(String(y.section));
      if (carried) this.ops.push(...valueOps(["layout", y.section, y.region, y.index], x.node, y.node));
    }
  }
}

function applies(ops: PatchOperation[], from: JsonObject, to: JsonObject): boolean {
  try {
    const result = jsonPatch.applyPatch(structuredClone(from), ops, true, true).newDocument;
    return sameValue(result, to);
  } catch {
    return false;
  }
}

/** The patch the steps above make, unchecked (buildPatch checks it; tests look at it directly). */
export function semanticPatch(
  from: DiffDocument,
  to: DiffDocument,
  a: DocumentNodes,
  b: DocumentNodes,
  matching: Matching,
): PatchOperation[] {
  const builder = new PatchBuilder(a, b, matching);
  if (from.name !== to.name) builder.ops.push({ op: "replace", path: "/name", value: to.name });
  builder.ops.push(...valueOps(["titleBar"], from.titleBar, to.titleBar));
  builder.removeWidgets();
  builder.removeSections();
  builder.orderSections();
  builder.addSections(to.layout);
  builder.fillRegions(to.layout);
  builder.dropRegions(to.layout);
  builder.changeSettings();
  return builder.ops;
}

export function buildPatch(
  from: DiffDocument,
  to: DiffDocument,
  a: DocumentNodes,
  b: DocumentNodes,
  matching: Matching,
): PatchOperation[] {
  const ops = semanticPatch(from, to, a, b, matching);
  const older = savedForm(from);
  const newer = savedForm(to);
  return applies(ops, older, newer) ? ops : (jsonPatch.compare(older, newer) as PatchOperation[]);
}
