// dragAndDrop (docs/reference/layout-widgets.md#form-hints): a reorderable list of items (quick links, tabs, site
// totals). Each item is a collapsible card: drag its handle (pointer, touch, or Space + arrows through dnd-kit), or
// use its move up / move down buttons; remove it; add one at the end. Moves are announced in a polite live region.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useState } from "react";
import { cx } from "../../../../ui/cx";
import { Icon } from "../../../../ui/Icon";
import { useT } from "../../../../ui/i18n/i18n-context";
import { FieldMessages, fieldAria } from "../FieldShell";
import { useStableKeys } from "../stable-keys";

export interface DragAndDropProps {
  id: string;
  label: string;
  description?: string;
  errors?: readonly string[];
  disabled?: boolean;
  items: readonly unknown[];
  onChange: (items: unknown[]) => void;
  /** The header text of an item. */
  itemLabel: (item: unknown, index: number) => string;
  /** The fields of an item, shown while its card is open. */
  renderItem: (index: number) => ReactNode;
  /** A new item for "Add". */
  createItem: () => unknown;
  /** "link" → "Add link". */
  itemName?: string;
  maxItems?: number;
  /** The DOM id of an item's header button (so the form can focus an item by its field path). */
  itemID?: (index: number) => string;
  itemErrors?: (index: number) => readonly string[];
  /** Problems inside an item (its fields' too), counted on its header; defaults to its own errors. */
  itemProblemCount?: (index: number) => number;
  /** Opens that item (a focus request inside it); the nonce lets the same item be revealed again. */
  reveal?: { index: number; nonce: number } | null;
}

const ICON_BUTTON =
  "inline-flex size-7 shrink-0 items-center justify-center rounded-control text-fg-muted hover:bg-bg-hover hover:text-fg " +
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-40 disabled:opacity-40";

interface ItemCardProps {
  sortableID: string;
  index: number;
  count: number;
  label: string;
  headerID: string;
  errors: readonly string[];
  problemCount: number;
  open: boolean;
  disabled?: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}

function ItemCard({
  sortableID,
  index,
  count,
  label,
  headerID,
  errors,
  problemCount,
  open,
  disabled,
  onToggle,
  onMove,
  onRemove,
  children,
}: ItemCardProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: sortableID,
      disabled,
      // dnd-kit's own word, said in the page's language.
      attributes: { roleDescription: t("sortable") },
    });
  const panelID = `${headerID}-panel`;
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        "rounded-control border bg-bg",
        problemCount > 0 ? "border-danger" : "border-border-strong",
        isDragging && "relative z-10 shadow-raised",
      )}
    >
      <div className="flex items-center gap-1 px-1.5 py-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={cx(ICON_BUTTON, "cursor-grab touch-none")}
          aria-label={t("Reorder {label}", { label })}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <Icon strokeWidth={2} className="size-4" name="grip" />
        </button>
        <button
          id={headerID}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelID : undefined}
          className="flex min-w-0 flex-1 items-center gap-1.5 rounded-control px-1 py-1 text-left text-sm font-semibold text-fg-heading hover:bg-bg-hover"
          onClick={onToggle}
        >
          <Icon
            strokeWidth={2}
            name="chevronRight"
            className={cx("size-3.5 shrink-0 transition-transform", open && "rotate-90")}
          />
          <span className="truncate">{label}</span>{" "}
          {problemCount > 0 ? (
            <span className="ml-auto shrink-0 text-xs font-normal text-danger">
              {t("{count, plural, one {# problem} other {# problems}}", { count: problemCount })}
            </span>
          ) : null}
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t("Move {label} up", { label })}
          aria-disabled={first || disabled || undefined}
          onClick={() => !first && !disabled && onMove(index - 1)}
        >
          <Icon strokeWidth={2} className="size-4" name="arrowUp" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t("Move {label} down", { label })}
          aria-disabled={last || disabled || undefined}
          onClick={() => !last && !disabled && onMove(index + 1)}
        >
          <Icon strokeWidth={2} className="size-4" name="arrowDown" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t("Remove {label}", { label })}
          disabled={disabled}
          onClick={onRemove}
        >
          <Icon strokeWidth={2} className="size-4" name="close" />
        </button>
      </div>
      {open ? (
        <fieldset
          id={panelID}
          aria-labelledby={headerID}
          className="flex flex-col gap-3 border-t border-border px-3 py-3"
        >
          {errors.length > 0 ? (
            <div className="text-sm text-danger">
              {errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          {children}
        </fieldset>
      ) : null}
    </li>
  );
}

export function DragAndDrop(props: DragAndDropProps) {
  const t = useT();
  const {
    id,
    label,
    description,
    errors,
    disabled,
    items,
    onChange,
    itemLabel,
    renderItem,
    createItem,
    itemName = t("item"),
    maxItems,
    itemID,
    itemErrors,
    itemProblemCount,
    reveal,
  } = props;
  const stable = useStableKeys(items.length);
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const [revealed, setRevealed] = useState<DragAndDropProps["reveal"]>(null);
  const aria = fieldAria({ id, description, errors });
  const labels = items.map((item, index) => itemLabel(item, index));

  // A focus request inside an item opens it during this render, so the field is there when the form focuses it.
  let open = openKeys;
  if (reveal && reveal !== revealed) {
    setRevealed(reveal);
    const key = stable.keys[reveal.index];
    if (key && !openKeys.has(key)) {
      open = new Set([...openKeys, key]);
      setOpenKeys(open);
    }
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    stable.move(from, to);
    onChange(next);
    setAnnouncement(
      t("{label} moved to position {position} of {count}.", {
        label: labels[from],
        position: to + 1,
        count: items.length,
      }),
    );
  };
  const remove = (index: number) => {
    stable.remove(index);
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(t("{label} removed.", { label: labels[index] }));
    // Keep the keyboard in the list: focus the item that takes its place, else the add button.
    requestAnimationFrame(() => {
      const target =
        itemID && index < items.length - 1
          ? document.getElementById(itemID(index))
          : document.getElementById(`${id}-add`);
      target?.focus();
    });
  };
  const add = () => {
    const key = stable.add();
    setOpenKeys(new Set([...open, key]));
    onChange([...items, createItem()]);
    setAnnouncement(
      t("New {name} added at position {position}.", { name: itemName, position: items.length + 1 }),
    );
  };
  const toggle = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpenKeys(next);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOfKey = (key: string | number) => labels[stable.keys.indexOf(String(key))] ?? itemName;
  const positionOf = (key: string | number) => stable.keys.indexOf(String(key)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("Picked up {label}, position {position} of {count}.", {
        label: labelOfKey(active.id),
        position: positionOf(active.id),
        count: items.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("{label} is over position {position} of {count}.", {
            label: labelOfKey(active.id),
            position: positionOf(over.id),
            count: items.length,
          })
        : t("{label} is no longer over the list.", { label: labelOfKey(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("{label} dropped at position {position} of {count}.", {
            label: labelOfKey(active.id),
            position: positionOf(over.id),
            count: items.length,
          })
        : t("{label} dropped.", { label: labelOfKey(active.id) }),
    onDragCancel: ({ active }) =>
      t("Reordering cancelled. {label} stays at position {position}.", {
        label: labelOfKey(active.id),
        position: positionOf(active.id),
      }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(stable.keys.indexOf(String(active.id)), stable.keys.indexOf(String(over.id)));
  };
  const full = maxItems !== undefined && items.length >= maxItems;
  const labelID = `${id}-label`;

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-labelledby={labelID}
      aria-invalid={aria["aria-invalid"]}
      aria-describedby={aria.describedBy}
      className="flex flex-col gap-2 outline-none"
      data-field-shell={id}
    >
      <legend id={labelID} className="mb-2 text-sm font-semibold text-fg-heading">
        {label}
      </legend>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t(
              "To reorder, press Space or Enter, use the arrow keys to move, and press Space or Enter again to drop. Escape cancels.",
            ),
          },
        }}
      >
        <SortableContext items={stable.keys} strategy={verticalListSortingStrategy}>
          <ul className="flex flex-col gap-1.5">
            {items.map((_, index) => {
              const key = stable.keys[index] ?? `pending-${index}`;
              return (
                <ItemCard
                  key={key}
                  sortableID={key}
                  index={index}
                  count={items.length}
                  label={labels[index] ?? itemName}
                  headerID={itemID ? itemID(index) : `${id}-item-${index}`}
                  errors={itemErrors?.(index) ?? []}
                  problemCount={itemProblemCount?.(index) ?? itemErrors?.(index).length ?? 0}
                  open={open.has(key)}
                  disabled={disabled}
                  onToggle={() => toggle(key)}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                >
                  {renderItem(index)}
                </ItemCard>
              );
            })}
          </ul>
        </SortableContext>
      </DndContext>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("No {name}s yet.", { name: itemName })}</p>
      ) : null}
      <button
        id={`${id}-add`}
        type="button"
        className="inline-flex h-8 items-center gap-1.5 self-start rounded-control border border-border-strong px-3 text-sm font-semibold text-fg hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-50"
        disabled={disabled || full}
        onClick={add}
      >
        <Icon strokeWidth={2} name="plus" className="size-3.5" />
        {t("Add {name}", { name: itemName })}
      </button>
      {full ? (
        <p className="text-xs text-fg-muted">
          {t("At most {max} {name}s.", { max: maxItems, name: itemName })}
        </p>
      ) : null}
      <FieldMessages id={id} description={description} errors={errors} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
