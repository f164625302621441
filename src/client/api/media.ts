// POST /api/v2/media (multipart): uploads an image for a widget setting (banner background, logo, fallback
// images) or a profile photo, and answers where it is served. Images only (png, jpeg, gif, webp) up to 5 MB; the
// server sniffs the bytes and applies the site's upload rules, the checks here only spare a round trip for what it
// would refuse anyway.
import { useMutation } from "@tanstack/react-query";
import { formatFileSize } from "../../lib/format-file-size";
import { msg } from "../../lib/i18n/msg";
import type { Media } from "../../types/generated/api/media";
import { ApiError } from "./errors";
import { apiRequest } from "./http";
import { currentPageLocale, pageText } from "./page-locale";

export const MEDIA_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

const WRONG_TYPE = msg("Choose a PNG, JPEG, GIF or WebP image.");
const TOO_BIG = msg("The uploaded file was too big (max {size}).");

/** A reason the server would refuse this file, or null, in the page's language. */
export function mediaFileProblem(file: File): string | null {
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) return pageText(WRONG_TYPE);
  // The server's own words (docs/reference/errors.md#uploads), for its default upload.maxSize.
  if (file.size > MEDIA_MAX_BYTES) {
    return pageText(TOO_BIG, { size: formatFileSize(MEDIA_MAX_BYTES, currentPageLocale() ?? "en") });
  }
  return null;
}

export async function uploadMedia(file: File, signal?: AbortSignal): Promise<Media> {
  const problem = mediaFileProblem(file);
  if (problem) throw new ApiError(422, { message: problem });
  const form = new FormData();
  form.append("file", file, file.name);
  return apiRequest<Media>("/media", { method: "POST", formData: form, signal });
}

export function useUploadMediaMutation() {
  return useMutation({ mutationFn: (file: File) => uploadMedia(file) });
}
