// Every problem of an editor document, by the rules the server saves with (src/lib/layout/validate-document.ts),
// run with the precompiled standalone validators (no ajv in the browser). Problems block publishing; warnings
// (keys the schemas do not model, dropped when the layout is saved) are shown but do not.
import { createDocumentChecker, type LayoutIssue } from "../../../lib/layout/validate-document";
import { validateMiddleware, widgetValidators } from "../validation/generated/validators.js";
import type { LayoutCatalog } from "./catalog";
import { tokensToPointer } from "./paths";
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
export function checkDocument(doc: EditorDocument): DocumentProblems {
  const { errors, warnings } = checkLayout(doc);
  return { problems: errors.map(toProblem), warnings: warnings.map(toProblem) };
}

/**
 * The problems of the document (warnings left out). Empty: the server will accept it. The catalog is not needed
 * for the rules (they come from the schemas, as on the server); it is taken so callers need not know that.
 */
export function validateDocument(doc: EditorDocument, _catalog?: LayoutCatalog): Problem[] {
  return checkDocument(doc).problems;
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
