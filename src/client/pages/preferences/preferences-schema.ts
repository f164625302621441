// Reads the member's preferences schema (GET /notification-preferences/schema: draft-07 with `x-control` hints,
// docs/reference/layout-widgets.md#form-hints) into what the preferences page draws
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): the notification types as table rows
// with their popup and email channels, and the drop-downs (language, pause). The Email column, the digest and the
// language of emails show only while the site sends emails, the digest only while it sends digests; properties
// of other shapes are left out.
import type { EmailSettings } from "../../notification-preferences/email-settings";
import type { FlatValue } from "../../notification-preferences/throttled-saver";

const DIGEST_TYPE = "DigestEnabled";
const EMAIL_ONLY_FIELDS = new Set(["NotificationLanguage"]);
const CHANNELS = ["popup", "email"] as const;
type ChannelID = (typeof CHANNELS)[number];

export interface TypeRow {
  id: string;
  label: string;
  description?: string;
  /** The row's channels and their labels. */
  channels: Partial<Record<ChannelID, string>>;
}

export interface SelectOption {
  value: FlatValue;
  label: string;
}

export interface SelectField {
  id: string;
  label: string;
  description?: string;
  options: SelectOption[];
}

export interface PreferencesLayout {
  rows: TypeRow[];
  columns: { id: ChannelID; label: string }[];
  selects: SelectField[];
}

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

function control(node: SchemaNode): SchemaNode {
  return isNode(node["x-control"]) ? node["x-control"] : {};
}

const isFlatValue = (value: unknown): value is FlatValue =>
  value === null || typeof value === "string" || typeof value === "boolean";

function readOptions(hint: SchemaNode): SelectOption[] {
  if (!Array.isArray(hint.options)) return [];
  return hint.options.flatMap((option) =>
    isNode(option) && isFlatValue(option.value)
      ? [{ value: option.value, label: text(option.label) ?? String(option.value) }]
      : [],
  );
}

function typeRow(id: string, node: SchemaNode, emails: EmailSettings): TypeRow | null {
  if (!isNode(node.properties)) return null;
  const channels: TypeRow["channels"] = {};
  for (const channel of CHANNELS) {
    const property = node.properties[channel];
    if (!isNode(property) || property.type !== "boolean") continue;
    if (channel === "email" && !emails.enabled) continue;
    channels[channel] = text(control(property).label) ?? channel;
  }
  if (Object.keys(channels).length === 0) return null;
  const hint = control(node);
  return { id, label: text(hint.label) ?? id, description: text(hint.description), channels };
}

function isShown(id: string, emails: EmailSettings): boolean {
  if (id === DIGEST_TYPE) return emails.enabled && emails.digest;
  return !EMAIL_ONLY_FIELDS.has(id) || emails.enabled;
}

export function readPreferencesSchema(schema: unknown, emails: EmailSettings): PreferencesLayout {
  const layout: PreferencesLayout = { rows: [], columns: [], selects: [] };
  const properties = isNode(schema) && isNode(schema.properties) ? schema.properties : {};
  for (const [id, node] of Object.entries(properties)) {
    if (!isNode(node) || !isShown(id, emails)) continue;
    const hint = control(node);
    if (node.type === "object") {
      const row = typeRow(id, node, emails);
      if (row) layout.rows.push(row);
    } else if (hint.inputType === "dropDown") {
      const options = readOptions(hint);
      if (options.length > 0)
        layout.selects.push({
          id,
          label: text(hint.label) ?? id,
          description: text(hint.description),
          options,
        });
    }
  }
  // A column per channel some row has, named as the first row that has it names it.
  for (const channel of CHANNELS) {
    const label = layout.rows.find((row) => row.channels[channel])?.channels[channel];
    if (label) layout.columns.push({ id: channel, label });
  }
  return layout;
}

/** A row's own label for one of its channels ("Send me the digest"), from the schema. */
export function channelLabel(layout: PreferencesLayout, row: string, column: string): string | undefined {
  const channels = layout.rows.find((candidate) => candidate.id === row)?.channels;
  return channels && (column === "popup" || column === "email") ? channels[column] : undefined;
}
