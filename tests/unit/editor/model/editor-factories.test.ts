// @vitest-environment node
// The editor factories build the same catalog the server answers, without importing server code.
import { describe, expect, it } from "vitest";
import type { LayoutCatalog } from "../../../../src/client/editor/model/catalog";
import { walkNodes } from "../../../../src/client/editor/model/paths";
import { validateDocument } from "../../../../src/client/editor/model/problems";
import { buildLayoutCatalog } from "../../../../src/server/layouts/catalog-api";
import type { LayoutCatalog as ApiLayoutCatalog } from "../../../../src/types/generated/api/layout-catalog";
import {
  bigEditorDocument,
  EDITOR_TEMPLATE_VIEW_TYPES,
  editorCatalog,
  editorDocument,
} from "../../../factories";

describe("editor factories", () => {
  it.each([...EDITOR_TEMPLATE_VIEW_TYPES, "customPage", "all"].map((v) => [v]))(
    "editorCatalog(%s) equals the server's catalog",
    (viewType) => {
      expect(editorCatalog(viewType)).toEqual(buildLayoutCatalog(viewType));
    },
  );

  it("the client's LayoutCatalog type fits the API's (checked by tsc)", () => {
    const client: LayoutCatalog = editorCatalog("home");
    const api: ApiLayoutCatalog = client;
    expect(api).toBe(client);
  });

  it("editorDocument is deterministic", () => {
    expect(editorDocument("question")).toEqual(editorDocument("question"));
    expect(editorDocument("customPage").layout.map((s) => s.$hydrate)).toEqual(["react.section.1-column"]);
  });

  it("bigEditorDocument holds the asked number of valid widgets", () => {
    const doc = bigEditorDocument(500);
    expect(walkNodes(doc).filter((e) => e.kind === "widget")).toHaveLength(500);
    expect(validateDocument(doc, editorCatalog("home"))).toEqual([]);
    expect(walkNodes(bigEditorDocument(7)).filter((e) => e.kind === "widget")).toHaveLength(7);
  });
});
