// The dashboard's settings pages are generated from schemas/config/site-config.schema.json
// (docs/reference/configuration.md): a page per x-group, a group of fields per x-section, a field per key, labelled
// by its title and description (catalogue keys). The layout editor's SchemaForm renders them; config keys hold dots,
// which the form reads as paths, so each key gets a plain field id ("s0.f2") and the values travel between the two
// shapes here. A list of words (allowed extensions, origins) is edited as one text, split on commas and spaces.
import siteConfigSchema from "../../../../schemas/config/site-config.schema.json";
import { msg } from "../../../lib/i18n/msg";
import type { JsonObject, Problem } from "../../editor/model/types";

export type SettingsGroup = "site" | "posting" | "registration" | "features" | "integrations";

export interface SettingsPage {
  group: SettingsGroup;
  path: string;
  /** Message keys. */
  title: string;
  description: string;
}

export const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    group: "site",
    path: "/dashboard/settings/site",
    title: msg("Site Settings"),
    description: msg("The community's name, description and banner texts."),
  },
  {
    group: "posting",
    path: "/dashboard/settings/posting",
    title: msg("Posting Settings"),
    description: msg("Edit window, new accounts' waits, uploads and signatures."),
  },
  {
    group: "registration",
    path: "/dashboard/settings/registration",
    title: msg("Registration Settings"),
    description: msg("Who may register and how, sign-in addresses, captcha and emails."),
  },
  {
    group: "features",
    path: "/dashboard/settings/features",
    title: msg("Feature Settings"),
    description: msg("Custom layouts, moderation tools, search and embedding."),
  },
  {
    group: "integrations",
    path: "/dashboard/settings/integrations",
    title: msg("Integrations"),
    description: msg("The other systems posts may be escalated to: GitHub Issues and a signed webhook."),
  },
];

interface ConfigProperty extends JsonObject {
  type?: string;
  title?: string;
  description?: string;
  "x-group"?: string;
  "x-section"?: string;
  "x-control"?: JsonObject;
}

const properties = siteConfigSchema.properties as Record<string, ConfigProperty>;

/** The keys a page shows, in schema order. */
export function groupKeys(group: SettingsGroup): string[] {
  return Object.entries(properties)
    .filter(([, property]) => property["x-group"] === group && property["x-control"]?.hidden !== true)
    .map(([key]) => key);
}

const isWordList = (property: ConfigProperty) =>
  property.type === "array" && (property.items as JsonObject | undefined)?.type === "string";

/** Labels of choices that are names, not words ("" = none). */
const CHOICE_LABELS: Record<string, string> = {
  "": msg("None"),
  basic: msg("Basic"),
  // i18n-exempt: product names
  hcaptcha: "hCaptcha",
  // i18n-exempt: product names
  recaptcha: "reCAPTCHA",
  // i18n-exempt: product names
  turnstile: "Turnstile",
  // Who may escalate posts with an integration (docs/reference/integrations.md).
  staff: msg("Staff only"),
  own: msg("Staff, and members for their own posts"),
};

export interface SettingsForm {
  /** The form's schema: one object per section, one field per key. */
  schema: JsonObject;
  /** Field path ("s0.f2") → config key, and back. */
  keyOf: ReadonlyMap<string, string>;
  pathOf: ReadonlyMap<string, string>;
}

function formField(property: ConfigProperty, t: (key: string) => string): JsonObject {
  const {
    "x-group": _group,
    "x-section": _section,
    "x-control": _control,
    title,
    description,
    ...rest
  } = property;
  const labels = { label: title ? t(title) : "", description: description ? t(description) : "" };
  if (isWordList(property)) {
    const { items: _items, uniqueItems: _unique, maxItems: _max, default: _default, ...text } = rest;
    return { ...text, type: "string", "x-control": { ...labels, inputType: "textBox" } };
  }
  if (Array.isArray(property.enum)) {
    const options = property.enum.map((value) => ({
      value: value as string,
      label: t(CHOICE_LABELS[String(value)] ?? String(value)),
    }));
    return { ...rest, "x-control": { ...labels, inputType: "dropDown", options } };
  }
  return { ...rest, "x-control": labels };
}

/** The form of a page, its labels in the reader's language. */
export function buildSettingsForm(group: SettingsGroup, t: (key: string) => string): SettingsForm {
  const sections: string[] = [];
  const keyOf = new Map<string, string>();
  const formSections: Record<string, JsonObject> = {};
  groupKeys(group).forEach((key, index) => {
    const property = properties[key] as ConfigProperty;
    const section = property["x-section"] ?? "";
    if (!sections.includes(section)) sections.push(section);
    const sectionID = `s${sections.indexOf(section)}`;
    const fieldID = `f${index}`;
    keyOf.set(`${sectionID}.${fieldID}`, key);
    const holder = formSections[sectionID] ?? {
      type: "object",
      properties: {},
      "x-control": { label: section ? t(section) : "", open: true },
    };
    formSections[sectionID] = holder;
    (holder.properties as JsonObject)[fieldID] = formField(property, t);
  });
  return {
    schema: { type: "object", properties: formSections },
    keyOf,
    pathOf: new Map([...keyOf].map(([path, key]) => [key, path])),
  };
}

/** Config values as the form holds them (word lists as one text). */
export function toFormValue(form: SettingsForm, values: Readonly<Record<string, unknown>>): JsonObject {
  const value: Record<string, JsonObject> = {};
  for (const [path, key] of form.keyOf) {
    const [sectionID = "", fieldID = ""] = path.split(".");
    const raw = values[key];
    const section = value[sectionID] ?? {};
    value[sectionID] = section;
    section[fieldID] = Array.isArray(raw) ? raw.join(", ") : raw;
  }
  return value;
}

/** The config values of the form's value (word lists split again). */
export function fromFormValue(form: SettingsForm, value: JsonObject): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [path, key] of form.keyOf) {
    const [sectionID = "", fieldID = ""] = path.split(".");
    const raw = (value[sectionID] as JsonObject | undefined)?.[fieldID];
    values[key] = isWordList(properties[key] as ConfigProperty)
      ? String(raw ?? "")
          .split(/[\s,]+/)
          .filter(Boolean)
      : raw;
  }
  return values;
}

/** The keys whose value differs from the saved one. */
export function changedValues(
  current: Readonly<Record<string, unknown>>,
  saved: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(current).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key])),
  );
}

/** A refused save's field errors (grouped by config key) as the form's problems, at their fields. */
export function problemsOf(
  form: SettingsForm,
  editorID: string,
  errors: Readonly<Record<string, readonly { message: string; code?: string }[] | undefined>>,
): Problem[] {
  return Object.entries(errors).flatMap(([key, list]) =>
    (list ?? []).map((error) => ({
      editorID,
      pointer: "",
      field: form.pathOf.get(key) ?? "",
      code: error.code ?? "invalid",
      message: error.message,
    })),
  );
}
