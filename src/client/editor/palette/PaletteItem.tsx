// One palette entry: click or Enter inserts it where the palette's hint says; Space picks it up to drag it onto the
// canvas with the arrow keys (or drag it with the pointer). Refused here, it stays listed, marked with the reason.
import { useDraggable } from "@dnd-kit/core";
import { type KeyboardEvent, memo, useId } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { paletteDragID } from "../dnd/drag-data";
import type { PaletteItem as Item } from "./palette-items";

export const PaletteItem = memo(function PaletteItem({
  item,
  reason,
  onInsert,
}: {
  item: Item;
  reason: string | null;
  onInsert(key: string): void;
}) {
  const t = useT();
  const reasonID = useId();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragID(item.key),
    data: { kind: "palette", widgetKey: item.key },
    attributes: { roleDescription: t("draggable widget") },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onInsert(item.key);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  const describedBy = [attributes["aria-describedby"], reason ? reasonID : null].filter(Boolean).join(" ");
  return (
    <li>
      {/* biome-ignore lint/a11y/useSemanticElements: a native button would turn Space into a click, and Space must pick the item up for dragging. */}
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        role="button"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={() => onInsert(item.key)}
        aria-disabled={reason ? "true" : undefined}
        aria-describedby={describedBy}
        data-palette-item={item.key}
        className={cx(
          "flex cursor-grab touch-manipulation flex-col gap-0.5 rounded-control border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-focus",
          reason
            ? "border-dashed border-border-strong text-fg-muted"
            : "border-border bg-bg text-fg hover:border-primary",
          isDragging && "opacity-50",
        )}
      >
        <span className="font-semibold">
          {item.name}
          {item.isAsset ? (
            <span className="ml-1 text-xs font-normal text-fg-muted">{t("(page asset)")}</span>
          ) : null}
        </span>
        {reason ? (
          <span id={reasonID} className="text-xs">
            {reason}
          </span>
        ) : null}
      </div>
    </li>
  );
});
