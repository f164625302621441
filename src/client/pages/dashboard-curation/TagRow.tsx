// One tag of the tags page (docs/reference/curation.md#the-tags-page): its name (renamed in place: Rename turns it into
// a field with Save and Cancel, Escape cancels), its type, how many discussions carry it, and Merge into… and Delete,
// which the page confirms in dialogs.
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { formatFullNumber } from "../../../lib/format-number";
import type { Tag } from "../../../types/generated/api/tag";
import { Button, buttonClasses } from "../../../ui/Button";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";

export interface TagRowProps {
  tag: Tag;
  pending: boolean;
  onRename(name: string): Promise<void>;
  onMerge(): void;
  onDelete(): void;
}

export function TagRow({ tag, pending, onRename, onMerge, onDelete }: TagRowProps) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!editing && refocus) {
      renameButton.current?.focus();
      setRefocus(false);
    }
  }, [editing, refocus]);
  const stopEditing = () => {
    setEditing(false);
    setRefocus(true);
  };

  return (
    <tr className="border-t border-border align-middle">
      <th scope="row" className="p-3 text-start font-semibold text-fg">
        {editing ? (
          <RenameTagForm
            tag={tag}
            pending={pending}
            onCancel={stopEditing}
            onRename={async (name) => {
              await onRename(name);
              stopEditing();
            }}
          />
        ) : (
          tag.name
        )}
      </th>
      <td className="p-3 text-sm text-fg-muted">{tag.type === "User" ? t("User tag") : t("Tag")}</td>
      <td className="p-3 text-end text-sm tabular-nums">
        {formatFullNumber(tag.countDiscussions ?? 0, locale)}
      </td>
      <td className="p-3">
        <span className="flex flex-wrap justify-end gap-1">
          {editing ? null : (
            <button
              ref={renameButton}
              type="button"
              className={buttonClasses("standard", "sm")}
              aria-label={t("Rename: {name}", { name: tag.name })}
              onClick={() => setEditing(true)}
            >
              {t("Rename")}
            </button>
          )}
          <Button size="sm" aria-label={t("Merge into…: {name}", { name: tag.name })} onClick={onMerge}>
            {t("Merge into…")}
          </Button>
          <Button size="sm" aria-label={t("Delete: {name}", { name: tag.name })} onClick={onDelete}>
            {t("Delete")}
          </Button>
        </span>
      </td>
    </tr>
  );
}

function RenameTagForm({
  tag,
  pending,
  onRename,
  onCancel,
}: {
  tag: Tag;
  pending: boolean;
  onRename(name: string): Promise<void>;
  onCancel(): void;
}) {
  const t = useT();
  const [value, setValue] = useState(tag.name);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  const trimmed = value.trim();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || pending) return;
    if (trimmed === tag.name) return onCancel();
    setError(null);
    try {
      await onRename(trimmed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("Something went wrong."));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onCancel();
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        ref={field}
        label={t("New name for {name}", { name: tag.name })}
        value={value}
        maxLength={50}
        className="min-w-48 flex-1"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        errors={error ? [error] : undefined}
      />
      <Button type="submit" size="sm" variant="primary" disabled={pending || !trimmed}>
        {t("Save")}
      </Button>
      <Button size="sm" onClick={onCancel} disabled={pending}>
        {t("Cancel")}
      </Button>
    </form>
  );
}
