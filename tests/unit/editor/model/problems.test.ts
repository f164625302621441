// The editor's validateDocument must agree with the server's validator: a document the editor calls clean is
// one the server accepts, and both name the same fields. Runs both over the templates and broken documents.
import { describe, expect, it } from "vitest";
import { stripEditorIDs, withEditorIDs } from "../../../../src/client/editor/model/ids";
import { nodeAtPointer, pointerToDotted } from "../../../../src/client/editor/model/paths";
import { problemCounts, problemsOf, validateDocument } from "../../../../src/client/editor/model/problems";
import type { JsonObject } from "../../../../src/client/editor/model/types";
import { validateLayoutDocument } from "../../../../src/server/layouts/validate-document";
import {
  EDITOR_TEMPLATE_VIEW_TYPES,
  editorCatalog,
  editorDocument,
  editorTemplate,
} from "../../../factories";

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

function serverFields(saved: JsonObject): string[] {
  const errors = validateLayoutDocument(saved as unknown as Parameters<typeof validateLayoutDocument>[0]);
  return errors.map((e) => `${e.field} ${e.code} ${e.message}`).sort();
}

function clientFields(saved: JsonObject): string[] {
  const doc = withEditorIDs(saved);
  return validateDocument(doc, editorCatalog(doc.layoutViewType))
    .map((p) => `${pointerToDotted(p.pointer)} ${p.code} ${p.message}`)
    .sort();
}

describe("validateDocument agrees with the server", () => {
  it.each(EDITOR_TEMPLATE_VIEW_TYPES.map((v) => [v]))("the %s template is clean on both", (viewType) => {
    const saved = editorTemplate(viewType) as unknown as JsonObject;
    expect(serverFields(saved)).toEqual([]);
    expect(clientFields(saved)).toEqual([]);
  });

  it.each(BROKEN)("%s: same fields, codes and messages", (_name, saved) => {
    const server = serverFields(saved);
    expect(server.length).toBeGreaterThan(0);
    expect(clientFields(saved)).toEqual(server);
  });

  it("an asset of another view type is accepted by both (placement follows the schema)", () => {
    expect(serverFields(ASSET_ELSEWHERE)).toEqual([]);
    expect(clientFields(ASSET_ELSEWHERE)).toEqual([]);
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
