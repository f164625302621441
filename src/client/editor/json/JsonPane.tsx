// The two-way JSON pane (CodeMirror 6): the layout's saved form, editable. Valid edits apply to the canvas at
// once; invalid ones stay here as diagnostics (see json-pane-view.ts for the rules).
import { useEffect, useId, useRef, useState } from "react";
import { cx } from "../../../ui/cx";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { useEditorStore } from "../store/editor-store";
import { createJsonPaneView, type JsonPaneStatus } from "./json-pane-view";

export interface JsonPaneProps {
  className?: string;
  /** Delay after the last keystroke before the text is checked and applied. */
  debounceMs?: number;
}

function statusText(status: JsonPaneStatus, t: TranslateFn): string {
  switch (status.kind) {
    case "synced":
    case "pending":
      return t("Valid edits apply to the canvas as you type.");
    case "applied":
      return status.warnings
        ? t(
            "Applied to the canvas, with {count, plural, one {# unknown property} other {# unknown properties}} that saving drops (see Problems).",
            { count: status.warnings },
          )
        : t("Applied to the canvas.");
    case "held": {
      const what =
        status.stage === "syntax"
          ? t("the text is not valid JSON")
          : status.stage === "shape"
            ? t("the JSON is not a layout document")
            : status.stage === "refused"
              ? status.message
              : t("{count, plural, one {# problem} other {# problems}} in the layout", {
                  count: status.count,
                });
      return t("Not applied: {reason}. The canvas keeps the last valid document.", { reason: what });
    }
  }
}

export function JsonPane({ className, debounceMs = 150 }: JsonPaneProps) {
  const store = useEditorStore();
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const helpID = useId();
  const [status, setStatus] = useState<JsonPaneStatus>({ kind: "synced" });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const pane = createJsonPaneView({
      parent,
      store,
      debounceMs,
      onStatus: setStatus,
      // tabindex: contenteditable is focusable anyway; saying so lets checkers see the scroller has a focus stop.
      contentAttributes: { "aria-label": t("Layout JSON"), "aria-describedby": helpID, tabindex: "0" },
    });
    return () => pane.destroy();
  }, [store, debounceMs, helpID, t]);

  return (
    <div className={cx("flex h-full min-h-0 flex-col p-3", className)}>
      <div ref={host} className="min-h-0 flex-1 overflow-hidden border border-border" />
      <p id={helpID} className="mt-1 text-xs text-fg-muted">
        {t(
          "Tab and Shift+Tab leave the editor. Ctrl+Z here undoes typing; the toolbar’s Undo undoes applied edits.",
        )}
      </p>
      <p
        role="status"
        className={status.kind === "held" ? "mt-1 text-sm text-danger" : "mt-1 text-sm text-fg-muted"}
      >
        {statusText(status, t)}
      </p>
    </div>
  );
}
