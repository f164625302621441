// The tags page as a view of its state (docs/reference/curation.md#the-tags-page): a search by name, a form creating a
// tag (ordinary or user tag), the tags with their discussion counts (most used first, a page at a time), each renamed
// in place, merged into another or deleted after a confirmation. Stories give it any state; TagsRoute wires it to the
// API.
import { useId, useState } from "react";
import type { Tag } from "../../../types/generated/api/tag";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useT } from "../../../ui/i18n/i18n-context";
import { Pager } from "../../../ui/Pager";
import { INPUT_CLASSES, TextField } from "../../../ui/TextField";
import { MergeTagDialog } from "./MergeTagDialog";
import { TagRow } from "./TagRow";
import { useCreateForm } from "./use-create-form";

export interface TagsActions {
  create(name: string, type: "" | "User"): Promise<void>;
  rename(tag: Tag, name: string): Promise<void>;
  merge(tag: Tag, target: Tag): Promise<void>;
  remove(tag: Tag): Promise<void>;
}

export interface TagsViewProps {
  tags: readonly Tag[];
  page: number;
  limit: number;
  total: number;
  query: string;
  onSearch(query: string): void;
  /** What was last changed, for screen readers. */
  announcement: string;
  pending: boolean;
  actions: TagsActions;
}

export function TagsView(props: TagsViewProps) {
  const t = useT();
  const [merging, setMerging] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const { actions } = props;
  return (
    <div className="mx-auto flex w-full max-w-[var(--width-content)] flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Tags")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "Members tag their posts; user tags are the ones members made. Merge two tags that mean the same.",
          )}
        </p>
      </header>
      <p role="status" className="sr-only">
        {props.announcement}
      </p>
      <div className="flex flex-wrap items-end gap-6">
        <SearchForm query={props.query} onSearch={props.onSearch} />
        <CreateTagForm onCreate={actions.create} />
      </div>
      {props.tags.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {props.query ? t("No tag starts with that.") : t("There are no tags yet.")}
        </p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t("Tags")}</caption>
          <thead>
            <tr className="text-start text-xs text-fg-muted">
              <th scope="col" className="p-3 text-start font-semibold">
                {t("Name")}
              </th>
              <th scope="col" className="p-3 text-start font-semibold">
                {t("Type")}
              </th>
              <th scope="col" className="p-3 text-end font-semibold">
                {t("Discussions")}
              </th>
              <th scope="col" className="p-3">
                <span className="sr-only">{t("Actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.tags.map((tag) => (
              <TagRow
                key={tag.tagID}
                tag={tag}
                pending={props.pending}
                onRename={(name) => actions.rename(tag, name)}
                onMerge={() => setMerging(tag)}
                onDelete={() => setDeleting(tag)}
              />
            ))}
          </tbody>
        </table>
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} />
      <MergeTagDialog
        tag={merging}
        onClose={() => setMerging(null)}
        onMerge={async (target) => {
          if (merging) await actions.merge(merging, target);
          setMerging(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("Delete Tag")}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        destructive
        pending={props.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await actions.remove(deleting);
          setDeleting(null);
        }}
      >
        {t("Delete the tag {name}? The discussions that carry it lose it.", { name: deleting?.name ?? "" })}
      </ConfirmDialog>
    </div>
  );
}

function SearchForm({ query, onSearch }: { query: string; onSearch(query: string): void }) {
  const t = useT();
  const [value, setValue] = useState(query);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <TextField
        type="search"
        label={t("Search tags")}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit">{t("Search")}</Button>
    </form>
  );
}

function CreateTagForm({ onCreate }: { onCreate: TagsActions["create"] }) {
  const t = useT();
  const typeID = useId();
  const [type, setType] = useState<"" | "User">("");
  const { name, setName, pending, error, submit } = useCreateForm((trimmed) => onCreate(trimmed, type));

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={t("New tag")}
        value={name}
        maxLength={50}
        onChange={(event) => setName(event.target.value)}
        errors={error ? [error] : undefined}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={typeID} className="text-sm font-semibold text-fg-heading">
          {t("Type")}
        </label>
        <select
          id={typeID}
          value={type}
          onChange={(event) => setType(event.target.value === "User" ? "User" : "")}
          className={INPUT_CLASSES}
        >
          <option value="">{t("Tag")}</option>
          <option value="User">{t("User tag")}</option>
        </select>
      </div>
      <Button type="submit" variant="primary" disabled={pending || !name.trim()}>
        {pending ? t("Creating…") : t("Create")}
      </Button>
    </form>
  );
}
