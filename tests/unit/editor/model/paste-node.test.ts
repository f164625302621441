// @vitest-environment node
import { describe, expect, it } from "vitest";
import { copyEnvelope, readEnvelope, serializeEnvelope } from "../../../../src/client/editor/model/clipboard";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { pasteNode } from "../../../../src/client/editor/model/ops/paste-node";
import { findNode, locate } from "../../../../src/client/editor/model/paths";
import { validateDocument } from "../../../../src/client/editor/model/problems";
import type { EditorDocument, JsonObject, Selection } from "../../../../src/client/editor/model/types";
import { editorCatalog } from "../../../factories";
import { allIDs, frozenDocument, regionKeys } from "./support";

const home = editorCatalog("home");
const discussion = editorCatalog("discussion");

/** What the clipboard holds after copying a node of `doc`. */
function copied(doc: EditorDocument, selection: Selection) {
  const catalog = editorCatalog(doc.layoutViewType);
  return readEnvelope(serializeEnvelope(copyEnvelope(doc, selection, catalog).envelope));
}

const widget = (node: JsonObject) => ({ kind: "widget" as const, node: { $hydrate: "react.html", ...node } });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EditorOperationError);
    return (error as Error).message;
  }
  throw new Error("not refused");
}

describe("pasteNode: widgets", () => {
  it("pastes right after the selected widget, as a new node with a fresh id; the input is untouched", () => {
    const doc = frozenDocument();
    const content = copied(doc, { kind: "widget", id: "n11" });
    const result = pasteNode(doc, content, { selection: { kind: "widget", id: "n8" } }, home);
    expect(result.kind).toBe("widget");
    expect(result.name).toBe("Top Members");
    expect(result.target).toEqual({ sectionID: "n5", region: "secondaryBottom", index: 1 });
    expect(locate(result.doc, result.editorID)).toEqual(result.target);
    expect(allIDs(doc)).not.toContain(result.editorID);
    expect(findNode(result.doc, result.editorID)?.title).toBe("Top Members");
    expect(regionKeys(doc, 2, "secondaryBottom")).toHaveLength(5);
    expect(regionKeys(result.doc, 2, "secondaryBottom")).toHaveLength(6);
    expect(validateDocument(result.doc)).toEqual([]);
  });

  it("pastes at the end of a region an Add widget button picked, or into a selected section's first region", () => {
    const doc = frozenDocument();
    const content = widget({ html: "<p>Hello</p>" });
    const picked = pasteNode(
      doc,
      content,
      { selection: null, region: { sectionID: "n5", region: "mainBottom" } },
      home,
    );
    expect(picked.target).toEqual({ sectionID: "n5", region: "mainBottom", index: 1 });
    const inSection = pasteNode(doc, content, { selection: { kind: "section", id: "n13" } }, home);
    expect(inSection.target).toEqual({ sectionID: "n13", region: "children", index: 1 });
  });

  it("with nothing selected, pastes into the first region that accepts the widget", () => {
    const leaderboard = { kind: "widget" as const, node: { $hydrate: "react.leaderboard" } };
    const result = pasteNode(frozenDocument(), leaderboard, { selection: null }, home);
    // The full-width section does not take a leaderboard; the one-column section does.
    expect(result.target).toEqual({ sectionID: "n3", region: "children", index: 1 });
  });

  it("refuses a place that does not take the widget, naming it", () => {
    const banner = { kind: "widget" as const, node: { $hydrate: "react.app-banner" } };
    expect(
      refusal(() => pasteNode(frozenDocument(), banner, { selection: { kind: "widget", id: "n7" } }, home)),
    ).toBe('Banner can\'t go in the main column of section 3 ("2 Columns - Default").');
  });

  it("refuses a widget the target view type does not offer, and an asset the page already has", () => {
    const post = frozenDocument("discussion");
    const meta = copied(post, { kind: "widget", id: "n5" });
    expect(refusal(() => pasteNode(frozenDocument(), meta, { selection: null }, home))).toMatch(
      /isn't available in home layouts/,
    );
    expect(
      refusal(() => pasteNode(post, meta, { selection: { kind: "widget", id: "n3" } }, discussion)),
    ).toMatch(/is already on this page/);
  });

  it("crosses view types: a home widget pastes into a discussion page", () => {
    const content = copied(frozenDocument(), { kind: "widget", id: "n11" });
    const result = pasteNode(
      frozenDocument("discussion"),
      content,
      { selection: { kind: "widget", id: "n10" } },
      discussion,
    );
    expect(result.target).toEqual({ sectionID: "n1", region: "secondaryBottom", index: 2 });
  });

  it("refuses props the widget's schema refuses, with the field and the reason", () => {
    const paste = (node: JsonObject) =>
      refusal(() =>
        pasteNode(
          frozenDocument(),
          { kind: "widget", node: { $hydrate: "react.leaderboard", ...node } },
          { selection: { kind: "widget", id: "n11" } },
          home,
        ),
      );
    expect(paste({ apiParams: { limit: 500 } })).toBe(
      "Leaderboard can't be pasted here: apiParams.limit: Must be <= 100.",
    );
    expect(paste({ $middleware: { visibility: { device: "phone" } } })).toMatch(
      /^Leaderboard can't be pasted here: \$middleware\.visibility\.device: Must be one of/,
    );
  });

  it("pastes a widget with a key the schema does not model, naming it (it is dropped on save)", () => {
    const result = pasteNode(
      frozenDocument(),
      { kind: "widget", node: { $hydrate: "react.leaderboard", colour: "red" } },
      { selection: { kind: "widget", id: "n11" } },
      home,
    );
    expect(result.unknownKeys).toEqual(["colour"]);
  });
});

describe("pasteNode: sections", () => {
  it("pastes a section after the selected one (or the selected widget's), every node with a fresh id", () => {
    const doc = frozenDocument();
    const content = copied(doc, { kind: "section", id: "n5" });
    const result = pasteNode(doc, content, { selection: { kind: "widget", id: "n4" } }, home);
    expect(result.kind).toBe("section");
    expect(result.target).toEqual({ sectionIndex: 2 });
    expect(result.doc.layout).toHaveLength(5);
    expect(result.doc.layout[2]?.$editorID).toBe(result.editorID);
    const before = new Set(allIDs(doc));
    expect(allIDs(result.doc).filter((id) => before.has(id))).toHaveLength(before.size);
    expect(new Set(allIDs(result.doc)).size).toBe(allIDs(result.doc).length);
    expect(regionKeys(result.doc, 2, "secondaryBottom")).toEqual(regionKeys(doc, 2, "secondaryBottom"));
  });

  it("goes at the end with nothing selected, at the top with the title bar selected", () => {
    const doc = frozenDocument();
    const content = copied(doc, { kind: "section", id: "n13" });
    expect(pasteNode(doc, content, { selection: null }, home).target).toEqual({ sectionIndex: 4 });
    expect(pasteNode(doc, content, { selection: { kind: "titleBar", id: "titleBar" } }, home).target).toEqual(
      { sectionIndex: 0 },
    );
  });

  it("leaves out the page assets the page already has, and says which", () => {
    const post = frozenDocument("discussion");
    const content = copied(post, { kind: "section", id: "n1" });
    const result = pasteNode(post, content, { selection: { kind: "section", id: "n1" } }, discussion);
    expect(result.leftOut).toEqual([
      "Original Post",
      "Find more posts tagged with",
      "Post Meta",
      "Post Attachments",
      "Comments",
      "Comment Editor",
    ]);
    expect(regionKeys(result.doc, 1, "mainBottom")).toEqual([]);
    expect(regionKeys(result.doc, 1, "secondaryBottom")).toEqual(["react.newpost", "react.quick-links"]);
  });

  it("refuses a section holding a widget the view type does not offer", () => {
    const content = copied(frozenDocument("discussion"), { kind: "section", id: "n1" });
    expect(refusal(() => pasteNode(frozenDocument(), content, { selection: null }, home))).toMatch(
      /isn't available in home layouts/,
    );
  });

  it("refuses a section whose widgets break the schema rules (a widget the section does not allow)", () => {
    const content = {
      kind: "section" as const,
      node: { $hydrate: "react.section.2-columns", mainBottom: [{ $hydrate: "react.app-banner" }] },
    };
    expect(refusal(() => pasteNode(frozenDocument(), content, { selection: null }, home))).toMatch(
      /^2 Columns - Default can't be pasted here \(in Banner\): .*not allowed in a 2-columns section/,
    );
  });
});
