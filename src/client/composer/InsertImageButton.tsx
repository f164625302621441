// Images in posts go through /media (bodies): the file is uploaded with POST /media, and the Markdown that shows it
// is handed to the composer. Offered only with uploads.add; the server applies the same rule and its size and type
// limits.
import { useId, useRef } from "react";
import { Button } from "../../ui/Button";
import { useT } from "../../ui/i18n/i18n-context";
import { toast } from "../../ui/toast-store";
import { errorMessage } from "../api/errors";
import { MEDIA_TYPES, useUploadMediaMutation } from "../api/media";
import { usePermission } from "../permissions/use-permission";

/** The Markdown of an uploaded image; its alt text is the file's name without extension or brackets. */
export function imageMarkdown(fileName: string, url: string): string {
  const alt =
    fileName
      .replace(/\.[^.]+$/, "")
      .replace(/[[\]\\]/g, " ")
      .trim() || "image";
  return `![${alt}](${url})`;
}

/** The body with the image's Markdown added as a paragraph of its own at the end. */
export function withImage(body: string, markdown: string): string {
  const trimmed = body.replace(/\s+$/, "");
  return trimmed ? `${trimmed}\n\n${markdown}\n` : `${markdown}\n`;
}

export function InsertImageButton({ onInsert }: { onInsert: (markdown: string) => void }) {
  const t = useT();
  const mayUpload = usePermission("uploads.add");
  const inputID = useId();
  const input = useRef<HTMLInputElement>(null);
  const mutation = useUploadMediaMutation();
  const uploading = mutation.isPending;
  if (!mayUpload) return null;

  function upload(file: File) {
    mutation.mutate(file, {
      onSuccess: (media) => onInsert(imageMarkdown(file.name, media.url)),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  }

  return (
    <>
      <input
        ref={input}
        id={inputID}
        type="file"
        accept={MEDIA_TYPES.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload(file);
        }}
      />
      <Button variant="text" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? t("Uploading image…") : t("Insert image")}
      </Button>
    </>
  );
}
