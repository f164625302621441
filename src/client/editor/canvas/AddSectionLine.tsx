// The "+ Add section" line between sections: opens the list of section types the view type offers; choosing one
// inserts it there, selects it and says so.
import { type KeyboardEvent, memo, useId, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import { addSectionAt } from "../dnd/drop-actions";
import { focusEditorNode } from "../dnd/focus";
import { useEditor, useEditorStore } from "../store/editor-store";
import { useCanvasFrame } from "./frame-context";

export const AddSectionLine = memo(function AddSectionLine({ index }: { index: number }) {
  const editor = useEditorStore();
  const t = useT();
  const { frame } = useCanvasFrame();
  const sections = useEditor((s) => s.catalog.sections);
  const [open, setOpen] = useState(false);
  const listID = useId();

  const add = (key: string) => {
    setOpen(false);
    const result = addSectionAt(editor, key, index);
    editor.getState().announce(result.text);
    if (result.editorID) focusEditorNode(result.editorID, frame);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the list from any of its buttons.
    <div className="group/add relative flex flex-col items-center py-1" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-4 border-t border-dashed border-border-strong opacity-0 group-hover/add:opacity-100"
      />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listID : undefined}
        onClick={() => setOpen((value) => !value)}
        className="relative z-[1] rounded-full border border-border-strong bg-bg px-3 py-1 text-xs font-semibold text-fg-muted hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
      >
        {index === 0
          ? t("+ Add section at the top")
          : t("+ Add section after section {number}", { number: index })}
      </button>
      {open ? (
        <ul
          id={listID}
          aria-label={t("Section types")}
          className="relative z-[2] mt-1 flex flex-wrap justify-center gap-1"
        >
          {Object.entries(sections).map(([key, section]) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => add(key)}
                className="rounded-control border border-border-strong bg-bg px-2 py-1 text-xs text-fg hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
              >
                {section.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
