// The audit's part of the Problems panel: its warnings grouped by widget or section (in document order), each
// saying on which devices it happens, and each a button that shows such a device, selects the node and focuses the
// field to fix or the node on the canvas. Warnings never block publishing (the publish gate counts problems only).
import { useMemo } from "react";
import type { AuditDevice, AuditFinding } from "../../../lib/layout/a11y-audit-types";
import { useT } from "../../../ui/i18n/i18n-context";
import { DEVICE_NAMES } from "../canvas/devices";
import type { TranslateFn } from "../i18n";
import type { LayoutCatalog } from "../model/catalog";
import { findEntry, findNode } from "../model/paths";
import { nodeLabel } from "../model/regions";
import { type EditorDocument, type Problem, TITLE_BAR_ID } from "../model/types";
import { CountedHeading } from "../problems/CountedHeading";
import { groupProblems, type ProblemGroup } from "../problems/group-problems";
import { useEditor, useEditorStore } from "../store/editor-store";
import { jumpToFinding } from "./audit-jump";
import { useAudit } from "./audit-store";

interface AuditProblem extends Problem {
  finding: AuditFinding;
}

/** The finding's message, with the names of the nodes it mentions. */
function findingText(finding: AuditFinding, doc: EditorDocument, catalog: LayoutCatalog, t: TranslateFn) {
  const values: Record<string, string | number> = { ...finding.values };
  for (const [key, id] of Object.entries(finding.names ?? {})) {
    const node = findNode(doc, id);
    if (node) values[key] = nodeLabel(node, catalog);
  }
  return t(finding.message, values);
}

function devicesText(devices: readonly AuditDevice[], t: TranslateFn): string {
  if (devices.length === 3) return t("All devices");
  return devices.map((device) => t(DEVICE_NAMES[device])).join(", ");
}

/** Findings as problems (groupProblems names and orders their nodes); those of nodes gone since the run are left. */
function asProblems(
  findings: readonly AuditFinding[],
  doc: EditorDocument,
  text: (f: AuditFinding) => string,
) {
  return findings.flatMap((finding): AuditProblem[] => {
    const titleBar = finding.node === TITLE_BAR_ID;
    const entry = titleBar ? null : findEntry(doc, finding.node);
    if (!titleBar && !entry) return [];
    return [
      {
        editorID: titleBar ? null : finding.node,
        pointer: titleBar ? "/titleBar" : (entry?.pointer ?? ""),
        field: finding.field,
        code: finding.rule,
        message: text(finding),
        finding,
      },
    ];
  });
}

export function AuditWarnings({ GroupHeading }: { GroupHeading: "h3" | "h4" }) {
  const t = useT();
  const editor = useEditorStore();
  const doc = useEditor((state) => state.doc);
  const catalog = useEditor((state) => state.catalog);
  const findings = useAudit((state) => state.findings);
  const status = useAudit((state) => state.status);
  const runs = useAudit((state) => state.runs);
  const viewer = useAudit((state) => state.viewer);
  const problems = useMemo(
    () => asProblems(findings, doc, (finding) => findingText(finding, doc, catalog, t)),
    [findings, doc, catalog, t],
  );
  const groups = useMemo(() => groupProblems(problems, doc, catalog, t), [problems, doc, catalog, t]);

  // Nothing to say before the first run starts (a panel shown without a canvas, as in its stories).
  if (runs === 0 && status === "idle") return null;
  const summary =
    runs === 0
      ? t("Checking the rendered preview at each device width…")
      : t(
          "Checked on the rendered preview at desktop, tablet and mobile widths, as {viewer}. These warnings do not block publishing.",
          { viewer },
        );

  return (
    <div data-audit-warnings="" className="mt-4">
      <CountedHeading as={GroupHeading} count={problems.length}>
        {t("Accessibility")}
      </CountedHeading>
      <p className="mt-1 text-xs text-fg-muted">
        {summary}
        {runs > 0 && status === "running" ? ` ${t("Checking again…")}` : null}
      </p>
      {runs > 0 && groups.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t("No accessibility warnings")}</p>
      ) : (
        <ul className="mt-2 flex list-none flex-col gap-3 p-0">
          {groups.map((group) => (
            <li key={group.key}>
              <GroupHeading className="text-sm font-semibold text-fg-heading">
                {group.label}
                {group.where && <span className="font-normal text-fg-muted"> · {group.where}</span>}
              </GroupHeading>
              <ul className="mt-1 flex list-none flex-col gap-1 p-0">
                {(group.problems as AuditProblem[]).map((problem) => (
                  <AuditItem
                    key={`${problem.code}|${problem.field}|${problem.message}|${problem.finding.devices.join()}`}
                    group={group}
                    problem={problem}
                    onOpen={() => jumpToFinding(editor, problem.finding)}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AuditItem({
  group,
  problem,
  onOpen,
}: {
  group: ProblemGroup;
  problem: AuditProblem;
  onOpen(): void;
}) {
  const t = useT();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-control border border-border px-2 py-1 text-left text-sm hover:border-primary hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span className="sr-only">{t("{name}:", { name: group.label })} </span>
        <span className="text-xs font-semibold text-fg-muted">{devicesText(problem.finding.devices, t)}</span>
        {problem.field !== "" ? (
          <span className="font-mono text-xs text-fg-muted"> · {problem.field}</span>
        ) : null}{" "}
        <span className="block text-fg">
          <span className="sr-only">{t("Warning:")} </span>
          {problem.message}
        </span>
      </button>
    </li>
  );
}
