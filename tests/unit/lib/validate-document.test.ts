// The layout document rules (src/lib/layout/validate-document.ts), run by both sides: the server with ajv, the
// editor with the precompiled standalone validators. One set of documents checks the rules, that both sides name
// the same fields, codes and messages, and that keys the schemas do not model are warnings (dropped on save).
import { describe, expect, it } from "vitest";
import { stripEditorIDs, withEditorIDs } from "../../../src/client/editor/model/ids";
import { nodeAtPointer, pointerToDotted } from "../../../src/client/editor/model/paths";
import {
  checkDocument,
  problemCounts,
  problemsOf,
  validateDocument,
} from "../../../src/client/editor/model/problems";
import type { JsonObject } from "../../../src/client/editor/model/types";
import { createDocumentChecker, withoutUnknownKeys } from "../../../src/lib/layout/validate-document";
import { checkLayoutDocument } from "../../../src/server/layouts/validate-document";
import { EDITOR_TEMPLATE_VIEW_TYPES, editorCatalog, editorDocument, editorTemplate } from "../../factories";

type Mutation = (doc: JsonObject & { layout: JsonObject[]; titleBar: JsonObject }) => void;

function broken(viewType: string, mutate: Mutation): JsonObject {
  const doc = editorTemplate(viewType) as unknown as JsonObject & {
    layout: JsonObject[];
    titleBar: JsonObject;
  };
  mutate(doc);
  return doc;
}

const region = (doc: { layout: JsonObject[] }, section: number, name: string) =>
  doc.layout[section]?.[name] as JsonObject[];

/** Broken documents, each with the fields the server names (checked below against the server, too). */
const BROKEN: [string, JsonObject][] = [
  [
    "limit out of range",
    broken("home", (d) => {
      (region(d, 1, "children")[0] as { apiParams: JsonObject }).apiParams.limit = 1000;
    }),
  ],
  ["unknown widget", broken("home", (d) => region(d, 2, "mainBottom").push({ $hydrate: "react.nope" }))],
  [
    "widget at the top level",
    broken("home", (d) => d.layout.push({ $hydrate: "react.html", html: "<p>x</p>" })),
  ],
  [
    "section inside a region",
    broken("home", (d) =>
      region(d, 2, "mainBottom").push({ $hydrate: "react.section.1-column", children: [] }),
    ),
  ],
  [
    "widget in a section that does not allow it",
    broken("home", (d) => region(d, 2, "secondaryBottom").push({ $hydrate: "react.app-banner" })),
  ],
  ["unknown prop", broken("home", (d) => Object.assign(region(d, 2, "mainTop")[0] ?? {}, { colour: "red" }))],
  [
    "enum and type errors",
    broken("home", (d) =>
      region(d, 2, "secondaryBottom").push({ $hydrate: "react.html", html: 5, isAdvertisement: "yes" }),
    ),
  ],
  [
    "missing required property in a list item",
    broken("home", (d) =>
      region(d, 2, "secondaryBottom").push({
        $hydrate: "react.quick-links",
        links: [{ name: "No url" }, { name: "ok", url: "/ok" }],
      }),
    ),
  ],
  [
    "missing required asset",
    broken("discussion", (d) => {
      const main = region(d, 0, "mainBottom");
      main.splice(
        main.findIndex((w) => w.$hydrate === "react.asset.originalPost"),
        1,
      );
    }),
  ],
  [
    "bad middleware",
    broken("home", (d) => {
      Object.assign(region(d, 2, "mainTop")[0] ?? {}, {
        $middleware: { visibility: { device: "tv" }, "role-filter": { roleIDs: ["x"] }, sparkle: {} },
      });
      Object.assign(d.layout[0] ?? {}, { $middleware: { "category-filter": {} } });
    }),
  ],
  [
    "title bar of the wrong kind",
    broken("home", (d) => Object.assign(d, { titleBar: { $hydrate: "react.html" } })),
  ],
  [
    "title bar with a bad prop",
    broken("home", (d) => Object.assign(d.titleBar, { height: "tall", bogus: 1, $middleware: { x: 1 } })),
  ],
  [
    "value nodes stand in for props, not for wrong values next to them",
    broken("home", (d) =>
      region(d, 2, "secondaryBottom").push({
        $hydrate: "react.discussion.discussions",
        title: { $hydrate: "param", ref: "siteSection/name" },
        apiParams: { limit: { $hydrate: "literal", value: 3 }, sort: "sideways" },
      }),
    ),
  ],
  ["bad section prop", broken("home", (d) => Object.assign(d.layout[2] ?? {}, { isInverted: "no" }))],
];

/** The server places widgets by their schema's sections, not by the view type's catalog: so does the editor. */
const ASSET_ELSEWHERE = broken("home", (d) =>
  region(d, 2, "mainBottom").push({ $hydrate: "react.asset.originalPost" }),
);

type Saved = Parameters<typeof checkLayoutDocument>[0];
const lines = (issues: { field: string; code: string; message: string }[]) =>
  issues.map((e) => `${e.field} ${e.code} ${e.message}`).sort();

function serverSide(saved: JsonObject) {
  const { errors, warnings } = checkLayoutDocument(saved as unknown as Saved);
  return { errors: lines(errors), warnings: lines(warnings) };
}

function editorSide(saved: JsonObject) {
  const doc = withEditorIDs(saved);
  const { problems, warnings } = checkDocument(doc);
  const dotted = (list: typeof problems) =>
    lines(list.map((p) => ({ field: pointerToDotted(p.pointer), code: p.code, message: p.message })));
  return { errors: dotted(problems), warnings: dotted(warnings) };
}

describe("layout document rules, on both sides", () => {
  it.each(EDITOR_TEMPLATE_VIEW_TYPES.map((v) => [v]))("the %s template is clean", (viewType) => {
    const saved = editorTemplate(viewType) as unknown as JsonObject;
    expect(serverSide(saved)).toEqual({ errors: [], warnings: [] });
    expect(editorSide(saved)).toEqual({ errors: [], warnings: [] });
  });

  it.each(BROKEN)("%s: same fields, codes and messages", (_name, saved) => {
    const server = serverSide(saved);
    expect(server.errors.length + server.warnings.length).toBeGreaterThan(0);
    expect(editorSide(saved)).toEqual(server);
  });

  it("an asset of another view type is accepted (placement follows the schema)", () => {
    expect(serverSide(ASSET_ELSEWHERE).errors).toEqual([]);
    expect(editorSide(ASSET_ELSEWHERE).errors).toEqual([]);
  });
});

describe("keys the schemas do not model", () => {
  const UNKNOWN = BROKEN.find(([name]) => name === "unknown prop")?.[1] ?? {};

  it("are warnings naming the node path and key, not errors", () => {
    expect(serverSide(UNKNOWN)).toEqual({
      errors: [],
      warnings: [
        'layout.2.mainTop.0.colour unknownProperty Unknown property "colour": it is dropped when the layout is saved.',
      ],
    });
    expect(validateDocument(editorDocument(UNKNOWN))).toEqual([]);
  });

  it("are dropped from the saved document, and only they", () => {
    const { document } = checkLayoutDocument(UNKNOWN as unknown as Saved);
    const expected = structuredClone(UNKNOWN) as { layout: JsonObject[] };
    delete (region(expected, 2, "mainTop")[0] as JsonObject).colour;
    expect(document.layout).toEqual(expected.layout);
    expect(checkLayoutDocument({ layoutViewType: "home", ...document }).warnings).toEqual([]);
  });

  it("nested, in middleware and on the title bar alike", () => {
    const saved = broken("home", (d) => {
      const widget = region(d, 1, "children")[0] as { apiParams: JsonObject };
      widget.apiParams.flavour = "mint";
      Object.assign(d.titleBar, { glow: true });
      Object.assign(d.layout[0] ?? {}, { $middleware: { sparkle: {} } });
    });
    expect(serverSide(saved).errors).toEqual([]);
    expect(serverSide(saved).warnings.map((w) => w.split(" ")[0])).toEqual([
      "layout.0.$middleware.sparkle",
      "layout.1.children.0.apiParams.flavour",
      "titleBar.glow",
    ]);
    expect(withoutUnknownKeys(saved as { layout: unknown }, [])).toBe(saved);
  });

  it("inside a value node are the server's to resolve, not warnings", () => {
    const saved = broken("home", (d) =>
      region(d, 2, "secondaryBottom").push({
        $hydrate: "react.discussion.discussions",
        apiParams: { limit: { $hydrate: "literal", value: 3, extra: 1 } },
      }),
    );
    expect(serverSide(saved)).toEqual({ errors: [], warnings: [] });
  });

  it("stay errors under a failed either/or branch (dropping the key need not make the value valid)", () => {
    const validator = Object.assign(() => false, {
      errors: [
        { instancePath: "/link", keyword: "additionalProperties", params: { additionalProperty: "extra" } },
        { instancePath: "/link", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" },
        { instancePath: "", keyword: "additionalProperties", params: { additionalProperty: "colour" } },
      ],
    });
    const check = createDocumentChecker({ props: () => validator, middleware: () => true });
    const doc = editorTemplate("home") as unknown as JsonObject;
    const { errors, warnings } = check(doc as unknown as Saved);
    const paths = (list: typeof errors) => [...new Set(list.map((e) => e.field.join(".")))];
    expect(paths(errors)).toEqual(["link.extra", "link"]);
    expect(paths(warnings)).toEqual(["colour"]);
  });
});

describe("problems name the node and field", () => {
  it("a prop error belongs to its widget with a dot-path field and a pointer into the saved document", () => {
    const doc = editorDocument(BROKEN[0]?.[1] ?? {});
    const problems = validateDocument(doc, editorCatalog("home"));
    const widgetID = nodeAtPointer(doc, "/layout/1/children/0") ?? "";
    expect(problems).toEqual([
      {
        editorID: widgetID,
        pointer: "/layout/1/children/0/apiParams/limit",
        field: "apiParams.limit",
        code: "maximum",
        message: expect.stringMatching(/^Must be <= \d+\.$/),
      },
    ]);
    expect(problemsOf(problems, widgetID, "apiParams")).toHaveLength(1);
    expect(problemsOf(problems, widgetID, "title")).toHaveLength(0);
  });

  it("placement errors point at the node itself; missing assets at the document", () => {
    const misplaced = editorDocument(BROKEN[4]?.[1] ?? {});
    const [problem] = validateDocument(misplaced);
    expect(problem?.field).toBe("");
    expect(problem?.pointer).toMatch(/\/\$hydrate$/);
    expect(problem?.editorID).toMatch(/^n\d+$/);
    const missing = validateDocument(editorDocument(BROKEN[8]?.[1] ?? {}));
    expect(missing.map((p) => [p.editorID, p.pointer, p.code])).toEqual([[null, "/layout", "missingAsset"]]);
    expect(problemCounts(missing).get(null)).toBe(1);
  });

  it("validation never mutates the (frozen) document, though the validators fill defaults", () => {
    const doc = editorDocument("home");
    const before = JSON.stringify(stripEditorIDs(doc));
    Object.freeze(doc.layout[1]);
    validateDocument(doc);
    expect(JSON.stringify(stripEditorIDs(doc))).toBe(before);
  });
});
