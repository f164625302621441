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
  return {
    onDragStart() {
      const now = current();
      if (!now) return undefined;
      const { doc } = editor.getState();
      if (now.drag.kind === "palette") return pickedUpFromPaletteText(now.name);
      if (now.drag.kind === "section") {
        const index = now.state.sectionTarget ?? 0;
        return pickedUpText(now.name, `position ${index + 1} of ${doc.layout.length}`);
      }
      const target = now.state.widgetTarget?.target;
      return pickedUpText(now.name, target ? describeTarget(doc, target, now.drag.editorID) : "the layout");
    },
    onDragOver() {
      const now = current();
      if (!now) return undefined;
      const { doc } = editor.getState();
      if (now.drag.kind === "section") {
        const index = now.state.sectionTarget;
        return index === null
          ? undefined
          : overText(now.name, `position ${index + 1} of ${doc.layout.length}`);
      }
      const target = now.state.widgetTarget;
      if (!target) return `${now.name} is not over a place to drop it.`;
      if (!target.allowed) return refusedOverText(now.name, describeRegion(doc, target.target));
      const movingID = now.drag.kind === "widget" ? now.drag.editorID : null;
      return overText(now.name, describeTarget(doc, target.target, movingID));
    },
    onDragEnd: () => endText() || undefined,
    onDragCancel: () => endText() || undefined,
  };
}
