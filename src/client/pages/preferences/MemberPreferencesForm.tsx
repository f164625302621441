// The member's notification preferences, drawn from the schema (preferences-schema.ts): a table of types by channel
// and the drop-downs, each change saved throttled and optimistically with the success toast, the error above the
// form until the next save starts (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
import { useQueryClient } from "@tanstack/react-query";
import { PREFERENCES_SAVED_MESSAGE } from "../../../lib/notification-types";
import { useT } from "../../../ui/i18n/i18n-context";
import { toast } from "../../../ui/toast-store";
import {
  type NotificationPreferences,
  patchNotificationPreferences,
  storeNotificationPreferences,
} from "../../api/notification-preferences";
import { PreferencesTable } from "../../notification-preferences/PreferencesTable";
import { useThrottledSaver } from "../../notification-preferences/use-throttled-saver";
import { flattenPreferences, toPreferencesPatch } from "./member-values";
import { PreferenceSelect } from "./PreferenceSelect";
import { channelLabel, type PreferencesLayout } from "./preferences-schema";

export interface MemberPreferencesFormProps {
  userID: number;
  layout: PreferencesLayout;
  preferences: NotificationPreferences;
}

export function MemberPreferencesForm({ userID, layout, preferences }: MemberPreferencesFormProps) {
  const client = useQueryClient();
  const t = useT();
  const saver = useThrottledSaver(flattenPreferences(preferences), {
    send: async (changes) => {
      const saved = await patchNotificationPreferences(userID, toPreferencesPatch(changes));
      storeNotificationPreferences(client, userID, saved);
      return flattenPreferences(saved);
    },
    onSaved: () => toast.success(t(PREFERENCES_SAVED_MESSAGE)),
  });
  return (
    <div className="mt-6 flex flex-col gap-6">
      {saver.error ? (
        <p role="alert" className="text-sm text-danger">
          {saver.error}
        </p>
      ) : null}
      {layout.rows.length > 0 ? (
        <PreferencesTable
          caption={t("Notification types")}
          rows={layout.rows}
          columns={layout.columns}
          checked={(row, column) => {
            // Only the channels the schema gives a row (private messages have no popup of their own).
            if (channelLabel(layout, row, column) === undefined) return undefined;
            const value = saver.values[`${row}.${column}`];
            return typeof value === "boolean" ? value : undefined;
          }}
          onToggle={(row, column, checked) => saver.change({ [`${row}.${column}`]: checked })}
          cellLabel={(row, column) => channelLabel(layout, row, column)}
        />
      ) : null}
      {layout.selects.length > 0 ? (
        <div className="flex flex-col gap-4">
          {layout.selects.map((field) => (
            <PreferenceSelect
              key={field.id}
              field={field}
              value={saver.values[field.id] ?? null}
              onChange={(value) => saver.change({ [field.id]: value })}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
