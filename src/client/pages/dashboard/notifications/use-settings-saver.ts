// Saving the notification settings (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): the
// members' throttled, optimistic saver over PATCH /config, each answer kept in the query cache and announced with the
// success toast. A failed save puts its keys back; the keys it carried are remembered so each of those controls shows
// the server's message beside it (its field's own messages when the answer groups them by field), until the next save
// starts.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PREFERENCES_SAVED_MESSAGE } from "../../../../lib/notification-types";
import { useT } from "../../../../ui/i18n/i18n-context";
import { toast } from "../../../../ui/toast-store";
import { patchConfigValues, storeConfigValues } from "../../../api/config";
import { ApiError } from "../../../api/errors";
import type { FlatValues } from "../../../notification-preferences/throttled-saver";
import { useThrottledSaver } from "../../../notification-preferences/use-throttled-saver";
import { SETTINGS_KEYS, settingsValues, toConfigPatch } from "./settings-keys";

interface Failure {
  keys: readonly string[];
  fields: Readonly<Record<string, string[]>>;
}

export interface SettingsSaver {
  values: FlatValues;
  change(changes: FlatValues): void;
  /** The messages to show beside a key's control; undefined when its last save did not fail. */
  errorsOf(key: string): string[] | undefined;
}

function failureOf(changes: FlatValues, error: unknown): Failure {
  const fields: Record<string, string[]> = {};
  if (error instanceof ApiError)
    for (const [field, list] of Object.entries(error.errors ?? {}))
      fields[field] = (list ?? []).map((item) => item.message);
  return { keys: Object.keys(changes), fields };
}

export function useSettingsSaver(initial: FlatValues): SettingsSaver {
  const client = useQueryClient();
  const t = useT();
  const [failure, setFailure] = useState<Failure | null>(null);
  const saver = useThrottledSaver(initial, {
    send: async (changes) => {
      try {
        const saved = await patchConfigValues(toConfigPatch(changes));
        storeConfigValues(client, SETTINGS_KEYS, saved);
        return settingsValues(saved);
      } catch (error) {
        setFailure(failureOf(changes, error));
        throw error;
      }
    },
    onSaved: () => toast.success(t(PREFERENCES_SAVED_MESSAGE)),
  });
  const error = saver.error;
  return {
    values: saver.values,
    change: saver.change,
    errorsOf: (key) => {
      if (error === null || !failure?.keys.includes(key)) return undefined;
      const own = failure.fields[key];
      return own && own.length > 0 ? own : [error];
    },
  };
}
