// "New collection…" in the Add to Collection dialog (docs/reference/curation.md#collections): a button that opens a
// name field; Create (or Enter in the field) makes the collection (POST /collections) and hands it to the dialog,
// which ticks it. The field lives inside the dialog's form, so its Enter creates instead of saving the dialog.
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { TextField } from "../../ui/TextField";
import { type Collection, useCreateCollectionMutation } from "../api/collections";
import { errorMessage } from "../api/errors";

const MAX_NAME_LENGTH = 100;

export function NewCollectionField({ onCreated }: { onCreated(collection: Collection): void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const creating = useCreateCollectionMutation();
  const field = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open && returnFocus) {
      opener.current?.focus();
      setReturnFocus(false);
    }
  }, [open, returnFocus]);

  function close() {
    setOpen(false);
    setName("");
    creating.reset();
    setReturnFocus(true);
  }

  function create() {
    const trimmed = name.trim();
    if (!trimmed || creating.isPending) return;
    creating.mutate(
      { name: trimmed },
      {
        onSuccess: (collection) => {
          setOpen(false);
          setName("");
          onCreated(collection);
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      // Enter creates the collection; it must not submit (save) the dialog around it.
      event.preventDefault();
      create();
    } else if (event.key === "Escape") {
      // Escape closes the field, not the whole dialog.
      event.stopPropagation();
      close();
    }
  }

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className={cx(buttonClasses("text"), "self-start")}
        onClick={() => setOpen(true)}
      >
        {t("New collection…")}
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-box border border-border p-3">
      <TextField
        ref={field}
        label={t("Collection name")}
        value={name}
        maxLength={MAX_NAME_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        errors={creating.error ? [errorMessage(creating.error)] : undefined}
      />
      <div className="flex gap-2">
        <Button size="sm" variant="primary" disabled={!name.trim() || creating.isPending} onClick={create}>
          {creating.isPending ? t("Creating…") : t("Create")}
        </Button>
        <Button size="sm" onClick={close} disabled={creating.isPending}>
          {t("Cancel")}
        </Button>
      </div>
    </div>
  );
}
