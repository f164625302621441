import { describe, expect, it } from "vitest";
import { validateDocument } from "../../../../src/client/editor/model/problems";
import type { JsonObject } from "../../../../src/client/editor/model/types";
import {
  fieldLabel,
  groupProblems,
  missingAssetHint,
} from "../../../../src/client/editor/problems/group-problems";
import { editorCatalog, editorDocument, editorTemplate } from "../../../factories/editor";

const catalog = editorCatalog("discussionList");

/** The discussion list template without its required asset, and with two widgets' props broken. */
function brokenDocument() {
  const saved = editorTemplate("discussionList");
  const columns = saved.layout[1] as Record<string, JsonObject[]>;
  columns.mainBottom = [];
  (columns.secondaryBottom?.[2] as JsonObject).links = "nope";
  (columns.secondaryBottom?.[2] as JsonObject).title = 5;
  return editorDocument(saved);
}

describe("groupProblems", () => {
  const doc = brokenDocument();
  const problems = validateDocument(doc, catalog);
  const groups = groupProblems(problems, doc, catalog);

  it("puts document-level problems first, then nodes in document order", () => {
    expect(problems).toHaveLength(3);
    expect(groups.map((group) => [group.kind, group.label, group.where, group.problems.length])).toEqual([
      ["document", "Layout", "", 1],
      ["widget", "Quick Links", "secondary column, section 2", 2],
    ]);
  });

  it("names fields for people", () => {
    const [documentGroup, widgetGroup] = groups;
    if (!documentGroup || !widgetGroup) throw new Error("expected two groups");
    expect(documentGroup.problems.map((p) => fieldLabel(p, "document"))).toEqual(["layout"]);
    expect(widgetGroup.problems.map((p) => fieldLabel(p, "widget")).sort()).toEqual(["links", "title"]);
    expect(fieldLabel({ ...problems[0], field: "" } as (typeof problems)[0], "section")).toBe(
      "whole section",
    );
  });

  it("says which asset to add and where", () => {
    const missing = groups[0]?.problems[0];
    if (!missing) throw new Error("expected a missing asset problem");
    expect(missingAssetHint(missing, catalog)).toMatch(
      /^Add “.+” from the .+ group of the palette into a .+ section\.$/,
    );
    expect(missingAssetHint({ ...missing, code: "type" }, catalog)).toBeNull();
  });

  it("is empty for a clean document", () => {
    const clean = editorDocument("discussionList");
    expect(groupProblems(validateDocument(clean, catalog), clean, catalog)).toEqual([]);
  });
});
