// The editor's canvas: the document drawn at the chosen device (or all three side by side, scaled to fit), every
// widget previewed with real data hydrated by the server for the chosen viewer. Put it inside an
// EditorDndProvider (with the palette) for drag and drop.
import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { widgetRegistry } from "../../../../widgets/registry";
import { type LayoutSettings, LayoutSettingsContext } from "../../../layout/LayoutContext";
import { PreviewModeProvider } from "../../../layout/preview-mode";
import type { WidgetRegistry } from "../../../layout/registry-types";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { type Role, rolesQuery } from "../../api/roles";
import { useEditor } from "../store/editor-store";
import { CanvasFrame } from "./CanvasFrame";
import { CANVAS_DEVICES, DEVICE_WIDTHS, FRAME_GAP, fitScale } from "./devices";
import { PreviewSession } from "./preview-session";
import { createPreviewStore, PreviewStoreContext } from "./preview-store";
import { useElementWidth } from "./use-element-width";
import { previewDeviceOf, usePreviewHydration } from "./use-preview-hydration";
import { viewerName } from "./viewer-name";

export interface EditorCanvasProps {
  /** Page params the preview is hydrated with (e.g. the category of a category page); default: none. */
  previewParams?: Record<string, unknown>;
  /** Roles to name "Hidden for …" ghosts with; default: GET /roles, fetched when previewing as a role. */
  roles?: readonly Role[];
  /** Component lookup for the previews; default: widgets/registry. */
  registry?: WidgetRegistry;
  className?: string;
}

/** Horizontal padding of the canvas around its frames (px), kept out of the width frames scale into. */
const PADDING = 32;

export function EditorCanvas({
  previewParams,
  roles,
  registry = widgetRegistry,
  className,
}: EditorCanvasProps) {
  const t = useT();
  const doc = useEditor((s) => s.doc);
  const viewAs = useEditor((s) => s.viewAs);
  const device = useEditor((s) => s.device);
  // A mobile preview is hydrated as a phone's page view (docs/reference/layout-documents.md#hiding-on-phones).
  const hydration = usePreviewHydration(doc, viewAs, previewParams, previewDeviceOf(device));
  const fetchedRoles = useQuery({ ...rolesQuery(), enabled: typeof viewAs === "number" && !roles });
  const name = viewerName(viewAs, roles ?? fetchedRoles.data, t);

  const [previewStore] = useState(() => createPreviewStore());
  useLayoutEffect(() => {
    previewStore.setState({
      index: hydration.index,
      requested: hydration.requested,
      titleBar: hydration.titleBar,
      failed: hydration.error !== null,
      viewerName: name,
    });
  }, [previewStore, hydration.index, hydration.requested, hydration.titleBar, hydration.error, name]);

  const settings = useMemo<LayoutSettings>(() => ({ registry, debug: true }), [registry]);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const devices = device === "all" ? CANVAS_DEVICES : [device];
  const scale = fitScale(
    width - PADDING,
    devices.map((d) => DEVICE_WIDTHS[d]),
  );

  return (
    <PreviewStoreContext.Provider value={previewStore}>
      <LayoutSettingsContext.Provider value={settings}>
        <section
          ref={box}
          aria-label={t("Canvas")}
          aria-busy={hydration.isFetching}
          data-editor-canvas=""
          className={cx("relative min-w-0 overflow-auto bg-bg-subtle p-4", className)}
        >
          <p className="mb-2 min-h-4 text-xs text-fg-muted">
            {hydration.error
              ? t("The preview could not be updated: {reason}", { reason: hydration.error.message })
              : hydration.isFetching
                ? t("Updating preview…")
                : ""}
          </p>
          <PreviewSession viewAs={viewAs} roleName={name}>
            {/* Widgets that write (the follow control) change nothing from the canvas. */}
            <PreviewModeProvider value={true}>
              <div className="flex items-start" style={{ gap: FRAME_GAP }}>
                {devices.map((d, index) => (
                  <CanvasFrame
                    key={d}
                    device={d}
                    scale={scale}
                    showLabel={device === "all"}
                    primary={index === 0}
                  />
                ))}
              </div>
            </PreviewModeProvider>
          </PreviewSession>
        </section>
      </LayoutSettingsContext.Provider>
    </PreviewStoreContext.Provider>
  );
}
