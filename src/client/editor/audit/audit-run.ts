// One audit run, apart from React: the canvas's hydrated preview marked for the stage, rendered and read at each
// device width in turn (through `renderDevice`, which mounts AuditStage), then the rules of
// src/lib/layout/a11y-audit.ts over the snapshots and the document.
import { loadLayoutComponents, type WidgetRegistry } from "../../../layout/registry-types";
import { auditLayout } from "../../../lib/layout/a11y-audit";
import { AUDIT_DEVICES, type AuditFinding, type CanvasSnapshot } from "../../../lib/layout/a11y-audit-types";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";
import type { PreviewIndex } from "../canvas/preview-index";
import { walkNodes } from "../model/paths";
import type { EditorDocument } from "../model/types";
import type { StageJob } from "./AuditStage";
import { toAuditDocument } from "./audit-document";
import { markLayout, markTitleBar, withAuditMarker } from "./stage-nodes";

/** Quiet time after the preview settles before a run: typing or dragging does not audit on every step. */
const AUDIT_DEBOUNCE_MS = 1000;
/** A big layout waits longer (a run renders every widget three times): 10 ms more per widget from 100 on. */
const WAIT_PER_WIDGET_MS = 10;

export function auditDelay(doc: EditorDocument): number {
  const widgets = walkNodes(doc).length - doc.layout.length;
  return AUDIT_DEBOUNCE_MS + Math.max(0, widgets - 100) * WAIT_PER_WIDGET_MS;
}

/** The hydrated sections in the document's order (a section left out for the viewer is absent). */
function hydratedLayout(doc: EditorDocument, index: PreviewIndex): HydratedNode[] {
  return doc.layout.flatMap((section) => {
    const node = index.get(section.$editorID);
    return node ? [node] : [];
  });
}

export interface AuditInputs {
  doc: EditorDocument;
  /** The canvas's preview of `doc`. */
  index: PreviewIndex;
  titleBar: HydratedNode | null;
  registry: WidgetRegistry;
}

export interface AuditResult {
  findings: AuditFinding[];
  snapshots: CanvasSnapshot[];
}

/** The run's findings, or null when it was cancelled (`renderDevice` answering null, or `cancelled()`). */
export async function runAudit(
  { doc, index, titleBar, registry }: AuditInputs,
  renderDevice: (job: StageJob) => Promise<CanvasSnapshot | null>,
  cancelled: () => boolean,
): Promise<AuditResult | null> {
  const layout = markLayout(hydratedLayout(doc, index));
  const bar = titleBar ? markTitleBar(titleBar) : null;
  // Every chunk loaded first: the stage renders without suspending.
  await loadLayoutComponents(bar ? [bar, ...layout] : layout, withAuditMarker(registry));
  const snapshots: CanvasSnapshot[] = [];
  for (const device of AUDIT_DEVICES) {
    if (cancelled()) return null;
    const snapshot = await renderDevice({ device, layout, titleBar: bar });
    if (!snapshot || cancelled()) return null;
    snapshots.push(snapshot);
  }
  return { findings: auditLayout(toAuditDocument(doc), snapshots), snapshots };
}
