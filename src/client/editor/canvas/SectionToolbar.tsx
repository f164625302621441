// A section's controls: its handle (select with Enter or a click, drag with Space or the pointer), move up/down,
// swap columns (2 columns), breadcrumbs on/off, duplicate and delete. Every button is named for screen readers;
// focus follows the section when it moves.
import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import type { KeyboardEvent, ReactNode } from "react";
import { cx } from "../../../ui/cx";
import { Icon } from "../../../ui/Icon";
import { useT } from "../../../ui/i18n/i18n-context";
import { focusEditorNode } from "../dnd/focus";
import { deleteSection, duplicateSection, invertColumns, moveSection, toggleBreadcrumbs } from "../model/ops";
import type { EditorDocument, EditorNode } from "../model/types";
import { useEditorStore } from "../store/editor-store";
import { useCanvasFrame } from "./frame-context";

interface SectionToolbarProps {
  section: EditorNode;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  name: string;
  selected: boolean;
  hasBreadcrumbsRegion: boolean;
  canInvert: boolean;
  handleRef(element: HTMLElement | null): void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

function ToolButton({
  label,
  onClick,
  disabled,
  pressed,
  action,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  action: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      data-section-action={action}
      onClick={onClick}
      className={cx(
        "inline-flex h-7 min-w-7 items-center justify-center rounded-control border px-1.5 text-xs font-semibold",
        "focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-40",
        pressed
          ? "border-primary bg-primary-soft text-primary"
          : "border-border-strong bg-bg text-fg hover:border-primary hover:text-primary",
      )}
    >
      {children}
    </button>
  );
}

export function SectionToolbar({
  section,
  index,
  isFirst,
  isLast,
  name,
  selected,
  hasBreadcrumbsRegion,
  canInvert,
  handleRef,
  attributes,
  listeners,
}: SectionToolbarProps) {
  const editor = useEditorStore();
  const t = useT();
  const { frame } = useCanvasFrame();
  const id = section.$editorID;
  const title = t("Section {number}: {name}", { number: index + 1, name });

  /** Runs an operation and says what happened; focus goes back to `focusAction` of the section `focusID`. */
  const run = (
    label: string,
    op: (doc: EditorDocument) => EditorDocument,
    done: (doc: EditorDocument) => { text: string; focusID?: string; action?: string },
  ) => {
    if (!editor.getState().apply(label, op)) return;
    const after = done(editor.getState().doc);
    editor.getState().announce(after.text);
    if (after.focusID) {
      const target = after.focusID;
      const action = after.action;
      requestAnimationFrame(() => {
        const button = document.querySelector<HTMLElement>(
          `[data-frame="${frame}"] [data-editor-section="${target}"] [data-section-action="${action}"]`,
        );
        if (button && !(button as HTMLButtonElement).disabled) button.focus();
        else focusEditorNode(target, frame);
      });
    }
  };

  const move = (to: number, action: string) =>
    run(
      t("Move {name} section", { name }),
      (d) => moveSection(d, id, to),
      (d) => ({
        text: t("{name} section moved to position {position} of {count}.", {
          name,
          position: to + 1,
          count: d.layout.length,
        }),
        focusID: id,
        action,
      }),
    );
  const catalog = () => editor.getState().catalog;
  const breadcrumbsOn = Array.isArray(section.breadcrumbs) && section.breadcrumbs.length > 0;
  const inverted = section.isInverted === true;

  const onHandleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      editor.getState().select({ kind: "section", id });
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons named for its section, not a form fieldset.
    <div
      className="mb-1 flex flex-wrap items-center gap-1 px-1"
      role="group"
      aria-label={t("{section} actions", { section: title })}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a native button would turn Space into a click, and Space must pick the section up for dragging. */}
      <div
        ref={handleRef}
        {...attributes}
        {...listeners}
        role="button"
        tabIndex={0}
        onKeyDown={onHandleKeyDown}
        onClick={() => editor.getState().select({ kind: "section", id })}
        data-section-handle=""
        aria-label={title}
        aria-current={selected ? "true" : undefined}
        className={cx(
          "inline-flex h-7 cursor-grab touch-manipulation items-center gap-1.5 rounded-control px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-focus",
          selected ? "bg-primary text-primary-contrast" : "bg-bg-subtle text-fg-muted hover:text-fg",
        )}
      >
        <Icon size={14} strokeWidth={2} name="gripDots" />
        {title}
      </div>
      <ToolButton
        label={t("Move {section} up", { section: title })}
        action="up"
        disabled={isFirst}
        onClick={() => move(index - 1, "up")}
      >
        <Icon size={14} strokeWidth={2} name="arrowUp" />
      </ToolButton>
      <ToolButton
        label={t("Move {section} down", { section: title })}
        action="down"
        disabled={isLast}
        onClick={() => move(index + 1, "down")}
      >
        <Icon size={14} strokeWidth={2} name="arrowDown" />
      </ToolButton>
      {canInvert ? (
        <ToolButton
          label={t("Sidebar on the left in {section}", { section: title })}
          action="invert"
          pressed={inverted}
          onClick={() =>
            run(
              t("Swap columns of {name}", { name }),
              (d) => invertColumns(d, id),
              () => ({
                text: inverted ? t("Sidebar moved to the right.") : t("Sidebar moved to the left."),
                focusID: id,
                action: "invert",
              }),
            )
          }
        >
          <Icon size={14} strokeWidth={2} name="swap" />
        </ToolButton>
      ) : null}
      {hasBreadcrumbsRegion ? (
        <ToolButton
          label={t("Breadcrumbs in {section}", { section: title })}
          action="breadcrumbs"
          pressed={breadcrumbsOn}
          onClick={() =>
            run(
              t("Toggle breadcrumbs of {name}", { name }),
              (d) => toggleBreadcrumbs(d, id),
              () => ({
                text: breadcrumbsOn ? t("Breadcrumbs removed.") : t("Breadcrumbs added."),
                focusID: id,
                action: "breadcrumbs",
              }),
            )
          }
        >
          {t("Breadcrumbs")}
        </ToolButton>
      ) : null}
      <ToolButton
        label={t("Duplicate {section}", { section: title })}
        action="duplicate"
        onClick={() =>
          run(
            t("Duplicate {name} section", { name }),
            (d) => duplicateSection(d, id, catalog()),
            (d) => {
              const copy = d.layout[index + 1];
              if (copy) editor.getState().select({ kind: "section", id: copy.$editorID });
              return {
                text: t("{name} section duplicated as section {number}.", { name, number: index + 2 }),
                focusID: copy?.$editorID,
                action: "duplicate",
              };
            },
          )
        }
      >
        <Icon size={14} strokeWidth={2} name="duplicate" />
      </ToolButton>
      <ToolButton
        label={t("Delete {section}", { section: title })}
        action="delete"
        onClick={() =>
          run(
            t("Delete {name} section", { name }),
            (d) => deleteSection(d, id, catalog()),
            (d) => {
              const neighbour = d.layout[Math.min(index, d.layout.length - 1)];
              return {
                text: t("{name} section deleted.", { name }),
                focusID: neighbour?.$editorID,
                action: "handle",
              };
            },
          )
        }
      >
        <Icon size={14} strokeWidth={2} name="trash" />
      </ToolButton>
    </div>
  );
}
