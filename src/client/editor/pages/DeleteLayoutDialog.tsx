// "Delete layout?": confirms, then DELETE /layouts/{id}. An applied layout answers 422 ("Active layout cannot be
// deleted."): the dialog stays open and says what to do instead.
import { useRef } from "react";
import type { LayoutMetadata } from "../../../types/generated/api/layout-metadata";
import { Button, buttonClasses } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { ApiError } from "../../api/errors";
import { useDeleteLayoutMutation } from "../../api/layouts";
import { isApplied } from "./AppliedLocations";

function deleteErrorText(
  error: unknown,
  t: TranslateFn,
): { message: string; description: string | null } | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 422)
    return {
      message: error.message,
      description: t(
        "It is applied somewhere. Apply another layout there (or set it to “Not applied”) first.",
      ),
    };
  return { message: error instanceof Error ? error.message : String(error), description: null };
}

export function DeleteLayoutDialog({
  layout,
  onClose,
  onDeleted,
}: {
  layout: LayoutMetadata;
  onClose(): void;
  onDeleted(): void;
}) {
  const t = useT();
  const remove = useDeleteLayoutMutation();
  const cancel = useRef<HTMLButtonElement>(null);
  const problem = deleteErrorText(remove.error, t);
  return (
    <Modal
      open
      title={t("Delete “{name}”?", { name: layout.name })}
      description={
        isApplied(layout)
          ? t("This layout is applied: the server will refuse to delete it until it is applied nowhere.")
          : t("The layout and its revisions will be gone for good.")
      }
      onClose={onClose}
      initialFocus={cancel}
    >
      <FormAlert message={problem?.message ?? null} description={problem?.description} />
      <div className="flex justify-end gap-2">
        <button ref={cancel} type="button" className={buttonClasses()} onClick={onClose}>
          {t("Cancel")}
        </button>
        <Button
          variant="primary"
          disabled={remove.isPending}
          onClick={() => remove.mutate(layout.layoutID, { onSuccess: onDeleted })}
        >
          {remove.isPending ? t("Deleting…") : t("Delete")}
        </Button>
      </div>
    </Modal>
  );
}
