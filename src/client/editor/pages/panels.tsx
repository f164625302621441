// The one place the editor page imports the other helpers' panels (each labels itself and reads the store).
// The JSON view carries CodeMirror: it loads when its tab first opens, not with the editor.
import { lazy, Suspense } from "react";
import { useT } from "../../../ui/i18n/i18n-context";

export { LayoutAudit } from "../audit/LayoutAudit";
export { DeviceSwitcher } from "../canvas/DeviceSwitcher";
export { EditorCanvas } from "../canvas/EditorCanvas";
export { ViewAsPicker } from "../canvas/ViewAsPicker";
export { ClipboardButtons } from "../clipboard/ClipboardButtons";
export { useClipboardShortcuts } from "../clipboard/use-clipboard-shortcuts";
export { CostPanel } from "../cost/CostPanel";
export { EditorDndProvider } from "../dnd/EditorDndProvider";
export { Outline } from "../outline/Outline";
export { Palette } from "../palette/Palette";
export { ProblemsPanel } from "../problems/ProblemsPanel";
export { SettingsPanel } from "../settings/SettingsPanel";
export { useEditorShortcuts } from "../store/use-editor-shortcuts";
export { VisibilityPanel } from "../visibility/VisibilityPanel";

const LazyJsonPane = lazy(() => import("../json/JsonPane").then((m) => ({ default: m.JsonPane })));

export function JsonPane() {
  const t = useT();
  return (
    <Suspense fallback={<p className="p-3 text-sm text-fg-muted">{t("Loading the JSON view…")}</p>}>
      <LazyJsonPane />
    </Suspense>
  );
}
