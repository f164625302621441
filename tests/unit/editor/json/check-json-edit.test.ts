import { jsonLanguage } from "@codemirror/lang-json";
import { describe, expect, it } from "vitest";
import { checkJsonEdit, documentShapeProblems } from "../../../../src/client/editor/json/check-json-edit";
import type { Problem } from "../../../../src/client/editor/model/types";

const DOC = {
  name: "Home",
  layoutViewType: "home",
  titleBar: { $hydrate: "react.titleBar" },
  layout: [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.html", html: 5 }] }],
};
const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const noProblems = () => [];
const check = (text: string, validate: () => Problem[] = noProblems) =>
  checkJsonEdit(text, jsonLanguage.parser.parse(text), { layoutViewType: "home", validate });

describe("checkJsonEdit", () => {
  it("accepts a document that parses, has the shape and no problems", () => {
    const result = check(pretty(DOC));
    expect(result).toEqual({ ok: true, saved: DOC, warnings: [] });
  });

  it("applies a document with warnings (unknown keys), marking where each is", () => {
    const text = pretty(DOC);
    const warning: Problem = {
      editorID: null,
      pointer: "/layout/0/children/0/html",
      field: "html",
      code: "unknownProperty",
      message: 'Unknown property "html".',
    };
    const result = checkJsonEdit(text, jsonLanguage.parser.parse(text), {
      layoutViewType: "home",
      validate: () => ({ problems: [], warnings: [warning] }),
    });
    expect(result.ok).toBe(true);
    const [marked] = result.ok ? result.warnings : [];
    expect(marked?.message).toBe(warning.message);
    expect(text.slice(marked?.from, marked?.to)).toBe("5");
  });

  it("reports a syntax error where the parser stumbled", () => {
    const text = pretty(DOC).replace('"html": 5', '"html": ');
    const result = check(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.stage).toBe("syntax");
    const first = result.diagnostics[0];
    expect(first?.message).toMatch(/^Invalid JSON/);
    // The error sits right after the dangling key, not at the start of the document.
    expect(first?.from).toBeGreaterThan(text.indexOf('"html"'));
  });

  it("reports an empty text", () => {
    const result = check("");
    expect(result).toMatchObject({ ok: false, stage: "syntax" });
  });

  it("refuses a changed view type and a layout that is not a list of sections, at their values", () => {
    const text = pretty({ ...DOC, layoutViewType: "discussion", layout: [DOC.layout[0], 7] });
    const result = check(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.stage).toBe("shape");
    expect(result.diagnostics.map((d) => text.slice(d.from, d.to))).toEqual(['"discussion"', "7"]);
  });

  it("holds back schema problems, each at its pointer", () => {
    const text = pretty(DOC);
    const problem: Problem = {
      editorID: "w1",
      pointer: "/layout/0/children/0/html",
      field: "html",
      message: "must be string",
      code: "type",
    };
    const missing: Problem = { ...problem, pointer: "/layout/0/children/0/name", message: "required" };
    const result = check(text, () => [problem, missing]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.stage).toBe("schema");
    const [wrongType, required] = result.diagnostics;
    expect(text.slice(wrongType?.from, wrongType?.to)).toBe("5");
    expect(wrongType?.message).toBe("must be string");
    // A missing property is marked on the opening brace of the object that lacks it.
    expect(text.slice(required?.from, required?.to)).toBe("{");
    expect(text.slice(required?.from).replace(/\s+/g, "")).toMatch(/^\{"\$hydrate":"react.html"/);
  });
});

describe("documentShapeProblems", () => {
  it("names each missing part", () => {
    expect(documentShapeProblems([], "home").map((p) => p.pointer)).toEqual([""]);
    expect(documentShapeProblems({}, "home").map((p) => p.pointer)).toEqual([
      "/name",
      "/layoutViewType",
      "/titleBar",
      "/layout",
    ]);
  });
});
