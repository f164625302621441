// Whether the JSON pane's text may reach the canvas. "Validates" means: it parses as JSON, it has the shape of a
// layout document (name, the same layoutViewType, titleBar, a list of section nodes), and the editor's schema
// validation reports no problem. Anything else is held back and shown as diagnostics at the offending ranges.
// Warnings (unknown keys, dropped on save) do not hold the text back: they come with the applied document.
import type { syntaxTree } from "@codemirror/language";
import { englishT, type TranslateFn } from "../i18n";
import { isJsonObject, type Problem, type SavedLayoutDocument } from "../model/types";
import { rangeOfPointer, type TextRange } from "./pointer-ranges";

type Tree = ReturnType<typeof syntaxTree>;

interface JsonDiagnostic extends TextRange {
  message: string;
}

export type JsonEditCheck =
  | { ok: true; saved: SavedLayoutDocument; warnings: JsonDiagnostic[] }
  | { ok: false; stage: "syntax" | "shape" | "schema"; diagnostics: JsonDiagnostic[] };

export interface JsonEditRules {
  /** The view type the layout belongs to: the JSON cannot change it (the catalog depends on it). */
  layoutViewType: string;
  /**
   * Schema problems of a document that has the right shape (pointers into the saved document), with its
   * warnings when the rules report them.
   */
  validate: (saved: SavedLayoutDocument) => Problem[] | { problems: Problem[]; warnings: Problem[] };
  /** The page's `t` for the pane's own messages (default English). */
  t?: TranslateFn;
}

interface PointerMessage {
  pointer: string;
  message: string;
}

/** The problems that keep a parsed value from being a layout document at all (checked before the schemas). */
export function documentShapeProblems(
  value: unknown,
  layoutViewType: string,
  t: TranslateFn = englishT,
): PointerMessage[] {
  if (!isJsonObject(value)) return [{ pointer: "", message: t("The document must be an object.") }];
  const problems: PointerMessage[] = [];
  if (typeof value.name !== "string" || value.name.trim() === "")
    problems.push({ pointer: "/name", message: t("The layout needs a name (a non-empty string).") });
  if (value.layoutViewType !== layoutViewType)
    problems.push({
      pointer: "/layoutViewType",
      message: t('layoutViewType must stay "{viewType}"; create a layout of the other type instead.', {
        viewType: layoutViewType,
      }),
    });
  if (!isJsonObject(value.titleBar))
    problems.push({ pointer: "/titleBar", message: t("titleBar must be an object.") });
  if (!Array.isArray(value.layout)) {
    problems.push({ pointer: "/layout", message: t("layout must be a list of sections.") });
    return problems;
  }
  value.layout.forEach((section, index) => {
    if (!isJsonObject(section) || typeof section.$hydrate !== "string")
      problems.push({
        pointer: `/layout/${index}`,
        message: t('Item {number} of the layout must be a section node with a "$hydrate" key.', {
          number: index + 1,
        }),
      });
  });
  return problems;
}

/** The syntax errors the parser recovered from, as ranges (at least one character wide where the text allows). */
function syntaxDiagnostics(tree: Tree, text: string, parseMessage: string, t: TranslateFn): JsonDiagnostic[] {
  const invalid = t("Invalid JSON: {reason}", { reason: parseMessage });
  const diagnostics: JsonDiagnostic[] = [];
  tree.iterate({
    enter(node) {
      if (!node.type.isError) return;
      const from = Math.min(node.from, text.length);
      const to = Math.min(Math.max(node.to, from + 1), text.length);
      diagnostics.push({ from, to, message: invalid });
    },
  });
  if (diagnostics.length > 0) return diagnostics;
  // The tree saw no error (e.g. an empty text): point at the position JSON.parse names, else the end.
  const position = /position (\d+)/.exec(parseMessage)?.[1];
  const at = position === undefined ? text.length : Math.min(Number(position), text.length);
  return [
    {
      from: Math.max(0, Math.min(at, text.length - 1)),
      to: Math.min(at + 1, text.length),
      message: invalid,
    },
  ];
}

/** A range for a pointer: the value itself, or the first character of the nearest parent when it is missing. */
function diagnosticAt(tree: Tree, text: string, pointer: string, message: string): JsonDiagnostic {
  const range = rangeOfPointer(tree, text, pointer);
  if (!range) return { from: 0, to: Math.min(1, text.length), message };
  return range.exact
    ? { ...range, message }
    : { from: range.from, to: Math.min(range.from + 1, range.to), message };
}

export function checkJsonEdit(text: string, tree: Tree, rules: JsonEditRules): JsonEditCheck {
  const t = rules.t ?? englishT;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, stage: "syntax", diagnostics: syntaxDiagnostics(tree, text, message, t) };
  }
  const shape = documentShapeProblems(value, rules.layoutViewType, t);
  if (shape.length > 0)
    return {
      ok: false,
      stage: "shape",
      diagnostics: shape.map((problem) => diagnosticAt(tree, text, problem.pointer, problem.message)),
    };
  const saved = value as SavedLayoutDocument;
  const checked = rules.validate(saved);
  const { problems, warnings } = Array.isArray(checked) ? { problems: checked, warnings: [] } : checked;
  const at = (problem: Problem) => diagnosticAt(tree, text, problem.pointer, problem.message);
  if (problems.length > 0) return { ok: false, stage: "schema", diagnostics: problems.map(at) };
  return { ok: true, saved, warnings: warnings.map(at) };
}
