// From an audit warning to its widget: show a device the warning is about (unless all three are shown), then select
// the node and focus the field to fix (the settings form does), or the node's own box on the canvas.
import type { AuditFinding } from "../../../lib/layout/a11y-audit-types";
import { DEVICE_NAMES } from "../canvas/devices";
import { findEntry } from "../model/paths";
import { TITLE_BAR_ID } from "../model/types";
import type { EditorStore } from "../store/editor-store";

function escapeAttribute(value: string): string {
  return value.replace(/["\\]/g, "\\$&");
}

/** The canvas element to focus for a node: a widget's box, a section's handle, the title bar's button. */
function canvasElement(kind: "section" | "widget" | "titleBar", id: string): HTMLElement | null {
  if (kind === "titleBar") return document.querySelector<HTMLElement>("[data-editor-title-bar]");
  const value = escapeAttribute(id);
  return document.querySelector<HTMLElement>(
    kind === "section"
      ? `[data-editor-section="${value}"] [data-section-handle]`
      : `[data-editor-id="${value}"]`,
  );
}

export function jumpToFinding(editor: EditorStore, finding: AuditFinding): void {
  const state = editor.getState();
  const kind = finding.node === TITLE_BAR_ID ? "titleBar" : findEntry(state.doc, finding.node)?.kind;
  if (!kind) return;
  const [first] = finding.devices;
  if (first && state.device !== "all" && !finding.devices.includes(state.device)) {
    state.setDevice(first);
    state.announce(state.t("Showing the {device} preview.", { device: state.t(DEVICE_NAMES[first]) }));
  }
  if (finding.field !== "") {
    state.requestFocus(finding.node, finding.field);
    return;
  }
  state.select(kind === "titleBar" ? { kind, id: TITLE_BAR_ID } : { kind, id: finding.node });
  // After the canvas has drawn the device just chosen.
  requestAnimationFrame(() => canvasElement(kind, finding.node)?.focus());
}
