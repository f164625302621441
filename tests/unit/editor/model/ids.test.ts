// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import {
  newEditorID,
  sequentialEditorIDs,
  stripEditorIDs,
  withEditorIDs,
  withFreshIDs,
} from "../../../../src/client/editor/model/ids";
import { editorDocument, editorTemplate } from "../../../factories";
import { allIDs, regionIDs } from "./support";

describe("withEditorIDs / stripEditorIDs", () => {
  it("gives every section and widget an id, not value nodes or the title bar", () => {
    const doc = editorDocument("home");
    expect(allIDs(doc)).toEqual(Array.from({ length: 14 }, (_, i) => `n${i + 1}`));
    const banner = doc.layout[0]?.children as Record<string, unknown>[];
    expect(banner[0]?.title).toEqual({ $hydrate: "param", ref: "siteSection/name" });
    expect(doc.titleBar).not.toHaveProperty("$editorID");
  });

  it("round-trips to the saved form", () => {
    const template = editorTemplate("discussion");
    const saved = stripEditorIDs(editorDocument("discussion"));
    expect(saved).toEqual({
      name: template.name,
      layoutViewType: template.layoutViewType,
      titleBar: template.titleBar,
      layout: template.layout,
    });
    expect(JSON.stringify(saved)).not.toContain("$editorID");
  });

  it("keeps the previous id of a node at the same pointer with the same $hydrate", () => {
    const previous = editorDocument("home");
    const saved = stripEditorIDs(previous);
    // Replace the 2nd widget of secondaryBottom by another kind; edit a prop of the first.
    const secondary = saved.layout[2]?.secondaryBottom as Record<string, unknown>[];
    secondary[1] = { $hydrate: "react.html" };
    secondary[0] = { ...secondary[0], title: "Changed" };
    const next = withEditorIDs(saved, previous, sequentialEditorIDs("x"));
    expect(regionIDs(next, 2, "secondaryBottom")).toEqual(["n8", "x1", "n10", "n11", "n12"]);
    expect(next.layout.map((s) => s.$editorID)).toEqual(["n1", "n3", "n5", "n13"]);
  });

  it("ignores ids found in the input (the JSON pane never shows them) and keeps layoutID", () => {
    const next = withEditorIDs(
      {
        layoutID: 4,
        name: "A",
        layoutViewType: "home",
        layout: [{ $hydrate: "react.section.1-column", $editorID: "evil" }],
      },
      null,
      sequentialEditorIDs(),
    );
    expect(next.layout[0]?.$editorID).toBe("n1");
    expect(next.layoutID).toBe(4);
    expect(next.titleBar).toEqual({ $hydrate: "react.titleBar" });
    const kept = withEditorIDs({ name: "B", layoutViewType: "home", layout: [] }, next);
    expect(kept.layoutID).toBe(4);
  });

  it("refuses a layout that is not a list of nodes", () => {
    expect(() => withEditorIDs({ layout: {} })).toThrow(EditorOperationError);
    expect(() => withEditorIDs({ layout: [1] })).toThrow(EditorOperationError);
    expect(() => withEditorIDs({ layout: [{ $hydrate: "param" }] })).toThrow(EditorOperationError);
  });

  it("does not share objects with its input", () => {
    const saved = editorTemplate("home");
    const doc = withEditorIDs(saved);
    (doc.layout[0] as Record<string, unknown>).changed = true;
    expect(saved.layout[0]).not.toHaveProperty("changed");
  });
});

describe("fresh ids", () => {
  it("newEditorID never repeats", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newEditorID()));
    expect(ids.size).toBe(1000);
  });

  it("withFreshIDs replaces the ids of a node and its region widgets", () => {
    const section = editorDocument("home").layout[2] ?? {};
    const copy = withFreshIDs(section, sequentialEditorIDs("c"));
    expect(copy.$editorID).toBe("c1");
    expect((copy.mainTop as { $editorID: string }[])[0]?.$editorID).toBe("c2");
    expect(() => withFreshIDs({ $hydrate: "literal", value: 1 })).toThrow(EditorOperationError);
  });
});
