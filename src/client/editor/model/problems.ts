// Every problem of an editor document, by the rules the server saves with (src/lib/layout/validate-document.ts),
// run with the precompiled standalone validators (no ajv in the browser). Problems block publishing; warnings
// (keys the schemas do not model, dropped when the layout is saved) are shown but do not.

import { addonOfWidget } from "../../../lib/addons";
import { createDocumentChecker, type LayoutIssue } from "../../../lib/layout/validate-document";
import { validateMiddleware, widgetValidators } from "../validation/generated/validators.js";
import { catalogItem, type LayoutCatalog } from "./catalog";
import { tokensToPointer, walkNodes } from "./paths";
import type { EditorDocument, Problem } from "./types";

const checkLayout = createDocumentChecker({
  props: (key) => widgetValidators[key],
  middleware: validateMiddleware,
});

function toProblem(issue: LayoutIssue): Problem {
  return {
    editorID: issue.editorID,
    pointer: tokensToPointer([...issue.node, ...issue.field]),
    // A placement problem is about the node itself, though it points at its $hydrate.
    field: issue.field[0] === "$hydrate" ? "" : issue.field.join("."),
    code: issue.code,
    message: issue.message,
  };
}

export interface DocumentProblems {
  /** What the server would refuse: empty, and the document may be published. */
  problems: Problem[];
  /** Unknown keys: dropped on save, shown so nothing is lost silently. */
  warnings: Problem[];
}

/**
 * Problems and warnings of the document, each naming the node (editorID), the pointer into the saved document
 * and the field inside the node.
 */
export function checkDocument(doc: EditorDocument, catalog?: LayoutCatalog): DocumentProblems {
  const { errors, warnings } = checkLayout(doc);
  const problems = errors.map(toProblem);
  if (catalog) problems.push(...switchedOffWidgets(doc, catalog));
  return { problems, warnings: warnings.map(toProblem) };
}

/**
 * Widgets of an addon that is switched off (src/lib/addons.ts): the catalogue no longer offers them and pages show
 * nothing in their place, so the document may not be published with them.
 */
function switchedOffWidgets(doc: EditorDocument, catalog: LayoutCatalog): Problem[] {
  return walkNodes(doc)
    .filter(({ node }) => addonOfWidget(node.$hydrate) !== undefined && !catalogItem(catalog, node.$hydrate))
    .map(({ node, pointer }) => ({
      editorID: node.$editorID,
      pointer: `${pointer}/$hydrate`,
      field: "",
      code: "addonSwitchedOff",
      message: `"${node.$hydrate}" belongs to the ${addonOfWidget(node.$hydrate)?.addonID} addon, which is switched off.`,
    }));
}

/**
 * The problems of the document (warnings left out). Empty: the server will accept it. The rules come from the
 * schemas, as on the server; the catalog adds the widgets of addons switched off.
 */
export function validateDocument(doc: EditorDocument, catalog?: LayoutCatalog): Problem[] {
  return checkDocument(doc, catalog).problems;
}

/** The problems of one node, optionally of one field ("" = the node itself). */
export function problemsOf(problems: readonly Problem[], editorID: string, field?: string): Problem[] {
  return problems.filter(
    (p) =>
      p.editorID === editorID &&
      (field === undefined || p.field === field || p.field.startsWith(`${field}.`)),
  );
}

/** Problem count per node id (null: document-level), for badges on the canvas and outline. */
export function problemCounts(problems: readonly Problem[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const p of problems) counts.set(p.editorID, (counts.get(p.editorID) ?? 0) + 1);
  return counts;
}
