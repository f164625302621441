// The layout editor's screen: toolbar on top; palette and outline on the left; the canvas in the middle, inside
// the drag-and-drop context shared with the palette and outline; Settings / JSON / Problems / Revisions on the
// right (and the visibility matrix, the cost meter); a polite live region reading the store's announcements;
// toasts; the keyboard shortcuts (copy and paste included); saving, autosave and the unsaved-changes guard.
import { useCallback } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import { useAppState } from "../../app-state";
import { useDocumentTitle } from "../../pages/document-title";
import { useDragStoreApi } from "../dnd/drag-store";
import { useEditor, useEditorStore } from "../store/editor-store";
import { EditorToolbar } from "./EditorToolbar";
import { InspectorTabs } from "./InspectorTabs";
import { LeaveDialog } from "./LeaveDialog";
import { PanelBoundary } from "./PanelBoundary";
import { PreviewSamplePicker, usePreviewSample } from "./PreviewSamplePicker";
import {
  CostPanel,
  EditorCanvas,
  EditorDndProvider,
  JsonPane,
  LayoutAudit,
  Outline,
  Palette,
  ProblemsPanel,
  SettingsPanel,
  useClipboardShortcuts,
  useEditorShortcuts,
  VisibilityPanel,
} from "./panels";
import { RevisionsPanel } from "./RevisionsPanel";
import { SaveNotice } from "./SaveNotice";
import { useAutosave, useDraftSaver } from "./use-draft-saver";
import { useSaveShortcut } from "./use-save-shortcut";
import { useUnsavedGuard } from "./use-unsaved-guard";

export interface EditorPageProps {
  layoutID: number | string;
  publishedRevisionID: number | null;
  /** Loads the layout again from the server (after a conflict or a restore). */
  onReload(): void;
  /** Autosave delay; tests shorten it. */
  autosaveDelayMs?: number;
}

/** "Edit Home v2 - Site": follows the name field. */
function DocumentTitle() {
  const { site } = useAppState();
  const name = useEditor((state) => state.doc.name);
  const t = useT();
  useDocumentTitle(t("Edit {name}", { name }), site.name);
  return null;
}

/** Ctrl/Cmd+C and Ctrl/Cmd+V; inside the drag-and-drop provider, whose store knows the region "Add widget" picked. */
function ClipboardShortcuts() {
  const drags = useDragStoreApi();
  const pickedRegion = useCallback(() => drags.getState().insertRegion, [drags]);
  useClipboardShortcuts({ pickedRegion });
  return null;
}

function Announcer() {
  const announcement = useEditor((state) => state.announcement);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="editor-announcement">
      {announcement}
    </div>
  );
}

export function EditorPage({ layoutID, publishedRevisionID, onReload, autosaveDelayMs }: EditorPageProps) {
  const store = useEditorStore();
  const t = useT();
  const { saver, status } = useDraftSaver(store, layoutID);
  useAutosave(store, saver, autosaveDelayMs);
  useSaveShortcut(saver);
  useEditorShortcuts();
  const dirty = useEditor((state) => state.saved.dirty);
  const problemCount = useEditor((state) => state.problems.length);
  const blocker = useUnsavedGuard(dirty);
  const liveRevisionID = status.kind === "published" ? status.revisionID : publishedRevisionID;
  const layoutViewType = useEditor((state) => state.doc.layoutViewType);
  const preview = usePreviewSample(layoutViewType);

  return (
    <div className="flex h-dvh flex-col bg-bg-subtle">
      {/* The toolbar is inside the drag-and-drop provider too: its Paste goes into the region "Add widget" picked. */}
      <EditorDndProvider>
        <EditorToolbar saver={saver} status={status} />
        <SaveNotice status={status} onReload={onReload} />
        <ClipboardShortcuts />
        <div className="flex min-h-0 flex-1">
          <aside
            aria-label={t("Widgets and outline")}
            className="flex w-72 shrink-0 flex-col gap-4 overflow-hidden border-r border-border bg-bg p-3"
          >
            {/* Both label themselves (the palette "Widgets", the outline its heading); each scrolls on its own. */}
            <PanelBoundary name={t("widget palette")}>
              <Palette className="min-h-0 flex-[3]" />
            </PanelBoundary>
            <div className="min-h-0 flex-[2] overflow-y-auto">
              <PanelBoundary name={t("outline")}>
                <Outline />
              </PanelBoundary>
            </div>
          </aside>
          <main id="content" tabIndex={-1} className="min-w-0 flex-1 overflow-auto outline-none">
            <h1 className="sr-only">{t("Layout editor")}</h1>
            <PreviewSamplePicker choice={preview} />
            <PanelBoundary name={t("canvas")}>
              <EditorCanvas previewParams={preview.sample?.params} />
            </PanelBoundary>
            <PanelBoundary name={t("accessibility audit")}>
              <LayoutAudit previewParams={preview.sample?.params} />
            </PanelBoundary>
          </main>
          <aside
            aria-label={t("Inspector")}
            className="flex w-96 shrink-0 flex-col border-l border-border bg-bg"
          >
            <InspectorTabs
              tabs={[
                {
                  id: "settings",
                  label: t("Settings"),
                  content: (
                    <PanelBoundary name={t("settings form")}>
                      <SettingsPanel />
                    </PanelBoundary>
                  ),
                },
                {
                  id: "json",
                  label: t("JSON"),
                  content: (
                    <PanelBoundary name={t("JSON view")}>
                      <JsonPane />
                    </PanelBoundary>
                  ),
                },
                {
                  id: "problems",
                  label: t("Problems"),
                  count: problemCount,
                  content: (
                    <PanelBoundary name={t("problems list")}>
                      <ProblemsPanel />
                    </PanelBoundary>
                  ),
                },
                {
                  id: "visibility",
                  label: t("Visibility"),
                  content: (
                    <PanelBoundary name={t("visibility matrix")}>
                      <VisibilityPanel />
                    </PanelBoundary>
                  ),
                },
                {
                  id: "cost",
                  label: t("Cost"),
                  content: (
                    <PanelBoundary name={t("cost meter")}>
                      <CostPanel previewParams={preview.sample?.params} />
                    </PanelBoundary>
                  ),
                },
                {
                  id: "revisions",
                  label: t("Revisions"),
                  content: (
                    <RevisionsPanel
                      layoutID={layoutID}
                      publishedRevisionID={liveRevisionID}
                      onRestored={onReload}
                    />
                  ),
                },
              ]}
            />
          </aside>
        </div>
      </EditorDndProvider>
      <DocumentTitle />
      <Announcer />
      {/* The app shell mounts no toaster; the editor's refusals (a paste that does not fit) show here. */}
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
