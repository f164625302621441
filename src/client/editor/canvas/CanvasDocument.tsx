// The document inside one device frame: the title bar's preview, then the sections (sortable) with an
// "+ Add section" line before, between and after them.
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Fragment, useMemo } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { sectionDragID } from "../dnd/drag-data";
import { type EditorNode, TITLE_BAR_ID } from "../model/types";
import { useEditor, useEditorStore } from "../store/editor-store";
import { AddSectionLine } from "./AddSectionLine";
import { CanvasSection } from "./CanvasSection";
import { useCanvasFrame } from "./frame-context";
import { usePreviewState } from "./preview-store";
import { WidgetPreview } from "./WidgetPreview";

/**
 * The title bar's preview, selectable like a widget (click or Enter opens its settings) but not draggable: it is
 * not a node of a section. The preview itself is inert; the button over it takes the clicks and the focus.
 */
function TitleBarPreview() {
  const titleBar = usePreviewState((s) => s.titleBar);
  const selected = useEditor((s) => s.selection?.kind === "titleBar");
  const editor = useEditorStore();
  const t = useT();
  const select = () => editor.getState().select({ kind: "titleBar", id: TITLE_BAR_ID });
  return (
    <div className="relative">
      {/* Its own stacking context: the title bar's z-index (1050, above page content) stays inside it, so the
          button over it stays on top and its selection and focus rings show. */}
      <div inert className="pointer-events-none relative z-0">
        {titleBar ? (
          <WidgetPreview node={titleBar} />
        ) : (
          <div className="h-12 border-b border-border bg-bg-subtle" />
        )}
      </div>
      <button
        type="button"
        onClick={select}
        data-editor-title-bar=""
        aria-label={t("Title bar")}
        aria-current={selected ? "true" : undefined}
        className="group/titlebar absolute inset-0 z-[1] cursor-pointer outline-none"
      >
        {/* The selection and focus frame, inside the bar (the canvas frame clips outside it): dark then light
            borders, so it shows whatever the bar's colour (the focus colour alone vanishes on a blue bar). */}
        <span
          aria-hidden="true"
          className={cx(
            "pointer-events-none absolute inset-0 border-[3px] border-primary",
            selected ? "block" : "hidden group-focus-visible/titlebar:block",
            "group-focus-visible/titlebar:border-focus",
          )}
        >
          <span className="absolute inset-0 border-2 border-white" />
        </span>
        <span
          className={cx(
            "pointer-events-none absolute -bottom-3 left-2 rounded-control bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-contrast",
            selected ? "block" : "hidden group-hover/titlebar:block group-focus-visible/titlebar:block",
          )}
        >
          {t("Title bar")}
        </span>
      </button>
    </div>
  );
}

/** From this many widgets on, off-screen sections skip rendering work (see CanvasSection). */
const LARGE_LAYOUT_WIDGETS = 60;

function widgetCount(layout: readonly EditorNode[]): number {
  let count = 0;
  for (const section of layout) {
    for (const value of Object.values(section)) if (Array.isArray(value)) count += value.length;
  }
  return count;
}

export function CanvasDocument() {
  const t = useT();
  const layout = useEditor((s) => s.doc.layout);
  const deferOffscreen = useMemo(() => widgetCount(layout) >= LARGE_LAYOUT_WIDGETS, [layout]);
  const { frame } = useCanvasFrame();
  // Keyed on the order only: a new array on every edit would re-render every sortable section through context.
  const order = layout.map((section) => section.$editorID).join("\n");
  const items = useMemo(
    () => (order === "" ? [] : order.split("\n").map((id) => sectionDragID(frame, id))),
    [order, frame],
  );
  return (
    <div className="pb-6">
      <TitleBarPreview />
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <AddSectionLine index={0} />
        {layout.map((section, index) => (
          <Fragment key={section.$editorID}>
            <CanvasSection
              section={section}
              index={index}
              isFirst={index === 0}
              isLast={index === layout.length - 1}
              deferOffscreen={deferOffscreen}
            />
            <AddSectionLine index={index + 1} />
          </Fragment>
        ))}
      </SortableContext>
      {layout.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-fg-muted">
          {t("This layout has no sections yet: add one to start.")}
        </p>
      ) : null}
    </div>
  );
}
