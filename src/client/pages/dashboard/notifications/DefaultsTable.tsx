// The defaults of members who never chose: the notification types (src/lib/notification-types.ts) by Popup and
// Email, and the digest, in the members' own preferences table. A type offers only its own channels (private
// messages have no popup); the Email column shows only while emails are on, the digest only while digests are too.
import { msg } from "../../../../lib/i18n/msg";
import { NOTIFICATION_TYPES, type NotificationChannel } from "../../../../lib/notification-types";
import { type TranslateFn, useT } from "../../../../ui/i18n/i18n-context";
import {
  type PreferencesColumn,
  type PreferencesRow,
  PreferencesTable,
} from "../../../notification-preferences/PreferencesTable";
import type { FlatValues } from "../../../notification-preferences/throttled-saver";
import { DIGEST_DEFAULT_KEY, defaultKey } from "./settings-keys";

const DIGEST_ROW = "DigestEnabled";

const COLUMN_LABELS: Record<NotificationChannel, string> = { popup: msg("Popup"), email: msg("Email") };

export interface DefaultsTableProps {
  values: FlatValues;
  shown: { email: boolean; digest: boolean };
  errorsOf(key: string): string[] | undefined;
  onChange(changes: FlatValues): void;
}

/** The config key behind a cell, or undefined when the row has no such channel. */
function keyOf(row: string, column: string): string | undefined {
  if (row === DIGEST_ROW) return column === "email" ? DIGEST_DEFAULT_KEY : undefined;
  const type = NOTIFICATION_TYPES.find((candidate) => candidate.key === row);
  const channel = type?.channels.find((candidate) => candidate === column);
  return type && channel ? defaultKey(type.key, channel) : undefined;
}

/** The table's rows and columns, their labels in the page's language (the table shows them as given). */
function tableShape(shown: DefaultsTableProps["shown"], t: TranslateFn) {
  const columns: PreferencesColumn[] = [{ id: "popup", label: t(COLUMN_LABELS.popup) }];
  if (shown.email) columns.push({ id: "email", label: t(COLUMN_LABELS.email) });
  const rows: PreferencesRow[] = NOTIFICATION_TYPES.filter((type) =>
    columns.some((column) => keyOf(type.key, column.id) !== undefined),
  ).map((type) => ({ id: type.key, label: t(type.label), description: t(type.description) }));
  if (shown.digest)
    rows.push({
      id: DIGEST_ROW,
      label: t("Send the digest"),
      description: t("New discussions in the categories a member follows, every few days."),
    });
  return { rows, columns };
}

export function DefaultsTable({ values, shown, errorsOf, onChange }: DefaultsTableProps) {
  const t = useT();
  const { rows, columns } = tableShape(shown, t);
  return (
    <PreferencesTable
      caption={t("Defaults for members who never chose")}
      rows={rows}
      columns={columns}
      checked={(row, column) => {
        const key = keyOf(row, column);
        return key === undefined ? undefined : values[key] === true;
      }}
      onToggle={(row, column, checked) => {
        const key = keyOf(row, column);
        if (key) onChange({ [key]: checked });
      }}
      cellLabel={(_row, column) =>
        t("{channel} default", { channel: t(COLUMN_LABELS[column === "email" ? "email" : "popup"]) })
      }
      rowErrors={(row) => [
        // Both cells of a row may fail in one save, with one message.
        ...new Set(
          columns.flatMap((column) => {
            const key = keyOf(row, column.id);
            return (key && errorsOf(key)) || [];
          }),
        ),
      ]}
    />
  );
}
