// The editor's keyboard help: every shortcut in one panel, opened from the toolbar. Keys are listed as a PC types
// them; on a Mac, Cmd stands for Ctrl.

import { msg } from "../../../lib/i18n/msg";
import { buttonClasses } from "../../../ui/Button";
import { Flyout } from "../../../ui/Flyout";
import { useT } from "../../../ui/i18n/i18n-context";

const EDITOR_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: msg("Enter"), action: msg("Select the focused widget or section") },
  { keys: msg("Space, arrows, Space"), action: msg("Pick up, move (across regions and sections), drop") },
  { keys: msg("Escape"), action: msg("Cancel a move") },
  { keys: msg("Ctrl+C"), action: msg("Copy the selected widget or section") },
  { keys: msg("Ctrl+V"), action: msg("Paste after the selection, here or in another layout") },
  { keys: msg("Ctrl+D"), action: msg("Duplicate the selection") },
  { keys: msg("Delete"), action: msg("Delete the selection") },
  { keys: msg("Ctrl+Z"), action: msg("Undo") },
  { keys: msg("Ctrl+Shift+Z, Ctrl+Y"), action: msg("Redo") },
  { keys: msg("Ctrl+S"), action: msg("Save the draft") },
];

export function ShortcutsHelp({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT();
  return (
    <Flyout
      label={t("Keyboard shortcuts")}
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
                  {t(shortcut.keys)}
                </kbd>
              </dt>
              <dd className="text-fg">{t(shortcut.action)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-fg-muted">{t("On a Mac, use Cmd for Ctrl.")}</p>
      </div>
    </Flyout>
  );
}
