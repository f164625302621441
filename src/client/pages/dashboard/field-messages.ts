// An API failure as the dashboard forms show it: the messages of each field, and the failure's own message.
import { ApiError } from "../../api/errors";

export interface FailureMessages {
  fields: Record<string, string[] | undefined>;
  /** null when nothing failed */
  message: string | null;
}

export function failureMessages(error: unknown): FailureMessages {
  if (!error) return { fields: {}, message: null };
  const fields: Record<string, string[]> = {};
  if (error instanceof ApiError && error.errors) {
    for (const [field, list] of Object.entries(error.errors))
      fields[field] = (list ?? []).map((item) => item.message);
  }
  const message = error instanceof Error && error.message ? error.message : "Something went wrong.";
  return { fields, message };
}
