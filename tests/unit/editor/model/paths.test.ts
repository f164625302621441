// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  dottedToPointer,
  findNode,
  locate,
  nodeAtPointer,
  pointerOf,
  pointerToDotted,
  pointerTokens,
  sectionOf,
  tokensToPointer,
  valueAtField,
  walkNodes,
} from "../../../../src/client/editor/model/paths";
import { editorDocument } from "../../../factories";

const doc = editorDocument("home");

describe("paths", () => {
  it("pointerOf and nodeAtPointer are inverse for every node", () => {
    for (const entry of walkNodes(doc)) {
      expect(pointerOf(doc, entry.node.$editorID)).toBe(entry.pointer);
      expect(nodeAtPointer(doc, entry.pointer)).toBe(entry.node.$editorID);
    }
  });

  it("nodeAtPointer finds the deepest node containing a pointer", () => {
    expect(nodeAtPointer(doc, "/layout/2/mainBottom/0/apiParams/limit")).toBe("n7");
    expect(nodeAtPointer(doc, "/layout/2/isInverted")).toBe("n5");
    expect(nodeAtPointer(doc, "/layout/2/mainBottom/9")).toBe("n5");
    expect(nodeAtPointer(doc, "/layout/0/children/0/title/ref")).toBe("n2");
    expect(nodeAtPointer(doc, "/titleBar")).toBeNull();
    expect(nodeAtPointer(doc, "/layout/9")).toBeNull();
    expect(nodeAtPointer(doc, "")).toBeNull();
  });

  it("findNode, locate and sectionOf", () => {
    expect(findNode(doc, "n7")?.$hydrate).toBe("react.discussion.discussions");
    expect(findNode(doc, "zz")).toBeNull();
    expect(locate(doc, "n9")).toEqual({ sectionID: "n5", region: "secondaryBottom", index: 1 });
    expect(locate(doc, "n5")).toBeNull();
    expect(sectionOf(doc, "n9")?.$editorID).toBe("n5");
    expect(sectionOf(doc, "n5")?.$editorID).toBe("n5");
  });

  it("walkNodes lists sections then their widgets in region order", () => {
    expect(
      walkNodes(doc)
        .map((e) => `${e.kind[0]}${e.node.$editorID}`)
        .slice(0, 6),
    ).toEqual(["sn1", "wn2", "sn3", "wn4", "sn5", "wn6"]);
  });

  it("converts between pointers, tokens and server dotted fields (escaping / and ~)", () => {
    expect(dottedToPointer("layout.1.mainBottom.0.apiParams.limit")).toBe(
      "/layout/1/mainBottom/0/apiParams/limit",
    );
    expect(pointerToDotted("/layout/1/mainBottom/0/apiParams/limit")).toBe(
      "layout.1.mainBottom.0.apiParams.limit",
    );
    expect(pointerTokens("/a~1b/c~0d")).toEqual(["a/b", "c~d"]);
    expect(tokensToPointer(["a/b", "c~d", 3])).toBe("/a~1b/c~0d/3");
    expect(pointerTokens("")).toEqual([]);
  });

  it("valueAtField reads a dot path through objects and arrays", () => {
    const node = findNode(doc, "n6") ?? {};
    expect(valueAtField(node, "links.1.name")).toBe("Top Posts");
    expect(valueAtField(node, "links.9.name")).toBeUndefined();
    expect(valueAtField(node, "")).toBe(node);
  });
});
