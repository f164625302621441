// One collection on the collections page (docs/reference/curation.md#the-collections-page): its name (renamed in
// place), its records in order, each with Move up, Move down and Remove, and Delete behind a confirmation. A move
// keeps focus on the moved record's button (the other direction's when it reached an end) and is announced; each
// change is shown at once and saved by the caller (PATCH /collections/{id}). The record buttons are never disabled
// while a change saves (a disabled button would drop the focus): presses wait for it instead.
import { type FormEvent, useEffect, useId, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import type { Collection } from "../../../types/generated/api/collection";
import { AppLink } from "../../../ui/AppLink";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";
import { moveRecord, recordKey, removeRecord } from "./record-order";

type CollectionRecord = NonNullable<Collection["records"]>[number];

export interface CollectionEditorActions {
  rename(name: string): Promise<void>;
  /** Saves the whole new order; `announcement` is said once it is saved. */
  setRecords(records: CollectionRecord[], announcement: string): Promise<void>;
  remove(): Promise<void>;
}

export interface CollectionEditorProps {
  collection: Collection;
  /** A change is being saved: the controls wait. */
  pending: boolean;
  actions: CollectionEditorActions;
}

const TYPE_LABELS: Record<CollectionRecord["recordType"], string> = {
  discussion: msg("Post"),
  category: msg("Category"),
  article: msg("Article"),
  knowledgeBase: msg("Knowledge Base"),
  groups: msg("Group"),
};

export function CollectionEditor({ collection, pending, actions }: CollectionEditorProps) {
  const t = useT();
  const base = useId();
  const records = collection.records ?? [];
  const [focus, setFocus] = useState<{ key: string; control: "up" | "down" | "remove" } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const buttonID = (key: string, control: string) => `${base}-${control}-${key}`;

  // After a move, focus follows the record; at an end, the button that still works takes it.
  useEffect(() => {
    if (!focus) return;
    const wanted = document.getElementById(buttonID(focus.key, focus.control));
    const other = document.getElementById(buttonID(focus.key, focus.control === "up" ? "down" : "up"));
    const target = wanted && !wanted.hasAttribute("disabled") ? wanted : other;
    target?.focus();
    setFocus(null);
  });

  function move(index: number, delta: -1 | 1) {
    const record = records[index];
    if (!record || pending) return;
    const next = moveRecord(records, index, delta);
    const announcement = t("Moved {name} to position {position} of {total}.", {
      name: record.record.name,
      position: index + delta + 1,
      total: records.length,
    });
    setFocus({ key: recordKey(record), control: delta < 0 ? "up" : "down" });
    void actions.setRecords(next, announcement);
  }

  function removeAt(index: number) {
    const record = records[index];
    if (!record || pending) return;
    const neighbour = records[index + 1] ?? records[index - 1];
    if (neighbour) setFocus({ key: recordKey(neighbour), control: "remove" });
    void actions.setRecords(removeRecord(records, index), t("Removed {name}.", { name: record.record.name }));
  }

  return (
    <section aria-labelledby={`${base}-heading`} className="flex flex-col gap-4">
      <h2 id={`${base}-heading`} className="text-xl font-semibold text-fg-heading">
        {collection.name}
      </h2>
      <RenameForm
        key={collection.collectionID}
        name={collection.name}
        pending={pending}
        onRename={actions.rename}
      />
      <h3 className="text-base font-semibold text-fg-heading">{t("Records")}</h3>
      {records.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {t("No records yet: add posts from their options menu (Add to Collection).")}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-box border border-border">
          {records.map((record, index) => {
            const key = recordKey(record);
            const name = record.record.name;
            return (
              <li key={key} className="flex flex-wrap items-center gap-3 p-3">
                <span className="min-w-0 flex-1">
                  <AppLink to={record.record.url} className="font-semibold text-primary hover:underline">
                    {name}
                  </AppLink>
                  <span className="ms-2 text-xs text-fg-muted">{t(TYPE_LABELS[record.recordType])}</span>
                </span>
                <span className="flex gap-1">
                  <Button
                    id={buttonID(key, "up")}
                    size="sm"
                    disabled={index === 0}
                    aria-label={t("Move up: {name}", { name })}
                    onClick={() => move(index, -1)}
                  >
                    {t("Move up")}
                  </Button>
                  <Button
                    id={buttonID(key, "down")}
                    size="sm"
                    disabled={index === records.length - 1}
                    aria-label={t("Move down: {name}", { name })}
                    onClick={() => move(index, 1)}
                  >
                    {t("Move down")}
                  </Button>
                  <Button
                    id={buttonID(key, "remove")}
                    size="sm"
                    aria-label={t("Remove: {name}", { name })}
                    onClick={() => removeAt(index)}
                  >
                    {t("Remove")}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button onClick={() => setConfirming(true)} disabled={pending}>
          {t("Delete Collection")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("Delete Collection")}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        destructive
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await actions.remove();
          setConfirming(false);
        }}
      >
        {t("Delete the collection {name}? The records in it stay where they are.", { name: collection.name })}
      </ConfirmDialog>
    </section>
  );
}

function RenameForm({
  name,
  pending,
  onRename,
}: {
  name: string;
  pending: boolean;
  onRename(name: string): Promise<void>;
}) {
  const t = useT();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const trimmed = value.trim();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || trimmed === name || pending) return;
    setError(null);
    try {
      await onRename(trimmed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("Something went wrong."));
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={t("Name")}
        value={value}
        maxLength={100}
        className="min-w-60 flex-1"
        onChange={(event) => setValue(event.target.value)}
        errors={error ? [error] : undefined}
      />
      <Button type="submit" disabled={pending || !trimmed || trimmed === name}>
        {t("Rename")}
      </Button>
    </form>
  );
}
