// Merge into… (docs/reference/curation.md#the-tags-page): the target found by name (GET /tags?query=, the tag itself
// left out) and chosen among radio buttons; merging gives every discussion of the tag the target and deletes the tag.
import { useId, useState } from "react";
import type { Tag } from "../../../types/generated/api/tag";
import { useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";
import { useTagSuggestions } from "../../api/tags";
import { OptionDialog } from "../../moderation/OptionDialog";

export interface MergeTagDialogProps {
  /** The tag to merge away; null: the dialog is closed. */
  tag: Tag | null;
  onMerge(target: Tag): Promise<void>;
  onClose(): void;
}

export function MergeTagDialog({ tag, onMerge, onClose }: MergeTagDialogProps) {
  const t = useT();
  const [query, setQuery] = useState("");
  const [target, setTarget] = useState<Tag | null>(null);
  const name = useId();
  const found = useTagSuggestions(query.trim());
  const options = (found.data ?? []).filter((candidate) => candidate.tagID !== tag?.tagID);

  function close() {
    setQuery("");
    setTarget(null);
    onClose();
  }

  return (
    <OptionDialog
      open={tag !== null}
      title={t("Merge {name} into…", { name: tag?.name ?? "" })}
      description={t("Every discussion tagged {name} gets the tag you choose, and {name} is deleted.", {
        name: tag?.name ?? "",
      })}
      submitLabel={t("Merge")}
      pendingLabel={t("Merging…")}
      canSubmit={target !== null}
      onSubmit={async () => {
        if (!target) return;
        await onMerge(target);
        setQuery("");
        setTarget(null);
      }}
      onClose={close}
    >
      <TextField
        type="search"
        label={t("Find the tag to keep")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() === "" ? null : options.length === 0 && !found.isFetching ? (
        <p className="text-sm text-fg-muted">{t("No tag starts with that.")}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t("Merge into")}</legend>
          {options.map((candidate) => (
            <label
              key={candidate.tagID}
              className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg"
            >
              <input
                type="radio"
                name={name}
                className="size-4 accent-primary"
                checked={target?.tagID === candidate.tagID}
                onChange={() => setTarget(candidate)}
              />
              {candidate.name}
            </label>
          ))}
        </fieldset>
      )}
    </OptionDialog>
  );
}
