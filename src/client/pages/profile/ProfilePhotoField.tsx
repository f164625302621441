// The profile photo on the edit page: the current or newly uploaded photo, a file chooser that uploads through POST
// /media at once (docs/reference/errors.md#uploads: upload.maxSize and upload.allowedExtensions, the server's
// messages shown as they come), and Remove. The new address is saved with the rest of the form.
import { useMutation } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { UserPhoto } from "../../../ui/UserPhoto";
import { uploadMedia } from "../../api/media";

export type PhotoUploader = (file: File) => Promise<{ url: string }>;

export interface ProfilePhotoFieldProps {
  name: string;
  value: string;
  onChange(url: string): void;
  /** Errors from saving (the photoUrl field). */
  errors?: string[];
  upload?: PhotoUploader;
}

export function ProfilePhotoField({
  name,
  value,
  onChange,
  errors = [],
  upload = uploadMedia,
}: ProfilePhotoFieldProps) {
  const id = useId();
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  // Uploading is not cached: the new address goes into the form, which saves it with the rest.
  const uploading = useMutation({
    // Only the file: TanStack passes its own context as the second argument, which uploadMedia reads as a signal.
    mutationFn: (file: File) => upload(file),
  });
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
      <legend className="mb-1.5 text-sm font-semibold text-fg-heading">{t("Photo")}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <UserPhoto url={value} size={100} name={value ? t("{name}'s photo", { name }) : undefined} />
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm text-fg">
            {t("Upload a new photo")}
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
              {t("Remove photo")}
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
