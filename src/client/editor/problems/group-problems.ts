// The Problems panel's content: problems grouped by the node they belong to, in document order, with words for
// people (which node, which field), and for document-level problems what to add and where.
import { englishT, type TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import { pointerToDotted, walkNodes } from "../model/paths";
import { nodeLabel, regionLabel } from "../model/regions";
import { type EditorDocument, type Problem, TITLE_BAR_ID } from "../model/types";

export interface ProblemGroup {
  /** Stable key: the node's editor id, "titleBar", or "document". */
  key: string;
  editorID: string | null;
  kind: "section" | "widget" | "titleBar" | "document";
  label: string;
  /** Where the node sits: "secondary column, section 3"; "" for the document. */
  where: string;
  problems: Problem[];
}

export function groupProblems(
  problems: readonly Problem[],
  doc: EditorDocument,
  catalog: LayoutCatalog,
  t: TranslateFn = englishT,
): ProblemGroup[] {
  const byNode = new Map<string, Problem[]>();
  for (const problem of problems)
    if (problem.editorID !== null)
      byNode.set(problem.editorID, [...(byNode.get(problem.editorID) ?? []), problem]);

  const groups: ProblemGroup[] = [];
  const placed = new Set<string>();
  for (const entry of walkNodes(doc)) {
    const nodeProblems = byNode.get(entry.node.$editorID);
    if (!nodeProblems) continue;
    placed.add(entry.node.$editorID);
    const section = doc.layout[entry.sectionIndex];
    const number = entry.sectionIndex + 1;
    const where =
      entry.kind === "widget" && entry.region && section
        ? t("{region}, section {number}", { region: regionLabel(section.$hydrate, entry.region, t), number })
        : t("section {number}", { number });
    groups.push({
      key: entry.node.$editorID,
      editorID: entry.node.$editorID,
      kind: entry.kind,
      label: nodeLabel(entry.node, catalog),
      where,
      problems: nodeProblems,
    });
  }
  // The title bar's problems (it has no editor id of its own) come before the sections', as it does on the page.
  const isTitleBar = (p: Problem) => p.editorID === null && isTitleBarPointer(p.pointer);
  const titleBarProblems = problems.filter(isTitleBar);
  if (titleBarProblems.length > 0)
    groups.unshift({
      key: TITLE_BAR_ID,
      editorID: TITLE_BAR_ID,
      kind: "titleBar",
      label: t("Title bar"),
      where: "",
      problems: titleBarProblems,
    });
  // Document-level problems, and any whose node is gone (a stale id), come first: they block publishing too.
  const documentProblems = problems.filter(
    (p) => !isTitleBar(p) && (p.editorID === null || !placed.has(p.editorID)),
  );
  if (documentProblems.length > 0)
    groups.unshift({
      key: "document",
      editorID: null,
      kind: "document",
      label: t("Layout"),
      where: "",
      problems: documentProblems,
    });
  return groups;
}

function isTitleBarPointer(pointer: string): boolean {
  return pointer === "/titleBar" || pointer.startsWith("/titleBar/");
}

/** The field a problem names, for people: "apiParams.limit", "whole widget", or the path in the document. */
export function fieldLabel(problem: Problem, kind: ProblemGroup["kind"], t: TranslateFn = englishT): string {
  // "layout" is the document's key, as the JSON view shows it.
  if (kind === "document") return problem.pointer === "/layout" ? "layout" : pointerToDotted(problem.pointer);
  if (problem.field === "")
    return kind === "section"
      ? t("whole section")
      : kind === "titleBar"
        ? t("whole title bar")
        : t("whole widget");
  return problem.field;
}

/** For a missing required asset: what to add and where ("Add “Discussion” from the Assets group …"). */
export function missingAssetHint(
  problem: Problem,
  catalog: LayoutCatalog,
  t: TranslateFn = englishT,
): string | null {
  if (problem.code !== "missingAsset") return null;
  const key = /\(([^()]+)\)\.?$/.exec(problem.message)?.[1];
  const asset = key ? catalog.assets[key] : undefined;
  if (!key || !asset) return null;
  const sections = Object.values(catalog.sections)
    .filter((section) => section.allowedWidgetIDs.includes(key))
    .map((section) => section.name);
  const values = { name: asset.name, group: asset.widgetGroup };
  if (sections.length === 0) return t("Add “{name}” from the {group} group of the palette.", values);
  const either = sections.reduce((list, item) => t("{list} or {item}", { list, item }));
  return t("Add “{name}” from the {group} group of the palette into a {sections} section.", {
    ...values,
    sections: either,
  });
}
