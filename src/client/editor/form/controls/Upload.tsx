// upload (docs/reference/layout-widgets.md#form-hints): an image URL, typed or pasted, or uploaded through POST
// /media; a preview of the chosen image, and a way to remove it. The uploader is a prop so stories and tests run
// without a server. Uploading is a mutation (not cached: the address goes into the document), so its pending state
// and error are TanStack Query's.
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { cx } from "../../../../ui/cx";
import { useT } from "../../../../ui/i18n/i18n-context";
import { mediaFileProblem, uploadMedia } from "../../../api/media";
import { CONTROL_INPUT, type ControlProps, FieldShell, fieldAria } from "../FieldShell";

export type Uploader = (file: File) => Promise<{ url: string }>;

export interface UploadProps extends ControlProps<string> {
  upload?: Uploader;
  placeholder?: string;
}

export function Upload({
  id,
  label,
  description,
  tooltip,
  errors,
  disabled,
  value,
  onChange,
  upload = uploadMedia,
  placeholder,
}: UploadProps) {
  const t = useT();
  /** A file refused before sending (type or size). */
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = useMutation({
    // Only the file: TanStack passes its own context as the second argument, which uploadMedia reads as a signal.
    mutationFn: (file: File) => upload(file),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const statusID = `${id}-status`;
  const failure = uploading.error ? uploading.error.message || t("The upload failed.") : null;
  const uploadError = problem ? [problem] : failure ? [failure] : [];
  const busy = uploading.isPending;
  const allErrors = [...(errors ?? []), ...uploadError];
  const aria = fieldAria({ id, description, errors: allErrors });
  const hasImage = typeof value === "string" && value !== "";

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const refused = mediaFileProblem(file);
    setProblem(refused);
    if (refused) {
      uploading.reset();
      return;
    }
    uploading.mutate(file, {
      onSuccess: (media) => onChange(media.url),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  return (
    <FieldShell id={id} label={label} description={description} errors={allErrors} tooltip={tooltip}>
      <div className="flex gap-3">
        <div
          className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-control border border-border bg-bg-subtle"
          aria-hidden={!hasImage}
        >
          {hasImage ? (
            <img
              src={value}
              alt={t("Current {label}", { label: label.toLowerCase() })}
              className="size-full object-cover"
            />
          ) : (
            <span className="text-xs text-fg-muted">{t("No image")}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={id}
            type="text"
            inputMode="url"
            spellCheck={false}
            className={cx(CONTROL_INPUT, "h-9")}
            placeholder={placeholder ?? t("https://… or upload an image")}
            value={value ?? ""}
            disabled={disabled}
            aria-invalid={aria["aria-invalid"]}
            aria-describedby={[aria.describedBy, statusID].filter(Boolean).join(" ")}
            onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
          />
          <div className="flex items-center gap-3">
            <label
              className={cx(
                "focus-ring-within inline-flex h-8 cursor-pointer items-center rounded-control border border-border-strong px-3 text-sm font-semibold text-fg hover:border-primary hover:text-primary",
                (disabled || busy) && "pointer-events-none opacity-50",
              )}
            >
              {hasImage ? t("Replace image") : t("Upload image")}
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                className="sr-only"
                disabled={disabled || busy}
                onChange={(event) => onFile(event.target.files?.[0])}
              />
            </label>
            {hasImage ? (
              <button
                type="button"
                className="text-sm text-primary hover:underline disabled:opacity-50"
                disabled={disabled}
                aria-label={t("Remove {label}", { label: label.toLowerCase() })}
                onClick={() => onChange(undefined)}
              >
                {t("Remove")}
              </button>
            ) : null}
          </div>
          <p id={statusID} role="status" className="text-xs text-fg-muted">
            {busy && uploading.variables ? t("Uploading {file}…", { file: uploading.variables.name }) : ""}
          </p>
        </div>
      </div>
    </FieldShell>
  );
}
