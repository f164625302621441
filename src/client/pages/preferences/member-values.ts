// The member's preferences as the saver's flat keys ("NewDiscussion.popup", "NotificationLanguage") and back into
// the PATCH body, whose type objects may name one channel (notification-preferences-patch).
import type {
  NotificationPreferences,
  NotificationPreferencesPatch,
} from "../../api/notification-preferences";
import type { FlatValue, FlatValues } from "../../notification-preferences/throttled-saver";

const isFlatValue = (value: unknown): value is FlatValue =>
  value === null || typeof value === "string" || typeof value === "boolean";

export function flattenPreferences(preferences: NotificationPreferences): FlatValues {
  const flat: FlatValues = {};
  for (const [key, value] of Object.entries(preferences)) {
    if (isFlatValue(value)) flat[key] = value;
    else if (typeof value === "object")
      for (const [channel, on] of Object.entries(value)) if (isFlatValue(on)) flat[`${key}.${channel}`] = on;
  }
  return flat;
}

export function toPreferencesPatch(changes: FlatValues): NotificationPreferencesPatch {
  const patch: Record<string, FlatValue | Record<string, FlatValue>> = {};
  for (const [path, value] of Object.entries(changes)) {
    const [key = path, channel] = path.split(".");
    if (channel === undefined) patch[key] = value;
    else {
      const group = patch[key];
      patch[key] = { ...(typeof group === "object" && group !== null ? group : {}), [channel]: value };
    }
  }
  // The keys are the schema's own (read from it or from the saved preferences), which the server validates.
  return patch as NotificationPreferencesPatch;
}
