// A region of a section on the canvas: a drop zone holding its widgets, with the drop indicator where a dragged
// widget would land; empty, it says which region it is and offers "Add widget" (the palette then inserts there).
import { useDroppable } from "@dnd-kit/core";
import { memo } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { regionDropID } from "../dnd/drag-data";
import { useDragState, useDragStoreApi, useDropRefused } from "../dnd/drag-store";
import { isWidgetNode } from "../model/ids";
import { regionLabel } from "../model/regions";
import type { EditorNode } from "../model/types";
import { PALETTE_SEARCH_ID } from "../palette/palette-ids";
import { useEditorStore } from "../store/editor-store";
import { CanvasWidget } from "./CanvasWidget";
import { useCanvasFrame } from "./frame-context";

interface CanvasRegionProps {
  sectionID: string;
  sectionKey: string;
  sectionIndex: number;
  region: string;
  items: unknown;
}

function DropIndicator() {
  return <div aria-hidden="true" className="my-1 h-1 rounded-full bg-primary" data-drop-indicator="" />;
}

export const CanvasRegion = memo(function CanvasRegion({
  sectionID,
  sectionKey,
  sectionIndex,
  region,
  items,
}: CanvasRegionProps) {
  const { frame } = useCanvasFrame();
  const editor = useEditorStore();
  const t = useT();
  const drags = useDragStoreApi();
  const widgets = (Array.isArray(items) ? items : []).filter(
    (item): item is EditorNode => isWidgetNode(item) && typeof item.$editorID === "string",
  );
  const { setNodeRef } = useDroppable({
    id: regionDropID(frame, sectionID, region),
    data: { kind: "region", sectionID, region, frame },
  });
  // Where the indicator goes among the rendered widgets: the target index counts the region without the dragged
  // widget, which stays on screen (dimmed) until the drop.
  const indicatorAt = useDragState((s) => {
    const target = s.widgetTarget;
    if (!target?.allowed || target.target.sectionID !== sectionID || target.target.region !== region)
      return null;
    const movingID = s.drag?.kind === "widget" ? s.drag.editorID : null;
    let seen = 0;
    for (const [position, widget] of widgets.entries()) {
      if (widget.$editorID === movingID) continue;
      if (seen === target.target.index) return position;
      seen++;
    }
    return widgets.length;
  });
  const refused = useDropRefused(sectionID, region);
  const name = regionLabel(sectionKey, region, t);
  const place = { region: name, number: sectionIndex + 1 };

  const addWidget = () => {
    drags.setState({ insertRegion: { sectionID, region } });
    editor.getState().select({ kind: "section", id: sectionID });
    editor.getState().announce(t("Choose a widget to add to the {region} of section {number}.", place));
    document.getElementById(PALETTE_SEARCH_ID)?.focus();
  };

  return (
    <div
      ref={setNodeRef}
      data-editor-region={region}
      className={cx("relative min-h-6 rounded-box", refused && "outline-2 outline-danger outline-dashed")}
    >
      {widgets.map((widget, position) => (
        <div key={widget.$editorID}>
          {indicatorAt === position ? <DropIndicator /> : null}
          <CanvasWidget node={widget} sectionID={sectionID} region={region} />
        </div>
      ))}
      {indicatorAt === widgets.length && widgets.length > 0 ? <DropIndicator /> : null}
      {widgets.length === 0 ? (
        <div
          className={cx(
            "flex min-h-20 flex-col items-center justify-center gap-1 rounded-box border-2 border-dashed p-3 text-center text-sm",
            indicatorAt === 0 ? "border-primary bg-primary-soft" : "border-border-strong text-fg-muted",
          )}
        >
          <span>{name}</span>
          <button
            type="button"
            onClick={addWidget}
            className="rounded-control px-2 py-1 font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            aria-label={t("Add widget to the {region} of section {number}", place)}
          >
            {t("+ Add widget")}
          </button>
        </div>
      ) : null}
    </div>
  );
});
