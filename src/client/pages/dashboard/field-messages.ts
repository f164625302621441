// An API failure as the dashboard forms show it: the messages of each field, and the failure's own message.
import { ApiError } from "../../api/errors";
import { englishT, type TranslateFn } from "../../editor/i18n";

export interface FailureMessages {
  fields: Record<string, string[] | undefined>;
  /** null when nothing failed */
  message: string | null;
}

export function failureMessages(error: unknown, t: TranslateFn = englishT): FailureMessages {
  if (!error) return { fields: {}, message: null };
  const fields: Record<string, string[]> = {};
  if (error instanceof ApiError && error.errors) {
    for (const [field, list] of Object.entries(error.errors))
      fields[field] = (list ?? []).map((item) => item.message);
  }
  const message = error instanceof Error && error.message ? error.message : t("Something went wrong.");
  return { fields, message };
}
