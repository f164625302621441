// GET /notification-preferences/schema (docs/reference/notifications.md#member-preferences): the member's preference
// table as a draft-07 JSON Schema with the `x-control` hints of docs/reference/layout-widgets.md#form-hints, so the
// profile page renders it with the same schema-driven form as the layout editor. The email controls appear only
// while emails are on, the digest only while digests are.
import { NOTIFICATION_TYPES } from "../../../lib/notification-types";
import { NOTIFICATION_LANGUAGES } from "./member-preferences";

export interface PreferenceFormOptions {
  emailsEnabled: boolean;
  digestEnabled: boolean;
}

type JsonSchema = Record<string, unknown>;

const checkBox = (label: string): JsonSchema => ({
  type: "boolean",
  "x-control": { inputType: "checkBox", label },
});

/** Pause choices: from now, for this many hours (the client turns a choice into a PausedUntil date). */
export const PAUSE_CHOICES_HOURS = [1, 8, 24, 24 * 7] as const;

export function notificationPreferencesFormSchema(options: PreferenceFormOptions): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const type of NOTIFICATION_TYPES) {
    properties[type.key] = {
      type: "object",
      "x-control": { label: type.label, description: type.description, open: true },
      properties: {
        popup: checkBox("Notification popup"),
        ...(options.emailsEnabled ? { email: checkBox("Email") } : {}),
      },
    };
  }
  if (options.emailsEnabled && options.digestEnabled) {
    properties.DigestEnabled = {
      type: "object",
      "x-control": {
        label: "Digest",
        description: "A summary of the new discussions in the categories I follow.",
        open: true,
      },
      properties: { email: checkBox("Send me the digest") },
    };
  }
  if (options.emailsEnabled) {
    properties.NotificationLanguage = {
      type: "string",
      enum: NOTIFICATION_LANGUAGES.map((language) => language.value),
      "x-control": {
        inputType: "dropDown",
        label: "Language of emails",
        options: NOTIFICATION_LANGUAGES.map(({ value, label }) => ({ value, label })),
      },
    };
  }
  properties.PausedUntil = {
    anyOf: [{ type: "string", format: "date-time" }, { type: "null" }],
    "x-control": {
      label: "Pause notifications",
      description: "No popup or email reaches you until then.",
      pauseHours: [...PAUSE_CHOICES_HOURS],
    },
  };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "Notification Preferences",
    type: "object",
    properties,
  };
}
