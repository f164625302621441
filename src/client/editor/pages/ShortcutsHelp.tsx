// The editor's keyboard help: every shortcut in one panel, opened from the toolbar. Keys are listed as a PC types
// them; on a Mac, Cmd stands for Ctrl.
import { buttonClasses } from "../../../ui/Button";
import { Flyout } from "../../../ui/Flyout";

const EDITOR_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: "Enter", action: "Select the focused widget or section" },
  { keys: "Space, arrows, Space", action: "Pick up, move (across regions and sections), drop" },
  { keys: "Escape", action: "Cancel a move" },
  { keys: "Ctrl+C", action: "Copy the selected widget or section" },
  { keys: "Ctrl+V", action: "Paste after the selection, here or in another layout" },
  { keys: "Ctrl+D", action: "Duplicate the selection" },
  { keys: "Delete", action: "Delete the selection" },
  { keys: "Ctrl+Z", action: "Undo" },
  { keys: "Ctrl+Shift+Z, Ctrl+Y", action: "Redo" },
  { keys: "Ctrl+S", action: "Save the draft" },
];

export function ShortcutsHelp({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Flyout
      label="Keyboard shortcuts"
      kind="panel"
      width="titleBar"
      align="end"
      defaultOpen={defaultOpen}
      buttonClassName={buttonClasses("standard", "sm")}
    >
      <div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          {EDITOR_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.keys} className="contents">
              <dt>
                <kbd className="rounded-control border border-border bg-bg-subtle px-1 font-mono text-xs">
                  {shortcut.keys}
                </kbd>
              </dt>
              <dd className="text-fg">{shortcut.action}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-fg-muted">On a Mac, use Cmd for Ctrl.</p>
      </div>
    </Flyout>
  );
}
