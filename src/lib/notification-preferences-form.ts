// GET /notification-preferences/schema (docs/reference/notifications.md#member-preferences): the member's preference
// table as a draft-07 JSON Schema with the `x-control` hints of docs/reference/layout-widgets.md#form-hints, from which
// the profile page draws its form. The email controls appear only while emails are on, the digest only while digests
// are. Pure: the server answers it, and the stories and tests draw the same form from it.
import { englishText, type Translate } from "./english-text";
import { msg } from "./i18n/msg";
import { NOTIFICATION_LANGUAGES, NOTIFICATION_TYPES } from "./notification-types";

export interface PreferenceFormOptions {
  emailsEnabled: boolean;
  digestEnabled: boolean;
  /** Now, from which the pause choices count. */
  now: Date;
  /** The viewer's own pause, offered as the current choice. */
  pausedUntil: string | null;
  /** Writes the labels in the reader's language (the request's translator); English without it. */
  t?: Translate;
}

type JsonSchema = Record<string, unknown>;

const checkBox = (label: string): JsonSchema => ({
  type: "boolean",
  "x-control": { inputType: "checkBox", label },
});

/** Pause choices: from now, for this many hours; each option's value is the date it ends. */
const PAUSE_CHOICES = [
  { hours: 1, label: msg("For 1 hour") },
  { hours: 8, label: msg("For 8 hours") },
  { hours: 24, label: msg("For a day") },
  { hours: 24 * 7, label: msg("For a week") },
] as const;

function pauseOptions(
  options: PreferenceFormOptions,
  t: Translate,
): { value: string | null; label: string }[] {
  const current = options.pausedUntil
    ? [
        {
          value: options.pausedUntil,
          label: t("Paused until {date} UTC", { date: options.pausedUntil.slice(0, 16).replace("T", " ") }),
        },
      ]
    : [];
  return [
    { value: null, label: t("Not paused") },
    ...current,
    ...PAUSE_CHOICES.map((choice) => ({
      value: new Date(options.now.getTime() + choice.hours * 3_600_000).toISOString(),
      label: t(choice.label),
    })),
  ];
}

export function notificationPreferencesFormSchema(options: PreferenceFormOptions): JsonSchema {
  const t = options.t ?? englishText;
  const properties: Record<string, JsonSchema> = {};
  for (const type of NOTIFICATION_TYPES) {
    // Private messages are email-only: with emails off, no row.
    if (!options.emailsEnabled && !type.channels.includes("popup")) continue;
    properties[type.key] = {
      type: "object",
      "x-control": { label: t(type.label), description: t(type.description), open: true },
      properties: {
        ...(type.channels.includes("popup") ? { popup: checkBox(t("Notification popup")) } : {}),
        ...(options.emailsEnabled && type.channels.includes("email") ? { email: checkBox(t("Email")) } : {}),
      },
    };
  }
  if (options.emailsEnabled && options.digestEnabled) {
    properties.DigestEnabled = {
      type: "object",
      "x-control": {
        label: t("Digest"),
        description: t("A summary of the new discussions in the categories I follow."),
        open: true,
      },
      properties: { email: checkBox(t("Send me the digest")) },
    };
  }
  if (options.emailsEnabled) {
    properties.NotificationLanguage = {
      type: "string",
      enum: NOTIFICATION_LANGUAGES.map((language) => language.value),
      "x-control": {
        inputType: "dropDown",
        label: t("Language of emails"),
        options: NOTIFICATION_LANGUAGES.map(({ value, label }) => ({ value, label })),
      },
    };
  }
  properties.PausedUntil = {
    anyOf: [{ type: "string", format: "date-time" }, { type: "null" }],
    "x-control": {
      inputType: "dropDown",
      label: t("Pause notifications"),
      description: t("No popup or email reaches you until then."),
      options: pauseOptions(options, t),
    },
  };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: t("Notification Preferences"),
    type: "object",
    properties,
  };
}
