// The Problems panel: every problem of the document, grouped by widget or section, each a button that selects
// the node and asks the settings form to focus the field. Document-level problems say what to add. Warnings
// (keys the schemas do not model, dropped on save) follow in their own list: they do not block publishing; so do
// the accessibility audit's (audit/AuditWarnings.tsx).
import { useId, useMemo } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { AuditWarnings } from "../audit/AuditWarnings";
import { type Problem, TITLE_BAR_ID } from "../model/types";
import { useEditor, useEditorStore } from "../store/editor-store";
import { CountedHeading } from "./CountedHeading";
import { fieldLabel, groupProblems, missingAssetHint, type ProblemGroup } from "./group-problems";

export interface ProblemsPanelProps {
  className?: string;
  /** Heading level of the panel title (the groups use the next one). */
  headingLevel?: 2 | 3;
}

/**
 * The canvas element of a node, to focus when a problem is about the node itself (no form field to focus): a
 * widget's own box, or a section's handle (the section's box is a group, which cannot take focus).
 */
function canvasElement(group: ProblemGroup): HTMLElement | null {
  if (!group.editorID) return null;
  if (group.kind === "titleBar") return document.querySelector<HTMLElement>("[data-editor-title-bar]");
  const id = typeof CSS !== "undefined" && CSS.escape ? CSS.escape(group.editorID) : group.editorID;
  const selector =
    group.kind === "section"
      ? `[data-editor-section="${id}"] [data-section-handle]`
      : `[data-editor-id="${id}"]`;
  return document.querySelector<HTMLElement>(selector);
}

export function ProblemsPanel({ className, headingLevel = 2 }: ProblemsPanelProps) {
  const store = useEditorStore();
  const t = useT();
  const problems = useEditor((state) => state.problems);
  const warnings = useEditor((state) => state.warnings);
  const doc = useEditor((state) => state.doc);
  const catalog = useEditor((state) => state.catalog);
  const headingID = useId();
  const groups = useMemo(() => groupProblems(problems, doc, catalog, t), [problems, doc, catalog, t]);
  const warningGroups = useMemo(() => groupProblems(warnings, doc, catalog, t), [warnings, doc, catalog, t]);
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as "h3" | "h4";

  const open = (group: ProblemGroup, problem: Problem) => {
    if (!group.editorID || group.kind === "document") return;
    const { requestFocus, select } = store.getState();
    if (problem.field !== "") {
      requestFocus(group.editorID, problem.field);
      return;
    }
    select(
      group.kind === "titleBar"
        ? { kind: "titleBar", id: TITLE_BAR_ID }
        : { kind: group.kind, id: group.editorID },
    );
    canvasElement(group)?.focus();
  };

  return (
    <section aria-labelledby={headingID} className={cx("p-3", className)}>
      <CountedHeading
        as={Heading}
        id={headingID}
        count={problems.length}
        className="text-base"
        badgeClassName={problems.length > 0 ? "bg-danger text-white" : "bg-bg-subtle text-fg-muted"}
      >
        {t("Problems")}
      </CountedHeading>
      {groups.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t("No problems")}</p>
      ) : (
        <ProblemGroups groups={groups} GroupHeading={GroupHeading} tone="error" onOpen={open} />
      )}
      {warningGroups.length > 0 && (
        <div data-problems-warnings className="mt-4">
          <CountedHeading as={GroupHeading} count={warnings.length}>
            {t("Warnings")}
          </CountedHeading>
          <p className="mt-1 text-xs text-fg-muted">
            {t(
              "These properties are not part of the layout format this site knows: they are dropped when the layout is saved. They do not block publishing.",
            )}
          </p>
          <ProblemGroups groups={warningGroups} GroupHeading={GroupHeading} tone="warning" onOpen={open} />
        </div>
      )}
      <AuditWarnings GroupHeading={GroupHeading} />
    </section>
  );
}

function ProblemGroups({
  groups,
  GroupHeading,
  tone,
  onOpen,
}: {
  groups: ProblemGroup[];
  GroupHeading: "h3" | "h4";
  tone: "error" | "warning";
  onOpen: (group: ProblemGroup, problem: Problem) => void;
}) {
  const catalog = useEditor((state) => state.catalog);
  const t = useT();
  return (
    <ul className="mt-2 flex list-none flex-col gap-3 p-0">
      {groups.map((group) => (
        <li key={group.key}>
          <GroupHeading className="text-sm font-semibold text-fg-heading">
            {group.label}
            {group.where && <span className="font-normal text-fg-muted"> · {group.where}</span>}
          </GroupHeading>
          <ul className="mt-1 flex list-none flex-col gap-1 p-0">
            {group.problems.map((problem) => (
              <ProblemItem
                key={`${problem.pointer}|${problem.code}|${problem.message}`}
                group={group}
                problem={problem}
                tone={tone}
                hint={missingAssetHint(problem, catalog, t)}
                onOpen={() => onOpen(group, problem)}
              />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function ProblemItem({
  group,
  problem,
  tone,
  hint,
  onOpen,
}: {
  group: ProblemGroup;
  problem: Problem;
  tone: "error" | "warning";
  hint: string | null;
  onOpen: () => void;
}) {
  const t = useT();
  const field = fieldLabel(problem, group.kind, t);
  const text = (
    <>
      <span className="font-mono text-xs text-fg-muted">{field}</span>{" "}
      <span className={tone === "error" ? "block text-danger" : "block text-fg"}>
        {tone === "warning" && <span className="sr-only">{t("Warning:")} </span>}
        {problem.message}
      </span>
    </>
  );
  if (group.kind === "document")
    return (
      <li className="rounded-control border border-border px-2 py-1 text-sm">
        {text}
        {hint && <span className="mt-1 block text-fg">{hint}</span>}
      </li>
    );
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-control border border-border px-2 py-1 text-left text-sm hover:border-primary hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span className="sr-only">{t("{name}:", { name: group.label })} </span>
        {text}
      </button>
    </li>
  );
}
