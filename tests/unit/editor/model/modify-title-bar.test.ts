// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { modifyTitleBar } from "../../../../src/client/editor/model/ops/modify-title-bar";
import { validateDocument } from "../../../../src/client/editor/model/problems";
import { editorCatalog } from "../../../factories";
import { frozenDocument } from "./support";

describe("modifyTitleBar", () => {
  it("sets a title bar prop by dot path, creating objects on the way, and leaves the sections alone", () => {
    const doc = frozenDocument();
    const next = modifyTitleBar(modifyTitleBar(doc, "height", 64), "logo.url", "/home");
    expect(next.titleBar).toEqual({ $hydrate: "react.titleBar", height: 64, logo: { url: "/home" } });
    expect(next.layout).toBe(doc.layout);
    expect(doc.titleBar).toEqual({ $hydrate: "react.titleBar" });
  });

  it("removes a prop with undefined", () => {
    const doc = modifyTitleBar(frozenDocument(), "borderType", "shadow");
    expect(modifyTitleBar(doc, "borderType", undefined).titleBar).toEqual({ $hydrate: "react.titleBar" });
  });

  it("refuses the $ keys, which are not settings", () => {
    expect(() => modifyTitleBar(frozenDocument(), "$hydrate", "react.banner")).toThrow(EditorOperationError);
    expect(() => modifyTitleBar(frozenDocument(), "", 1)).toThrow(EditorOperationError);
  });

  it("an invalid value becomes a problem at /titleBar", () => {
    const next = modifyTitleBar(frozenDocument(), "height", 5);
    const problems = validateDocument(next, editorCatalog("home"));
    expect(problems).toEqual([
      expect.objectContaining({ editorID: null, pointer: "/titleBar/height", field: "height" }),
    ]);
  });
});
