// @vitest-environment node
// The form's decisions without rendering: which control a property gets (hint first, then the plain schema),
// labels, conditions, value nodes, lists, and which field shows which problem.
import { describe, expect, it } from "vitest";
import { conditionsHold, matchesFragment } from "../../../../src/client/editor/form/conditions";
import {
  assignProblems,
  buildFieldTree,
  claimingPath,
  controlKindOf,
  type FormField,
  renderedPaths,
} from "../../../../src/client/editor/form/field-tree";
import { humanize } from "../../../../src/client/editor/form/humanize";
import { linkedChanges } from "../../../../src/client/editor/form/linked-fields";
import { formSchemaOf } from "../../../../src/client/editor/form/schema-resolve";
import type { FieldSchema } from "../../../../src/client/editor/form/types";
import { fieldID, getAt, setAt } from "../../../../src/client/editor/form/value-paths";
import type { Problem } from "../../../../src/client/editor/model/types";
import { clientWidgetSchemas } from "../../../../src/client/editor/model/widget-meta";

function widgetSchema(key: string): FieldSchema {
  const schema = clientWidgetSchemas.get(key);
  if (!schema) throw new Error(`no schema for ${key}`);
  return formSchemaOf(schema as unknown as FieldSchema);
}

function find(fields: readonly FormField[], path: string): FormField | undefined {
  for (const field of fields) {
    if (field.path === path) return field;
    const children =
      field.kind === "group"
        ? field.children
        : field.kind === "list"
          ? field.items.flatMap((item) => item.children)
          : [];
    const found = find(children, path);
    if (found) return found;
  }
  return undefined;
}

const problem = (field: string, message: string): Problem => ({
  editorID: "n2",
  pointer: `/layout/0/children/0/${field.replaceAll(".", "/")}`,
  field,
  message,
  code: "schema",
});

describe("controls from plain schemas", () => {
  it.each([
    [{ type: "boolean" }, "toggle"],
    [{ type: "integer", minimum: 1 }, "textBox"],
    [{ type: "string" }, "textBox"],
    [{ type: "string", enum: ["a", "b"] }, "radio"],
    [{ type: "string", enum: ["a", "b", "c", "d"] }, "dropDown"],
    [{ type: "array", items: { type: "string", enum: ["x", "y"] } }, "multiSelect"],
    [{ type: "array", items: { type: "object", properties: { name: { type: "string" } } } }, "dragAndDrop"],
    [{ type: "array", items: { type: "integer" } }, "unsupported"],
  ])("%j → %s", (schema, control) => {
    expect(controlKindOf(schema, {})).toBe(control);
  });

  it("honours the hint over the schema, and dropDown multiple as a multi-select", () => {
    expect(controlKindOf({ type: "string" }, { inputType: "color" })).toBe("color");
    expect(controlKindOf({ type: "boolean" }, { inputType: "checkBox" })).toBe("checkBox");
    expect(controlKindOf({ type: "array" }, { inputType: "dropDown", multiple: true })).toBe("multiSelect");
    expect(controlKindOf({ type: "string" }, { inputType: "select" })).toBe("dropDown");
  });
});

describe("labels", () => {
  it("spells out property names, with acronyms", () => {
    expect(humanize("apiParams")).toBe("API params");
    expect(humanize("parentCategoryID")).toBe("Parent category ID");
    expect(humanize("feedUrl")).toBe("Feed URL");
    expect(humanize("no-repeat")).toBe("No repeat");
    expect(humanize("-dateLastComment")).toBe("Date last comment");
  });
});

describe("the banner form", () => {
  const schema = widgetSchema("react.app-banner");

  it("uses the hints: radioPicker for the title source, colour, upload inside the referenced background", () => {
    const fields = buildFieldTree(schema, { titleType: "static", title: "Welcome" });
    expect(find(fields, "titleType")).toMatchObject({ kind: "leaf", control: "radioPicker", label: "Title" });
    expect(find(fields, "textColor")).toMatchObject({ control: "color", label: "Text colour" });
    expect(find(fields, "background")).toMatchObject({ kind: "group", label: "Background" });
    expect(find(fields, "background.image")).toMatchObject({ control: "upload" });
    expect(find(fields, "title")).toMatchObject({ kind: "leaf", value: "Welcome", label: "Title text" });
  });

  it("hides the static title unless titleType is static (default siteSection/name)", () => {
    expect(find(buildFieldTree(schema, {}), "title")).toBeUndefined();
    expect(find(buildFieldTree(schema, { titleType: "static" }), "title")).toBeDefined();
    // showSearch defaults to true, so the placement shows until it is turned off.
    expect(find(buildFieldTree(schema, {}), "searchPlacement")).toBeDefined();
    expect(find(buildFieldTree(schema, { showSearch: false }), "searchPlacement")).toBeUndefined();
  });

  it("shows a param node as a contextual value even where static text would be hidden", () => {
    const fields = buildFieldTree(schema, {
      titleType: "siteSection/name",
      title: { $hydrate: "param", ref: "siteSection/name" },
    });
    expect(find(fields, "title")).toMatchObject({ kind: "valueNode", node: { ref: "siteSection/name" } });
  });
});

describe("lists and groups", () => {
  it("quick links: a dragAndDrop of links labelled by name, ids hidden", () => {
    const fields = buildFieldTree(widgetSchema("react.quick-links"), {
      links: [
        { id: "a", name: "Guidelines", url: "/page/guidelines" },
        { id: "b", name: "", url: "/categories" },
      ],
    });
    const links = find(fields, "links");
    expect(links?.kind).toBe("list");
    if (links?.kind !== "list") return;
    expect(links.items.map((item) => item.label)).toEqual(["Guidelines", "Link 2"]);
    expect(find(fields, "links.0.id")).toBeUndefined();
    expect(find(fields, "links.1.url")).toMatchObject({ control: "textBox", value: "/categories" });
  });

  it("tabs: an item without a label is called by its preset's label", () => {
    const fields = buildFieldTree(widgetSchema("react.tabs"), {
      tabConfiguration: [{ tabPresetID: "new-questions", label: "" }],
    });
    const tabs = find(fields, "tabConfiguration");
    expect(tabs?.kind === "list" && tabs.items[0]?.label).toBe("New Questions");
  });

  it("discussions: the category picker is API-backed and shows only for the category filter", () => {
    const schema = widgetSchema("react.discussion.discussions");
    expect(find(buildFieldTree(schema, {}), "apiParams.categoryID")).toBeUndefined();
    const picker = find(
      buildFieldTree(schema, { apiParams: { filter: "category" } }),
      "apiParams.categoryID",
    );
    expect(picker).toMatchObject({ control: "dropDown" });
    expect(picker?.xControl.optionsLookup).toMatchObject({ valueKey: "categoryID", labelKey: "name" });
    expect(find(buildFieldTree(schema, {}), "apiParams.slotType")).toBeUndefined();
    expect(find(buildFieldTree(schema, { apiParams: { sort: "-hot" } }), "apiParams.slotType")).toBeDefined();
  });

  it("leaves out skipped top-level properties (a section's regions)", () => {
    const fields = buildFieldTree(
      widgetSchema("react.section.2-columns"),
      {},
      {
        skip: ["mainTop", "mainBottom", "secondaryTop", "secondaryBottom", "breadcrumbs"],
      },
    );
    expect(fields.map((field) => field.path)).toEqual(["isInverted"]);
  });
});

describe("conditions", () => {
  it("match const, enum, type, not, lengths and bounds, and invert", () => {
    expect(matchesFragment("static", { const: "static" })).toBe(true);
    expect(matchesFragment("none", { enum: ["a", "b"] })).toBe(false);
    expect(matchesFragment(3, { type: ["integer", "string"] })).toBe(true);
    expect(matchesFragment("", { not: { const: "" } })).toBe(false);
    expect(matchesFragment("abc", { minLength: 2, maxLength: 3 })).toBe(true);
    expect(matchesFragment(5, { minimum: 6 })).toBe(false);
    const values: Record<string, unknown> = { a: "x" };
    expect(conditionsHold([{ field: "a", const: "x", invert: true }], (field) => values[field])).toBe(false);
  });
});

describe("problems at fields", () => {
  const schema = widgetSchema("react.discussion.discussions");
  const fields = buildFieldTree(schema, { apiParams: { filter: "category", limit: 500 } });

  it("go to the deepest rendered path that holds them, else to the form", () => {
    const paths = renderedPaths(fields);
    expect(claimingPath(paths, "apiParams.limit")).toBe("apiParams.limit");
    expect(claimingPath(paths, "apiParams.nope")).toBe("apiParams");
    expect(claimingPath(paths, "unknownProp")).toBe("");
    const byPath = assignProblems(fields, [
      problem("apiParams.limit", "must be <= 100"),
      problem("", "must NOT have additional properties"),
    ]);
    expect(byPath.get("apiParams.limit")).toEqual(["must be <= 100"]);
    expect(byPath.get("")).toEqual(["must NOT have additional properties"]);
  });
});

describe("value paths", () => {
  it("get and set by dot path without touching other branches", () => {
    const value = { a: { b: 1 }, list: [{ name: "x" }], keep: { c: 2 } };
    const next = setAt(value, "list.0.name", "y") as typeof value;
    expect(getAt(next, "list.0.name")).toBe("y");
    expect(next.keep).toBe(value.keep);
    expect(getAt(setAt(value, "a.b", undefined), "a")).toEqual({});
    expect(fieldID("n4", "apiParams.limit")).toBe("field-n4-apiParams-limit");
  });
});

describe("linked type fields (titleType → title)", () => {
  const schema = widgetSchema("react.app-banner");
  it("a page value writes a param node; static text replaces it; leaving a node sets the type", () => {
    expect(linkedChanges(schema, {}, "titleType", "category/name")).toEqual([
      { field: "titleType", value: "category/name" },
      { field: "title", value: { $hydrate: "param", ref: "category/name" } },
    ]);
    const withNode = { title: { $hydrate: "param", ref: "siteSection/name" } };
    expect(linkedChanges(schema, withNode, "titleType", "static")).toEqual([
      { field: "titleType", value: "static" },
      { field: "title", value: "" },
    ]);
    expect(linkedChanges(schema, withNode, "title", "")).toEqual([
      { field: "title", value: "" },
      { field: "titleType", value: "static" },
    ]);
    expect(linkedChanges(schema, { title: "Hi" }, "title", "Hello")).toEqual([
      { field: "title", value: "Hello" },
    ]);
  });
});
