// Ctrl/Cmd+S saves a draft instead of opening the browser's "Save page" dialog.
import { useEffect } from "react";
import type { DraftSaver } from "./draft-saver";

export function useSaveShortcut(saver: DraftSaver): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== "s" ||
        !(event.ctrlKey || event.metaKey) ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      void saver.save();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [saver]);
}
