// Where a copied widget goes: the system clipboard, so it can be pasted into another tab, layout or site, and a
// copy kept in memory for when the browser refuses access (clipboard permission denied, no secure context) or
// offers none. The memory copy survives moving between layouts in this page (it is module state), not a reload.
/** The part of navigator.clipboard the editor uses. */
export interface TextClipboard {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

export interface EditorClipboard {
  /** Writes to the system clipboard (when `system` is true it was written there already, e.g. by a copy event). */
  write(text: string, options?: { system?: boolean }): Promise<void>;
  /** What a paste should read; `systemText` is the text a paste event carried, when there was one. */
  read(systemText?: string): Promise<string | null>;
}

export function createEditorClipboard(
  system: () => TextClipboard | undefined = () => globalThis.navigator?.clipboard,
): EditorClipboard {
  /** The last copy, and whether the system clipboard has it too. */
  let memory: { text: string; inSystem: boolean } | null = null;
  return {
    async write(text, options = {}) {
      let inSystem = options.system === true;
      if (!inSystem) {
        try {
          await system()?.writeText(text);
          inSystem = system() !== undefined;
        } catch {
          inSystem = false;
        }
      }
      memory = { text, inSystem };
    },
    async read(systemText) {
      // The system clipboard never got the last copy: it holds something older, so the memory copy is the one meant.
      if (memory && !memory.inSystem) return memory.text;
      if (systemText !== undefined) return systemText !== "" ? systemText : (memory?.text ?? null);
      try {
        const text = await system()?.readText();
        if (text !== undefined && text !== "") return text;
      } catch {
        // Reading was refused (permission denied): the copy made in this page is all there is.
      }
      return memory?.text ?? null;
    },
  };
}

/** The page's clipboard: one per page, so a widget copied in one layout pastes in the next one opened. */
export const editorClipboard: EditorClipboard = createEditorClipboard();
