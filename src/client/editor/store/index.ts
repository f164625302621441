// The editor store: create, provide, read, and the keyboard shortcuts.
export * from "./editor-store";
export { isTypingTarget, type ShortcutAction, shortcutFor, useEditorShortcuts } from "./use-editor-shortcuts";
