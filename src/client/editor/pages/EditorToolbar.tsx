// The editor's top bar: back to the list, the layout's name, undo/redo, copy/paste, device and viewer of the
// preview, the keyboard help, the save state, Save draft and Publish (refused with the reason while there are
// problems).
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClasses } from "../../../ui/Button";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { useEditor, useEditorStore } from "../store/editor-store";
import type { DraftSaver, SaveStatus } from "./draft-saver";
import { ClipboardButtons, DeviceSwitcher, ViewAsPicker } from "./panels";
import { ShortcutsHelp } from "./ShortcutsHelp";

/** The short save state beside the buttons. */
function saveStatusText(status: SaveStatus, dirty: boolean, t: TranslateFn): string {
  switch (status.kind) {
    case "saving":
      return t("Saving draft…");
    case "publishing":
      return t("Publishing…");
    case "conflict":
      return t("Not saved: conflict");
    case "error":
      return t("Not saved");
    case "published":
      return dirty ? t("Unsaved changes") : t("Published");
    case "saved":
      return dirty ? t("Unsaved changes") : t("Draft saved");
    default:
      return dirty ? t("Unsaved changes") : t("No changes");
  }
}

/** The name field: edits the document's name when it loses focus or on Enter (one undo step, not one per key). */
function NameField() {
  const name = useEditor((state) => state.doc.name);
  const store = useEditorStore();
  const t = useT();
  const [value, setValue] = useState(name);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const justCreated = (location.state as { justCreated?: boolean } | null)?.justCreated === true;
  useEffect(() => setValue(name), [name]);
  // A layout just created from the list is named first.
  useEffect(() => {
    if (justCreated) input.current?.select();
  }, [justCreated]);

  function commit() {
    const next = value.trim();
    if (next === "" || next === store.getState().doc.name) {
      setValue(store.getState().doc.name);
      return;
    }
    store.getState().apply(t("Rename layout"), (doc) => ({ ...doc, name: next.slice(0, 100) }));
  }

  return (
    <form
      className="flex min-w-0 items-center gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("Layout name")}
      </label>
      <input
        ref={input}
        id={id}
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        className={`${INPUT_CLASSES} w-56 font-semibold`}
      />
    </form>
  );
}

export function EditorToolbar({ saver, status }: { saver: DraftSaver; status: SaveStatus }) {
  const t = useT();
  const canUndo = useEditor((state) => state.past.length > 0);
  const canRedo = useEditor((state) => state.future.length > 0);
  const undo = useEditor((state) => state.undo);
  const redo = useEditor((state) => state.redo);
  const dirty = useEditor((state) => state.saved.dirty);
  const problemCount = useEditor((state) => state.problems.length);
  const setPanel = useEditor((state) => state.setPanel);
  const busy = status.kind === "saving" || status.kind === "publishing";
  // Publish may be pressed during a draft save (the autosave can start at any moment): it publishes once that save
  // ends (DraftSaver.publish joins it), so only a publish already under way holds it back.
  const publishing = status.kind === "publishing";
  const blocked = status.kind === "conflict";
  const publishHintID = useId();
  const publishRefused = problemCount > 0;

  return (
    <header className="flex shrink-0 flex-wrap items-center gap-2 border-b border-border bg-bg px-3 py-2">
      <Link to="/dashboard/layouts" className={buttonClasses("text", "sm")}>
        {t("← Layouts")}
      </Link>
      <NameField />
      <div className="flex items-center gap-1">
        <Button size="sm" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          {t("Undo")}
        </Button>
        <Button size="sm" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
          {t("Redo")}
        </Button>
      </div>
      <ClipboardButtons />
      <DeviceSwitcher />
      <ViewAsPicker />
      <ShortcutsHelp />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-muted">{saveStatusText(status, dirty, t)}</span>
        {publishRefused ? (
          <span id={publishHintID} className="text-sm text-danger">
            {t("Fix {count, plural, one {# problem} other {# problems}} to publish", { count: problemCount })}
          </span>
        ) : null}
        <Button
          size="sm"
          // aria-disabled, not disabled: the button a click just saved with must keep the focus (a disabled
          // button drops it to the page), and a refused save stays where the keyboard user is.
          aria-disabled={busy || blocked || !dirty || undefined}
          onClick={() => {
            if (!busy && !blocked && dirty) void saver.save();
          }}
          aria-keyshortcuts="Control+S"
        >
          {t("Save draft")}
        </Button>
        <Button
          size="sm"
          variant="primary"
          // aria-disabled keeps the button focusable, so its reason (aria-describedby) can be heard.
          aria-disabled={publishRefused || publishing || blocked || undefined}
          aria-describedby={publishRefused ? publishHintID : undefined}
          onClick={() => {
            if (publishRefused) setPanel("problems");
            else if (!publishing && !blocked) void saver.publish();
          }}
        >
          {t("Publish")}
        </Button>
      </div>
    </header>
  );
}
