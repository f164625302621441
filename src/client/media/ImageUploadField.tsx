// An image chosen for a form (a profile photo, a group's icon or banner): the current image, a file chooser that
// uploads through POST /media at once (docs/reference/errors.md#uploads: the server's size and type rules, its
// messages shown as they come) and Remove. The new address goes into the form, which saves it with the rest.
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useId, useRef } from "react";
import { Button } from "../../ui/Button";
import { useT } from "../../ui/i18n/i18n-context";
import { uploadMedia } from "../api/media";

export type ImageUploader = (file: File) => Promise<{ url: string }>;

export interface ImageUploadFieldProps {
  legend: string;
  /** The current image as the form shows it (null for none). */
  preview: ReactNode;
  uploadLabel: string;
  removeLabel: string;
  value: string;
  onChange(url: string): void;
  /** Errors from saving the field. */
  errors?: string[] | undefined;
  upload?: ImageUploader;
}

export function ImageUploadField({
  legend,
  preview,
  uploadLabel,
  removeLabel,
  value,
  onChange,
  errors = [],
  upload = uploadMedia,
}: ImageUploadFieldProps) {
  const id = useId();
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  // Only the file: TanStack passes its own context as the second argument, which uploadMedia reads as a signal.
  const uploading = useMutation({ mutationFn: (file: File) => upload(file) });
  const uploadError = uploading.error ? uploading.error.message || t("The upload failed.") : null;
  const messages = [...(uploadError ? [uploadError] : []), ...errors];
  const statusID = `${id}-status`;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    uploading.mutate(file, {
      onSuccess: (media) => onChange(media.url),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-fg-heading">{legend}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm text-fg">
            {uploadLabel}
          </label>
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-describedby={messages.length > 0 || uploading.isPending ? statusID : undefined}
            aria-invalid={messages.length > 0 || undefined}
            disabled={uploading.isPending}
            onChange={(event) => onFile(event.currentTarget.files?.[0])}
            className="text-sm file:mr-3 file:cursor-pointer file:rounded-control file:border file:border-border-strong file:bg-bg file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-fg"
          />
          {value ? (
            <Button size="sm" variant="text" className="self-start" onClick={() => onChange("")}>
              {removeLabel}
            </Button>
          ) : null}
        </div>
      </div>
      <div id={statusID} aria-live="polite" className="text-sm">
        {uploading.isPending ? <p className="text-fg-muted">{t("Uploading…")}</p> : null}
        {messages.map((message) => (
          <p key={message} className="text-danger">
            {message}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
