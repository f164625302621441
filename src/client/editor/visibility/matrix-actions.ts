// A click in the visibility matrix, applied to the editor store: the rule of src/lib/layout/visibility-matrix-edits.ts
// gives the node's new device class or role list; the settings form's normalisation and modifyMiddleware write it
// (the same $middleware the Conditions group writes), as one labelled undo step; the result, or the refusal, is
// announced in the editor's live region.
import {
  type DeviceValue,
  type MatrixDevice,
  type MatrixRole,
  type MatrixRow,
  nodeVisibility,
} from "../../../lib/layout/visibility-matrix";
import {
  toggleDeviceColumn,
  toggleRoleColumn,
  withoutUnknownRoles,
  withVisibility,
} from "../../../lib/layout/visibility-matrix-edits";
import type { TranslateFn } from "../i18n";
import { modifyMiddleware } from "../model/ops";
import { findNode } from "../model/paths";
import { normalizeMiddleware } from "../settings/middleware-form";
import type { EditorStore } from "../store/editor-store";
import { DEVICE_NAMES, deviceList, reachSummary, roleName } from "./matrix-texts";

export interface MatrixEditContext {
  store: EditorStore;
  t: TranslateFn;
  locale: string;
  roles: readonly MatrixRole[] | null;
}

interface Change {
  device?: DeviceValue;
  roleIDs?: readonly number[];
}

/** Writes the change as one undo step; says the label, the note and what the node now reaches. */
function applyChange(
  context: MatrixEditContext,
  editorID: string,
  label: string,
  change: Change,
  note?: string,
): void {
  const { store, t, locale, roles } = context;
  const applied = store.getState().apply(label, (doc) => {
    const middleware = normalizeMiddleware(withVisibility(findNode(doc, editorID)?.$middleware, change));
    return modifyMiddleware(doc, editorID, middleware);
  });
  if (!applied) return; // refused: the store said why
  const now = nodeVisibility(findNode(store.getState().doc, editorID)?.$middleware);
  const summary = reachSummary(now.device, now.roleIDs, roles, t, locale);
  store.getState().announce([`${label}.`, note, summary].filter(Boolean).join(" "));
}

export function toggleDevice(
  context: MatrixEditContext,
  row: MatrixRow,
  column: MatrixDevice,
  name: string,
): void {
  const { store, t, locale } = context;
  if (!row.editorID) return;
  const result = toggleDeviceColumn(row.own.device, column);
  if ("refused" in result) {
    store
      .getState()
      .announce(
        result.refused === "lastDevice"
          ? t("{name} must show on at least one device: to show it nowhere, delete it.", { name })
          : t(
              "{name} can't show on {devices} only: the device classes are all devices, desktop with tablet, tablet only and mobile only.",
              { name, devices: deviceList(result.wanted, t, locale) },
            ),
      );
    return;
  }
  const device = t(DEVICE_NAMES[column]);
  const label = result.shown
    ? t("Show {name} on {device}", { name, device })
    : t("Hide {name} on {device}", { name, device });
  const note =
    result.alsoShown.length > 0
      ? t(
          "It shows on {devices} too: the device classes are all devices, desktop with tablet, tablet only and mobile only.",
          { devices: deviceList(result.alsoShown, t, locale) },
        )
      : undefined;
  applyChange(context, row.editorID, label, { device: result.device }, note);
}

export function toggleRole(context: MatrixEditContext, row: MatrixRow, roleID: number, name: string): void {
  const { store, t, roles } = context;
  if (!row.editorID || !roles) return;
  const result = toggleRoleColumn(row.own.roleIDs, roleID, roles);
  if ("refused" in result) {
    store
      .getState()
      .announce(t("At least one role must see {name}: to show it to nobody, delete it.", { name }));
    return;
  }
  const role = roleName(roleID, roles, t);
  const label = result.shown
    ? t("Show {name} to {role}", { name, role })
    : t("Hide {name} from {role}", { name, role });
  applyChange(context, row.editorID, label, { roleIDs: result.roleIDs });
}

/** Drops the ids no role has any more (an empty list then means everyone, which the summary says). */
export function forgetUnknownRoles(context: MatrixEditContext, row: MatrixRow, name: string): void {
  const { t, roles } = context;
  if (!row.editorID || !roles || !row.own.roleIDs) return;
  const label = t("Remove the missing roles from {name}", { name });
  applyChange(context, row.editorID, label, { roleIDs: withoutUnknownRoles(row.own.roleIDs, roles) });
}
