// Runs the layout accessibility audit (docs/reference/layout-documents.md#layout-accessibility-audit) on the
// canvas's preview: a pause after the document or the viewer last changed and the preview caught up, it renders
// the hydrated preview at the desktop, tablet and mobile canvas widths one after the other (AuditStage), reads a
// snapshot of each, runs the rules and keeps the findings for the Problems panel, telling the live region when
// their number changes. Every run covers the three devices, so switching the canvas's device needs none. Renders
// nothing visible.
import { useQuery } from "@tanstack/react-query";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { widgetRegistry } from "../../../../widgets/registry";
import { PreviewModeProvider } from "../../../layout/preview-mode";
import type { WidgetRegistry } from "../../../layout/registry-types";
import type { CanvasSnapshot } from "../../../lib/layout/a11y-audit-types";
import { rolesQuery } from "../../api/roles";
import { PreviewSession } from "../canvas/preview-session";
import { usePreviewHydration } from "../canvas/use-preview-hydration";
import { viewerName } from "../canvas/viewer-name";
import type { TranslateFn } from "../i18n";
import { useEditor, useEditorStore } from "../store/editor-store";
import { AuditStage, type StageJob } from "./AuditStage";
import { type AuditResult, auditDelay, runAudit } from "./audit-run";
import { type AuditStore, auditStoreFor } from "./audit-store";

export interface LayoutAuditProps {
  /** The page params the canvas previews with (the same hydration is shared through the query cache). */
  previewParams?: Record<string, unknown>;
  /** Component lookup; default: widgets/registry, as the canvas. */
  registry?: WidgetRegistry;
}

/** Keeps a run's findings; what to announce when their number changed (never on the first run). */
function keep(audit: AuditStore, result: AuditResult, viewer: string, t: TranslateFn): string | null {
  const before = audit.getState();
  audit.setState({ status: "done", ...result, runs: before.runs + 1, viewer });
  if (before.runs === 0 || before.findings.length === result.findings.length) return null;
  return t("Accessibility audit: {count, plural, =0 {no warnings} one {# warning} other {# warnings}}", {
    count: result.findings.length,
  });
}

export function LayoutAudit({ previewParams, registry = widgetRegistry }: LayoutAuditProps) {
  const editor = useEditorStore();
  const doc = useEditor((s) => s.doc);
  const viewAs = useEditor((s) => s.viewAs);
  const t = useEditor((s) => s.t);
  const hydration = usePreviewHydration(doc, viewAs, previewParams);
  const roles = useQuery({ ...rolesQuery(), enabled: typeof viewAs === "number" });
  const viewer = viewerName(viewAs, roles.data, t);
  const [job, setJob] = useState<StageJob | null>(null);
  const waiting = useRef<((snapshot: CanvasSnapshot | null) => void) | null>(null);

  const onSnapshot = useCallback((snapshot: CanvasSnapshot) => {
    waiting.current?.(snapshot);
    waiting.current = null;
  }, []);

  const { index, titleBar, isFetching, error } = hydration;
  useEffect(() => {
    // Audit what the canvas shows: only once the preview matches the document.
    if (isFetching || error) return;
    const audit = auditStoreFor(editor);
    let cancelled = false;
    // Transitions: React renders the stage in slices between the author's keystrokes and clicks, and drops the
    // work when an edit starts a new run.
    const show = (next: StageJob | null) => startTransition(() => setJob(next));
    const render = (next: StageJob) =>
      new Promise<CanvasSnapshot | null>((resolve) => {
        waiting.current = resolve;
        show(next);
      });
    const run = async () => {
      audit.setState({ status: "running" });
      const result = await runAudit({ doc, index, titleBar, registry }, render, () => cancelled);
      if (!result) return;
      show(null);
      const announcement = keep(audit, result, viewer, t);
      if (announcement) editor.getState().announce(announcement);
    };
    const timer = setTimeout(() => void run(), auditDelay(doc));
    return () => {
      cancelled = true;
      clearTimeout(timer);
      waiting.current?.(null);
      waiting.current = null;
      show(null);
    };
  }, [editor, registry, doc, index, titleBar, isFetching, error, viewer, t]);

  if (!job) return null;
  return (
    <PreviewSession viewAs={viewAs} roleName={viewer}>
      {/* Widgets that write (the follow control) change nothing from here. */}
      <PreviewModeProvider value={true}>
        <AuditStage job={job} registry={registry} onSnapshot={onSnapshot} />
      </PreviewModeProvider>
    </PreviewSession>
  );
}
