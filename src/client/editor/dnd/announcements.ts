// dnd-kit's live-region announcements, in the editor's words. They read the drag store (where the arrow keys or the
// pointer put the target), so what is said matches what the drop will do.
import type { Announcements } from "@dnd-kit/core";
import type { EditorStore } from "../store/editor-store";
import {
  describeRegion,
  describeTarget,
  overText,
  pickedUpFromPaletteText,
  pickedUpText,
  refusedOverText,
} from "./announcement-text";
import { dragLabel } from "./drag-handlers";
import type { DragStore } from "./drag-store";

export function createAnnouncements(
  editor: EditorStore,
  drags: DragStore,
  endText: () => string,
): Announcements {
  const current = () => {
    const state = drags.getState();
    return state.drag ? { state, drag: state.drag, name: dragLabel(editor, state.drag) } : null;
  };
  const positionText = (index: number, count: number) =>
    editor.getState().t("position {position} of {count}", { position: index + 1, count });
  return {
    onDragStart() {
      const now = current();
      if (!now) return undefined;
      const { doc, t } = editor.getState();
      if (now.drag.kind === "palette") return pickedUpFromPaletteText(now.name, t);
      if (now.drag.kind === "section") {
        const index = now.state.sectionTarget ?? 0;
        return pickedUpText(now.name, positionText(index, doc.layout.length), t);
      }
      const target = now.state.widgetTarget?.target;
      return pickedUpText(
        now.name,
        target ? describeTarget(doc, target, now.drag.editorID, t) : t("the layout"),
        t,
      );
    },
    onDragOver() {
      const now = current();
      if (!now) return undefined;
      const { doc, t } = editor.getState();
      if (now.drag.kind === "section") {
        const index = now.state.sectionTarget;
        return index === null ? undefined : overText(now.name, positionText(index, doc.layout.length), t);
      }
      const target = now.state.widgetTarget;
      if (!target) return t("{name} is not over a place to drop it.", { name: now.name });
      if (!target.allowed) return refusedOverText(now.name, describeRegion(doc, target.target, t), t);
      const movingID = now.drag.kind === "widget" ? now.drag.editorID : null;
      return overText(now.name, describeTarget(doc, target.target, movingID, t), t);
    },
    onDragEnd: () => endText() || undefined,
    onDragCancel: () => endText() || undefined,
  };
}
