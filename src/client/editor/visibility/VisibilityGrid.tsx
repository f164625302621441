// The matrix itself: a grid with a row per section and widget, a column per device and per role. Each cell is a
// toggle button (pressed: its device, or its role, shows the node; mixed: only part of the device's widths); the row
// header selects the node in the editor. A cell its section hides anyway is drawn faded and says so.

import {
  type Coverage,
  MATRIX_DEVICES,
  type MatrixDevice,
  type MatrixRole,
  type MatrixRow,
} from "../../../lib/layout/visibility-matrix";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { DEVICE_NAMES } from "./matrix-texts";
import { useGridNavigation } from "./use-grid-navigation";

export interface VisibilityGridProps {
  rows: readonly MatrixRow[];
  /** null: roles not known (only the device columns are shown). */
  roles: readonly MatrixRole[] | null;
  labelOf(row: MatrixRow): string;
  flagged: ReadonlySet<string>;
  selectedID: string | null;
  labelledBy: string;
  describedBy: string;
  onSelect(row: MatrixRow): void;
  onToggleDevice(row: MatrixRow, device: MatrixDevice): void;
  onToggleRole(row: MatrixRow, roleID: number): void;
}

const CELL = "border-b border-border px-0.5 py-0.5 text-center";
const TOGGLE =
  "inline-flex size-7 items-center justify-center rounded-control border text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus";

function Toggle({
  state,
  label,
  note,
  faded,
  tabIndex,
  cellRef,
  onFocus,
  onClick,
}: {
  state: Coverage;
  label: string;
  note: string | null;
  faded: boolean;
  tabIndex: 0 | -1;
  cellRef: (element: HTMLElement | null) => void;
  onFocus(): void;
  onClick(): void;
}) {
  return (
    <button
      ref={cellRef}
      type="button"
      tabIndex={tabIndex}
      aria-pressed={state === "full" ? true : state === "partial" ? "mixed" : false}
      onFocus={onFocus}
      onClick={onClick}
      className={cx(
        TOGGLE,
        state === "none"
          ? "border-border-strong bg-bg text-fg-muted hover:bg-bg-hover"
          : "border-primary bg-primary-soft text-primary hover:bg-bg-hover",
        faded && state !== "none" && "border-dashed opacity-70",
      )}
    >
      <span aria-hidden="true">{state === "full" ? "✓" : state === "partial" ? "◐" : ""}</span>
      <span className="sr-only">
        {label}
        {note ? <>, {note}</> : null}
      </span>
    </button>
  );
}

export function VisibilityGrid(props: VisibilityGridProps) {
  const t = useT();
  const { rows, roles, labelOf, flagged, selectedID, onSelect, onToggleDevice, onToggleRole } = props;
  const roleList = roles ?? [];
  const cols = 1 + MATRIX_DEVICES.length + roleList.length;
  const nav = useGridNavigation(
    rows.map((row) => row.key),
    cols,
  );
  const cellProps = (row: MatrixRow, col: number) => ({
    tabIndex: nav.tabIndex(row.key, col),
    cellRef: nav.cellRef(row.key, col),
    onFocus: () => nav.onFocus(row.key, col),
  });
  const hiddenBySection = t("its section hides it here");

  return (
    <div className="overflow-x-auto">
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid is a table made a grid (arrows between cells)
        role="grid"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        onKeyDown={nav.onKeyDown}
        className="w-full border-collapse text-sm"
      >
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="border-b border-border px-1 text-left align-bottom">
              {t("Section or widget")}
            </th>
            <th scope="colgroup" colSpan={MATRIX_DEVICES.length} className="px-1 text-xs text-fg-muted">
              {t("Devices")}
            </th>
            {roleList.length > 0 ? (
              <th scope="colgroup" colSpan={roleList.length} className="px-1 text-xs text-fg-muted">
                {t("Roles")}
              </th>
            ) : null}
          </tr>
          <tr>
            {[...MATRIX_DEVICES.map((device) => t(DEVICE_NAMES[device])), ...roleList.map((r) => r.name)].map(
              (name, index) => (
                <th
                  // Names may repeat (two roles called alike): the column index keeps keys apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder while shown
                  key={index}
                  scope="col"
                  className="border-b border-border px-0.5 pb-1 align-bottom text-xs font-semibold"
                >
                  <span className="inline-block max-h-28 [writing-mode:vertical-rl] rotate-180 truncate">
                    {name}
                  </span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = labelOf(row);
            const selected = row.editorID !== null && row.editorID === selectedID;
            return (
              <tr key={row.key} className={cx(selected && "bg-primary-soft")}>
                <th scope="row" className={cx(CELL, "max-w-40 text-left font-normal")}>
                  <button
                    ref={nav.cellRef(row.key, 0)}
                    type="button"
                    tabIndex={nav.tabIndex(row.key, 0)}
                    onFocus={() => nav.onFocus(row.key, 0)}
                    onClick={() => onSelect(row)}
                    className={cx(
                      "flex w-full min-w-0 items-center gap-1 rounded-control px-1 py-1 text-left hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-focus",
                      row.kind === "section" ? "font-semibold text-fg-heading" : "pl-4 text-fg",
                    )}
                  >
                    <span className="truncate">{name}</span>
                    {flagged.has(row.key) ? (
                      <span className="shrink-0 text-warning">
                        <span aria-hidden="true">⚠</span>
                        <span className="sr-only">{t("(contradiction)")}</span>
                      </span>
                    ) : null}
                  </button>
                </th>
                {MATRIX_DEVICES.map((device, index) => (
                  <td key={device} className={CELL}>
                    <Toggle
                      {...cellProps(row, 1 + index)}
                      state={row.devices[device]}
                      label={t("{name} on {device}", { name, device: t(DEVICE_NAMES[device]) })}
                      faded={row.inherited?.devices[device] === "none"}
                      note={row.inherited?.devices[device] === "none" ? hiddenBySection : null}
                      onClick={() => onToggleDevice(row, device)}
                    />
                  </td>
                ))}
                {roleList.map((role, index) => {
                  const shown = row.own.roleIDs === null || row.own.roleIDs.includes(role.roleID);
                  const outer = row.inherited?.roleIDs;
                  const hidden = outer !== undefined && outer !== null && !outer.has(role.roleID);
                  return (
                    <td key={role.roleID} className={CELL}>
                      <Toggle
                        {...cellProps(row, 1 + MATRIX_DEVICES.length + index)}
                        state={shown ? "full" : "none"}
                        label={t("{name} for {role}", { name, role: role.name })}
                        faded={hidden}
                        note={hidden ? hiddenBySection : null}
                        onClick={() => onToggleRole(row, role.roleID)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
