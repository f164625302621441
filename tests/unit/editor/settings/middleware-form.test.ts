// @vitest-environment node
// The Conditions group keeps $middleware free of filters that filter nothing, so a node without conditions
// carries no $middleware at all.
import { describe, expect, it } from "vitest";
import { buildFieldTree } from "../../../../src/client/editor/form/field-tree";
import {
  MIDDLEWARE_FORM_SCHEMA,
  normalizeMiddleware,
} from "../../../../src/client/editor/settings/middleware-form";

describe("normalizeMiddleware", () => {
  it("drops device 'all', empty role lists and category filters without a category", () => {
    expect(normalizeMiddleware({ visibility: { device: "all" } })).toBeNull();
    expect(normalizeMiddleware({ "role-filter": { roleIDs: [] } })).toBeNull();
    expect(normalizeMiddleware({ "category-filter": { includeChildCategories: true } })).toBeNull();
    expect(normalizeMiddleware({})).toBeNull();
    expect(normalizeMiddleware(undefined)).toBeNull();
  });

  it("keeps the filters that filter", () => {
    const middleware = {
      visibility: { device: "mobile" },
      "role-filter": { roleIDs: [8] },
      "category-filter": { categoryID: 3, includeChildCategories: true },
    };
    expect(normalizeMiddleware(middleware)).toEqual(middleware);
  });
});

describe("the Conditions fields", () => {
  it("offer devices, roles (API-backed) and a category; subcategories only once a category is chosen", () => {
    const schema = { type: "object", properties: { $middleware: MIDDLEWARE_FORM_SCHEMA } };
    const [group] = buildFieldTree(schema, {});
    expect(group).toMatchObject({ kind: "group", label: "Conditions", path: "$middleware" });
    const paths = (value: object) =>
      JSON.stringify(buildFieldTree(schema, { $middleware: value }))
        .match(/"path":"[^"]+"/g)
        ?.map((match) => match.slice(8, -1));
    expect(paths({})).toEqual([
      "$middleware",
      "$middleware.visibility",
      "$middleware.visibility.device",
      "$middleware.role-filter",
      "$middleware.role-filter.roleIDs",
      "$middleware.category-filter",
      "$middleware.category-filter.categoryID",
    ]);
    expect(paths({ "category-filter": { categoryID: 3 } })).toContain(
      "$middleware.category-filter.includeChildCategories",
    );
  });
});
