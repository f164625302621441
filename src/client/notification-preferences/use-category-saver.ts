// Saving one category's preferences (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences):
// throttled and optimistic (throttled-saver.ts), each answer kept in the query cache and announced with the success
// toast; a failure without a server message reads as the control's own.
import { useQueryClient } from "@tanstack/react-query";
import { msg } from "../../lib/i18n/msg";
import { PREFERENCES_SAVED_MESSAGE } from "../../lib/notification-types";
import { useT } from "../../ui/i18n/i18n-context";
import { toast } from "../../ui/toast-store";
import { ApiError, DEFAULT_ERROR_MESSAGE } from "../api/errors";
import { patchCategoryPreferences, storeCategoryPreferences } from "../api/notification-preferences";
import { pageText } from "../api/page-locale";
import { toCategoryPatch, toCategoryPreferences, toFlatValues } from "./category-rules";
import type { FlatValues } from "./throttled-saver";
import { type ThrottledSaverHandle, useThrottledSaver } from "./use-throttled-saver";

const SAVE_FAILED = msg("Your preferences could not be saved.");

async function sendChanges(categoryID: number, userID: number, changes: FlatValues): Promise<FlatValues> {
  try {
    return toFlatValues(await patchCategoryPreferences(categoryID, userID, toCategoryPatch(changes)));
  } catch (error) {
    if (error instanceof ApiError && error.message === pageText(DEFAULT_ERROR_MESSAGE)) {
      throw new Error(pageText(SAVE_FAILED));
    }
    throw error;
  }
}

export function useCategorySaver(
  categoryID: number,
  userID: number,
  initial: FlatValues,
  onSaved?: () => void,
): ThrottledSaverHandle {
  const client = useQueryClient();
  const t = useT();
  return useThrottledSaver(initial, {
    send: (changes) => sendChanges(categoryID, userID, changes),
    onSaved: (saved) => {
      onSaved?.();
      storeCategoryPreferences(client, categoryID, userID, toCategoryPreferences(saved));
      toast.success(t(PREFERENCES_SAVED_MESSAGE));
    },
  });
}
