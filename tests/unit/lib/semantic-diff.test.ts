// The semantic layout diff on fixtures (tests/fixtures/layout-diff/): every change kind, the pairing heuristic and
// the editor ids, the words, and the JSON Patch — applied with fast-json-patch it must turn the older document into
// the newer one, moving moved nodes rather than removing and re-adding them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import jsonPatch from "fast-json-patch";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../src/lib/i18n/translator";
import {
  type DiffDocument,
  diffLayouts,
  LAYOUT_CHANGE_KINDS,
  type LayoutChange,
} from "../../../src/lib/layout/semantic-diff";
import { collectNodes, matchNodes } from "../../../src/lib/layout/semantic-diff-match";
import { savedForm, semanticPatch } from "../../../src/lib/layout/semantic-diff-patch";
import { changeDetails, changeSummary } from "../../../src/lib/layout/semantic-diff-words";

interface ExpectedChange {
  kind: string;
  hydrate?: string;
  title?: string;
  from?: string;
  to?: string;
  fields?: unknown[];
  widgets?: string[];
}

interface Fixture {
  description: string;
  from: DiffDocument;
  to: DiffDocument;
  changes: ExpectedChange[];
  moveOperations?: number;
}

const FIXTURES = path.resolve("tests/fixtures/layout-diff");
const fixtures = readdirSync(FIXTURES)
  .filter((file) => file.endsWith(".json"))
  .map(
    (file) =>
      [file.slice(0, -5), JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as Fixture] as const,
  );

/** The parts of a change a fixture names (pointers for places). */
function shape(change: LayoutChange, expected: ExpectedChange): ExpectedChange {
  const out: ExpectedChange = { kind: change.kind };
  if ("hydrate" in expected) out.hydrate = change.hydrate ?? "";
  if ("title" in expected) out.title = change.title ?? "";
  if ("from" in expected) out.from = change.from?.pointer ?? "";
  if ("to" in expected) out.to = change.to?.pointer ?? "";
  if ("fields" in expected) out.fields = change.fields.map(({ pointer: _pointer, ...field }) => field);
  if ("widgets" in expected) out.widgets = change.widgets;
  return out;
}

function patched(from: DiffDocument, patch: ReturnType<typeof diffLayouts>["patch"]) {
  return jsonPatch.applyPatch(structuredClone(savedForm(from)), patch, true, true).newDocument;
}

function unverifiedPatch(from: DiffDocument, to: DiffDocument) {
  const a = collectNodes(from.layout);
  const b = collectNodes(to.layout);
  return semanticPatch(from, to, a, b, matchNodes(a, b));
}

describe.each(fixtures)("%s", (_name, fixture) => {
  const diff = diffLayouts(fixture.from, fixture.to);

  it("lists the changes an author made", () => {
    expect(diff.changes.map((change, i) => shape(change, fixture.changes[i] ?? { kind: "" }))).toEqual(
      fixture.changes,
    );
    expect(diff.matching).toBe("heuristic");
  });

  it("gives a JSON Patch from the older document to the newer one, moves as moves", () => {
    const own = unverifiedPatch(fixture.from, fixture.to);
    expect(patched(fixture.from, own)).toEqual(savedForm(fixture.to));
    expect(diff.patch).toEqual(own);
    if (fixture.moveOperations !== undefined)
      expect(own.filter((op) => op.op === "move")).toHaveLength(fixture.moveOperations);
  });
});

it("covers every change kind", () => {
  const seen = new Set(fixtures.flatMap(([, fixture]) => fixture.changes.map((change) => change.kind)));
  expect([...seen].sort()).toEqual([...LAYOUT_CHANGE_KINDS].sort());
});

function fixture(name: string): Fixture {
  const found = fixtures.find(([file]) => file === name);
  if (!found) throw new Error(`no fixture ${name}`);
  return structuredClone(found[1]);
}

/** The fixture's documents with editor ids: "s<section>" and "w<section>-<region>-<index>" of the older one. */
function withIDs(doc: DiffDocument): DiffDocument {
  const layout = (doc.layout as Record<string, unknown>[]).map((section, s) => {
    const out: Record<string, unknown> = { ...section, $editorID: `s${s}` };
    for (const [key, value] of Object.entries(section))
      if (Array.isArray(value))
        out[key] = value.map((widget, i) => ({ ...(widget as object), $editorID: `w${s}-${key}-${i}` }));
    return out;
  });
  return { ...doc, layout };
}

describe("editor ids", () => {
  it("pair nodes whatever their content: two identical widgets swapped are a move", () => {
    const from = withIDs(fixture("identical-widgets").to);
    const to = structuredClone(from);
    const items = (to.layout[1] as Record<string, unknown[]>).secondaryBottom as unknown[];
    [items[3], items[4]] = [items[4], items[3]];
    const diff = diffLayouts(from, to);
    expect(diff.matching).toBe("editorID");
    expect(diff.changes.map((c) => [c.kind, c.fromID, c.from?.pointer, c.to?.pointer])).toEqual([
      ["widgetMoved", "w1-secondaryBottom-4", "/layout/1/secondaryBottom/4", "/layout/1/secondaryBottom/3"],
    ]);
    // The patch says the same move (the saved forms happen to be equal before and after).
    expect(diff.patch).toEqual([
      { op: "move", from: "/layout/1/secondaryBottom/4", path: "/layout/1/secondaryBottom/3" },
    ]);
  });

  it("are reported on both sides and never compared as settings", () => {
    const { from, to } = fixture("widget-props-changed");
    const diff = diffLayouts(withIDs(from), withIDs(to));
    expect(diff.changes).toHaveLength(1);
    expect(diff.changes[0]).toMatchObject({ fromID: "w1-mainBottom-0", toID: "w1-mainBottom-0" });
    expect(JSON.stringify(diff.patch)).not.toContain("$editorID");
  });

  it("fall back to the heuristic for nodes only one side tags", () => {
    const { from, to } = fixture("widget-moved-within-region");
    const diff = diffLayouts(from, withIDs(to));
    expect(diff.matching).toBe("heuristic");
    expect(diff.changes.map((c) => [c.kind, c.toID])).toEqual([["widgetMoved", "w1-secondaryBottom-0"]]);
  });
});

describe("the words", () => {
  const { t } = createTranslator({ locale: "en" });
  const names: Record<string, string> = { "react.leaderboard": "Leaderboard", "react.html": "Custom HTML" };
  const options = { t, nodeName: (hydrate: string) => names[hydrate] ?? hydrate };
  const said = (name: string) =>
    diffLayouts(fixture(name).from, fixture(name).to).changes.map((change) => [
      changeSummary(change, options),
      ...changeDetails(change, options),
    ]);

  it("say where a widget moved from and to", () => {
    expect(said("widget-moved-across-sections")).toEqual([
      [
        "Top Members moved from section 3, left column, position 1 to section 2, secondary column, position 2",
      ],
    ]);
  });

  it("say each field old → new", () => {
    expect(said("widget-props-changed")).toEqual([
      [
        "Latest: 3 settings changed",
        "title: “Recent Posts” → “Latest”",
        "apiParams.sort removed (was “-dateLastComment”)",
        "apiParams.limit: 10 → 20",
      ],
    ]);
    expect(said("widget-visibility-changed")[0]).toEqual([
      "Quick Links: visibility rules changed",
      "visibility.device set to “mobile”",
      "role-filter.roleIDs set to [8]",
    ]);
  });

  it("name sections by position and the widgets that went with them", () => {
    expect(said("section-removed")).toEqual([
      ["Section 3 (react.section.2-columns-even) removed", "With Leaderboard, Custom HTML"],
    ]);
    expect(said("section-moved")).toEqual([
      ["Section react.section.2-columns-even moved from position 3 to position 1"],
    ]);
    expect(said("name-changed")).toEqual([["Layout renamed from “Community home” to “Community home v2”"]]);
  });
});

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random author edits: moves, additions, removals and setting changes of widgets and sections. */
function edit(doc: DiffDocument, next: () => number): DiffDocument {
  const out = structuredClone(doc) as {
    name: string;
    titleBar: unknown;
    layout: Record<string, unknown[]>[];
  };
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const regions = () =>
    out.layout.flatMap((section) =>
      Object.keys(section)
        .filter((key) => Array.isArray(section[key]))
        .map((key) => section[key] as unknown[]),
    );
  for (let step = 0; step < 1 + Math.floor(next() * 6); step++) {
    const action = Math.floor(next() * 7);
    const from = pick(regions().filter((list) => list.length > 0));
    const to = pick(regions());
    if (action === 0 && from && to) to.splice(Math.floor(next() * (to.length + 1)), 0, ...from.splice(0, 1));
    else if (action === 1 && from) from.splice(Math.floor(next() * from.length), 1);
    else if (action === 2 && to) to.push({ $hydrate: "react.html", name: `n${step}`, html: "<p>x</p>" });
    else if (action === 3 && from) Object.assign(from[0] as object, { title: `t${Math.floor(next() * 3)}` });
    else if (action === 4 && out.layout.length > 1) out.layout.push(...out.layout.splice(0, 1));
    else if (action === 5 && out.layout.length > 1)
      out.layout.splice(Math.floor(next() * out.layout.length), 1);
    else if (action === 6 && from)
      Object.assign(from[0] as object, {
        $middleware: { visibility: { device: pick(["mobile", "desktop"]) } },
      });
  }
  return out;
}

it("patches correctly after random edits, without falling back", () => {
  for (let seed = 1; seed <= 200; seed++) {
    const next = random(seed);
    // Half the runs carry editor ids (the widgets added on the way have none).
    const base = seed % 2 === 0 ? withIDs(fixture("no-change").from) : fixture("no-change").from;
    const from = edit(base, next);
    const to = edit(from, next);
    const own = unverifiedPatch(from, to);
    expect(patched(from, own), `seed ${seed}`).toEqual(savedForm(to));
    const moved = diffLayouts(from, to).changes.filter((c) => c.kind.endsWith("Moved")).length;
    expect(own.filter((op) => op.op === "move").length, `seed ${seed}`).toBeLessThanOrEqual(moved);
  }
});
