// The toasts of the discussion options (docs/reference/errors.md#discussions-and-moderation): success toasts close
// themselves; failures of dismiss, mute and bump (and of the other options) stay until dismissed and say the error's
// description, else its message.
import { msg } from "../../lib/i18n/msg";
import { toast } from "../../ui/toast-store";
import { ApiError } from "../api/errors";

/** Message keys: the menu hands optionSucceeded their text in the page's language. */
export const OPTION_TOASTS = {
  bumped: msg("Success! This post has been bumped."),
  muted: msg("Discussion has been muted."),
  unmuted: msg("Discussion has been unmuted."),
  dismissed: msg("Success. Announcement has been dismissed."),
  undismissed: msg("Success. Dismissal cancelled."),
} as const;

export function optionSucceeded(message: string): void {
  toast.success(message);
}

/**
 * What a failure says: the error's description when it has one, else its message (docs/reference/errors.md#layouts).
 */
function failureText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.description || error.message;
  return undefined;
}

export function optionFailed(error: unknown): void {
  // Without a text the toast store says 'Something has gone wrong.' (docs/reference/errors.md#client-fallbacks).
  toast.error(failureText(error), { persistent: true, dismissible: true });
}
