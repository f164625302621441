// The upload rules of docs/reference/errors.md#uploads: the file may not exceed upload.maxSize, and its name must end
// in one of upload.allowedExtensions (compared without case). Both come from the site config; the messages are the
// spec's.
import siteConfigSchema from "../../../schemas/api/site-config.schema.json";
import { formatFileSize } from "../../lib/format-file-size";
import type { MessageValues } from "../../lib/i18n/translator";
import type { SiteConfig } from "../site-config";

/** A refusal: a catalogue key and the values of its placeholders. */
export interface UploadProblem {
  message: string;
  values?: MessageValues;
}

export interface UploadRules {
  maxSize: number;
  allowedExtensions: readonly string[];
}

/** The site's rules; the schema's defaults (5 MB; gif, jpeg, jpg, png, webp) unless the site sets its own. */
export function uploadRules(config: SiteConfig): UploadRules {
  return config.upload ?? siteConfigSchema.properties.upload.default;
}

/** The size is written for the reader (`locale`: the request's): "5 MB" in English, "5 Mo" in French. */
export function tooBigMessage(rules: UploadRules, locale?: string): UploadProblem {
  return {
    message: "The uploaded file was too big (max {size}).",
    values: { size: formatFileSize(rules.maxSize, locale) },
  };
}

/** The extension of a file name, lower case, without the dot; "" when it has none. */
function extensionOf(fileName: string | undefined): string {
  const base = (fileName ?? "").replaceAll("\\", "/").split("/").pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** Why the file's name is refused, or null when its extension is allowed. */
export function extensionProblem(fileName: string | undefined, rules: UploadRules): UploadProblem | null {
  const extension = extensionOf(fileName);
  const allowed = rules.allowedExtensions.map((entry) => entry.toLowerCase());
  if (extension !== "" && allowed.includes(extension)) return null;
  return {
    message: "The uploaded file did not have an allowed extension. Allowed extensions: {extensions}.",
    values: { extensions: allowed.join(", ") },
  };
}
