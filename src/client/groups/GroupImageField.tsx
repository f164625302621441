// A group's icon or banner in the group form: the current image, a file chooser that uploads through POST /media at
// once (the server's upload rules and messages, docs/reference/errors.md#uploads) and Remove. The new address is
// saved with the rest of the form.
import { useMutation } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { uploadMedia } from "../api/media";

export function GroupImageField({
  kind,
  value,
  errors = [],
  onChange,
}: {
  kind: "icon" | "banner";
  value: string;
  errors?: string[] | undefined;
  onChange(url: string): void;
}) {
  const t = useT();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Only the file: TanStack passes its own context as the second argument, which uploadMedia reads as a signal.
  const uploading = useMutation({ mutationFn: (file: File) => uploadMedia(file) });
  const uploadError = uploading.error ? uploading.error.message || t("The upload failed.") : null;
  const messages = [...(uploadError ? [uploadError] : []), ...errors];
  const statusID = `${id}-status`;
  const legend = kind === "icon" ? t("Icon") : t("Banner");

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
        {value ? (
          <img
            src={value}
            alt=""
            className={cx(
              "rounded-box border border-border object-cover",
              kind === "icon" ? "size-16" : "h-16 w-40",
            )}
          />
        ) : null}
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm text-fg">
            {kind === "icon" ? t("Upload an icon") : t("Upload a banner")}
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
              {kind === "icon" ? t("Remove the icon") : t("Remove the banner")}
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
