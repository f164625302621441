// A table of notification types (rows) by channel (columns: popup, email) with a checkbox per cell, shared by the
// follow panel, the followed-content page and the member's preferences page
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences). Each checkbox is named by its row
// and column ("New posts: Email"), so it reads the same outside the table. A row's failed save (the dashboard's
// defaults) shows its message under the row's name, describing the row's checkboxes.
import { useId } from "react";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";

/** Labels arrive in the reader's language: callers translate them. */
export interface PreferencesRow {
  id: string;
  label: string;
  description?: string;
}

export interface PreferencesColumn {
  id: string;
  label: string;
}

export interface PreferencesTableProps {
  /** What the table holds, for screen readers (the caption is not shown). */
  caption: string;
  rows: readonly PreferencesRow[];
  columns: readonly PreferencesColumn[];
  /** A cell's state; undefined when the row has no such channel (an empty cell). */
  checked(row: string, column: string): boolean | undefined;
  onToggle(row: string, column: string, checked: boolean): void;
  /** A cell's own name after the row's ("Send me the digest"); by default the column's. */
  cellLabel?(row: string, column: string): string | undefined;
  /** The messages of a row's failed save; none by default. */
  rowErrors?(row: string): readonly string[] | undefined;
  disabled?: boolean;
  className?: string;
}

export function PreferencesTable({
  caption,
  rows,
  columns,
  checked,
  onToggle,
  cellLabel,
  rowErrors,
  disabled = false,
  className,
}: PreferencesTableProps) {
  const t = useT();
  const id = useId();
  return (
    <table className={cx("w-full border-collapse text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-xs text-fg-muted">
          <th scope="col" className="py-1.5 pe-2 text-start font-semibold">
            {t("Notification type")}
          </th>
          {columns.map((column) => (
            <th key={column.id} scope="col" className="w-16 px-1 py-1.5 text-center font-semibold">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const errors = rowErrors?.(row.id);
          const errorId = errors?.length ? `${id}-${row.id}-error` : undefined;
          return (
            <tr key={row.id} className="border-b border-border last:border-b-0">
              <th scope="row" className="py-2 pe-2 text-start align-top font-normal text-fg">
                {row.label}
                {row.description ? (
                  <span className="mt-0.5 block text-xs text-fg-muted">{row.description}</span>
                ) : null}
                {errorId ? (
                  <span id={errorId} role="alert" className="mt-1 block text-xs text-danger">
                    {errors?.join(" ")}
                  </span>
                ) : null}
              </th>
              {columns.map((column) => {
                const value = checked(row.id, column.id);
                return (
                  <td key={column.id} className="px-1 py-2 text-center align-top">
                    {value === undefined ? null : (
                      <input
                        type="checkbox"
                        aria-label={t("{row}: {column}", {
                          row: row.label,
                          column: cellLabel?.(row.id, column.id) ?? column.label,
                        })}
                        checked={value}
                        aria-describedby={errorId}
                        disabled={disabled}
                        onChange={(event) => onToggle(row.id, column.id, event.currentTarget.checked)}
                        className="size-4 cursor-pointer accent-primary disabled:cursor-not-allowed"
                      />
                    )}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
