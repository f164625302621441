// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { modifyMiddleware } from "../../../../src/client/editor/model/ops/modify-middleware";
import { findNode } from "../../../../src/client/editor/model/paths";
import { frozenDocument } from "./support";

describe("modifyMiddleware", () => {
  it("sets visibility, role and category filters on a widget or a section", () => {
    const middleware = { visibility: { device: "mobile" }, "role-filter": { roleIDs: [2] } };
    const next = modifyMiddleware(frozenDocument(), "n8", middleware);
    expect(findNode(next, "n8")?.$middleware).toEqual(middleware);
    const section = modifyMiddleware(next, "n5", { "category-filter": { categoryID: 3 } });
    expect(findNode(section, "n5")?.$middleware).toEqual({ "category-filter": { categoryID: 3 } });
  });

  it("removes $middleware with null or an empty object", () => {
    const set = modifyMiddleware(frozenDocument(), "n8", { visibility: { device: "desktop" } });
    expect(findNode(modifyMiddleware(set, "n8", null), "n8")).not.toHaveProperty("$middleware");
    expect(findNode(modifyMiddleware(set, "n8", {}), "n8")).not.toHaveProperty("$middleware");
  });

  it("refuses an unknown node", () => {
    expect(() => modifyMiddleware(frozenDocument(), "zz", null)).toThrow(EditorOperationError);
  });
});
