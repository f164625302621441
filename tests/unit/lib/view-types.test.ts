// @vitest-environment node
// The view type table (schemas/layout/view-types.json) is the one the server and the dashboard both read: it must
// match its schema, name only sets it defines, and give each view type what the server and the dashboard need.
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import table from "../../../schemas/layout/view-types.json";
import schema from "../../../schemas/layout/view-types.schema.json";
import {
  globalTargetLabel,
  VIEW_TYPES,
  viewTypeDefinition,
  viewTypeLabel,
} from "../../../src/lib/layout/view-types";

describe("view types", () => {
  it("the table matches its schema", () => {
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(table), JSON.stringify(validate.errors)).toBe(true);
  });

  it("lists every view type once, with its params merged from the named sets", () => {
    expect(new Set(VIEW_TYPES.map((view) => view.name)).size).toBe(VIEW_TYPES.length);
    expect(Object.keys(viewTypeDefinition("discussionList")?.params ?? {})).toEqual([
      "sort",
      "page",
      "tagID",
      "type",
    ]);
    expect(viewTypeDefinition("discussion")?.params).toEqual(viewTypeDefinition("question")?.params);
    expect(viewTypeDefinition("nestedCategoryList")?.resolvedParams).toEqual([
      "category",
      "category/categoryID",
      "category/name",
      "category/description",
      "category/url",
      "breadcrumbs",
    ]);
    expect(viewTypeDefinition("customPage")).toMatchObject({ templateID: null, recordTypes: ["customPage"] });
  });

  it("labels view types for the dashboard, and unknown ones by name", () => {
    expect(viewTypeLabel("nestedCategoryList")).toBe("Nested Categories Page");
    expect(viewTypeLabel("mystery")).toBe("mystery");
  });

  it("words the global target like Vanilla's apply dialog", () => {
    expect(globalTargetLabel("home")).toBe("Apply Layout to Site Home Page");
    expect(globalTargetLabel("discussionList")).toBe("Set as default layout for all Discussions Page");
  });
});
