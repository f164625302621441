// Add to collection (docs/reference/permissions.md#global-permissions: community.manage): a checkbox per collection,
// ticked for those already holding the discussion (GET /collections/by-resource); saving sends the whole list (PUT
// /collections/by-resource). "New collection…" creates one by name (docs/reference/curation.md#collections), ticks it
// and moves focus to it.
import { useEffect, useId, useState } from "react";
import { Checkbox } from "../../ui/Checkbox";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { type CollectionRecordRef, useCollections, useCollectionsOfRecord } from "../api/collections";
import { NewCollectionField } from "./NewCollectionField";
import { OptionDialog } from "./OptionDialog";

export interface CollectionsDialogProps {
  open: boolean;
  record: CollectionRecordRef;
  onSubmit(collectionIDs: number[]): Promise<void>;
  onClose(): void;
}

export function CollectionsDialog({ open, record, onSubmit, onClose }: CollectionsDialogProps) {
  const t = useT();
  const all = useCollections(open);
  const current = useCollectionsOfRecord(record, open);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const idBase = useId();
  const checkboxID = (collectionID: number) => `${idBase}-collection-${collectionID}`;
  useEffect(() => {
    if (!open) setChosen(null);
    else if (current.data && chosen === null) setChosen(new Set(current.data.map((c) => c.collectionID)));
  }, [open, current.data, chosen]);
  // A collection just created is ticked; focus goes to its checkbox once it is listed.
  useEffect(() => {
    if (created === null || !all.data?.some((c) => c.collectionID === created)) return;
    document.getElementById(checkboxID(created))?.focus();
    setCreated(null);
  });

  const failed = all.isError || current.isError;
  const ready = all.data && chosen;
  return (
    <OptionDialog
      open={open}
      title={t("Add to Collection")}
      submitLabel={t("Save")}
      pendingLabel={t("Saving…")}
      canSubmit={Boolean(ready)}
      onSubmit={() => onSubmit([...(chosen ?? [])])}
      onClose={onClose}
    >
      {failed ? (
        <p role="alert">{t("The collections could not be loaded. Please try again later.")}</p>
      ) : !ready ? (
        <Loader />
      ) : (
        <>
          {all.data?.length === 0 ? (
            <p className="text-sm">{t("There are no collections yet.")}</p>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{t("Collections")}</legend>
              {all.data?.map((collection) => (
                <Checkbox
                  key={collection.collectionID}
                  id={checkboxID(collection.collectionID)}
                  label={collection.name}
                  checked={chosen.has(collection.collectionID)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(collection.collectionID);
                    else next.delete(collection.collectionID);
                    setChosen(next);
                  }}
                />
              ))}
            </fieldset>
          )}
          <NewCollectionField
            onCreated={(collection) => {
              setChosen(new Set([...chosen, collection.collectionID]));
              setCreated(collection.collectionID);
            }}
          />
        </>
      )}
    </OptionDialog>
  );
}
