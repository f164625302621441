// A section on the canvas, drawn by the editor with the real section's classes (sections.css) so its columns have
// the page's geometry, but with every region on screen as a drop zone, and its toolbar above. Sortable among the
// sections; memoised on the section node, so a change elsewhere does not re-render it.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { memo, useCallback, useRef } from "react";
import "../../../../widgets/sections/sections.css";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { sectionDragID } from "../dnd/drag-data";
import { nodeLabel } from "../model/regions";
import type { EditorNode } from "../model/types";
import { DiffMark } from "../revisions-diff/DiffMark";
import { useEditor } from "../store/editor-store";
import { CanvasRegion } from "./CanvasRegion";
import { useCanvasFrame } from "./frame-context";
import { SectionToolbar } from "./SectionToolbar";
import { hasBreadcrumbsRegion, sectionShape } from "./section-shapes";
import { useRevealSelected } from "./use-reveal-selected";

interface CanvasSectionProps {
  section: EditorNode;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  /** Skip layout and paint while off screen: only for big layouts (a small one is cheap, and stays screenshot-whole). */
  deferOffscreen?: boolean;
}

export const CanvasSection = memo(function CanvasSection({
  section,
  index,
  isFirst,
  isLast,
  deferOffscreen = false,
}: CanvasSectionProps) {
  const id = section.$editorID;
  const t = useT();
  const { frame, device, scale } = useCanvasFrame();
  const name = useEditor((s) => nodeLabel(section, s.catalog));
  const selected = useEditor((s) => s.selection?.kind === "section" && s.selection.id === id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: sectionDragID(frame, id),
      data: { kind: "section", editorID: id, frame },
      attributes: { roleDescription: t("draggable section") },
    });
  const box = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      box.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );
  useRevealSelected(box, selected);
  const shape = sectionShape(section.$hydrate);
  const breadcrumbs = Array.isArray(section.breadcrumbs) ? section.breadcrumbs : [];
  const region = (key: string) => (
    <CanvasRegion
      key={key}
      sectionID={id}
      sectionKey={section.$hydrate}
      sectionIndex={index}
      region={key}
      items={section[key]}
    />
  );
  const narrow = shape.narrowable && section.isNarrow === true;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a section of the canvas is a named group of widgets, not a form fieldset.
    <div
      ref={setRef}
      role="group"
      data-editor-section={id}
      aria-label={t("Section {number}: {name}", { number: index + 1, name })}
      style={{
        transform: CSS.Translate.toString(
          transform && { ...transform, x: transform.x / scale, y: transform.y / scale },
        ),
        transition,
        // Off-screen sections skip layout and paint: on a 500-widget layout the frame after a move fell from about
        // 94 ms to 35 ms (bench/editor-move). "auto" remembers each section's last rendered height.
        ...(deferOffscreen ? { contentVisibility: "auto", containIntrinsicSize: "auto 320px" } : {}),
      }}
      className={cx(
        "relative rounded-box py-2 outline-offset-2",
        selected ? "outline-2 outline-primary outline-solid" : "outline-1 outline-border outline-dashed",
        isDragging && "z-10 bg-bg opacity-80 shadow-raised",
      )}
    >
      <DiffMark editorID={id} />
      <SectionToolbar
        section={section}
        index={index}
        isFirst={isFirst}
        isLast={isLast}
        name={name}
        selected={selected}
        hasBreadcrumbsRegion={hasBreadcrumbsRegion(section.$hydrate)}
        canInvert={shape.name === "2-columns"}
        handleRef={setActivatorNodeRef}
        attributes={attributes}
        listeners={listeners}
      />
      <div
        data-section={shape.name}
        data-device={device}
        className={cx("q-section", shape.full && "q-section--full", narrow && "q-section--narrow")}
        // The toolbar above stands in for the section's top margin.
        style={{ marginTop: "0.5rem" }}
      >
        {breadcrumbs.length > 0 ? <div className="q-breadcrumbs">{region("breadcrumbs")}</div> : null}
        {shape.columnsClass ? (
          <div
            className={cx(
              shape.columnsClass,
              shape.name === "2-columns" && section.isInverted === true && "q-columns--inverted",
            )}
          >
            {shape.columns.map((column) => {
              const content = column.regions.map(region);
              // Plain boxes, not the page's <aside> landmarks: the canvas is a picture of the page inside the
              // editor, whose landmarks are the editor's own.
              return (
                <div key={column.regions.join()} className={column.className}>
                  {content}
                </div>
              );
            })}
          </div>
        ) : (
          shape.columns.flatMap((column) => column.regions.map(region))
        )}
      </div>
    </div>
  );
});
