// Moving focus to a node of the canvas after the document changed under it (a drop, an insert, a section move):
// React re-creates moved elements, so focus has to be put back by id once the new ones are in the page.

function cssEscape(value: string): string {
  return typeof CSS !== "undefined" && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, "\\$&");
}

/** Focuses the widget or section with this editor id in a frame (the first on screen when the frame has none). */
export function focusEditorNode(editorID: string, frame?: string): void {
  const find = () => {
    const id = cssEscape(editorID);
    const selectors = [
      frame ? `[data-frame="${cssEscape(frame)}"] [data-editor-id="${id}"]` : "",
      frame ? `[data-frame="${cssEscape(frame)}"] [data-editor-section="${id}"] [data-section-handle]` : "",
      `[data-editor-id="${id}"]`,
      `[data-editor-section="${id}"] [data-section-handle]`,
    ].filter(Boolean);
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element) return element;
    }
    return null;
  };
  // Two frames: the first lets React commit, the second lets dnd-kit restore its own focus first.
  requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()));
}
