// What one click in the visibility matrix does to a node's `$middleware` (docs/reference/layout-documents.md#visibility-matrix).
// A node stores one device class and one role list, so it is seen on "these devices × these roles": a device
// column and a role column each edit one of the two. Device classes are all, desktop (with tablet), tablet and
// mobile (xs and no_bleed are parts of a device): a click that asks for more than a class can say takes the
// smallest class that shows everything asked (and says what else it shows); a click that would hide more than
// asked, or hide the node on every device or from every role, is refused with the reason.
import {
  DEVICE_COVERAGE,
  type DeviceValue,
  MATRIX_DEVICES,
  type MatrixDevice,
  type MatrixRole,
} from "./visibility-matrix";

export type DeviceToggle =
  | { device: DeviceValue; shown: boolean; alsoShown: readonly MatrixDevice[] }
  /** notAClass: no device class shows exactly `wanted`; lastDevice: it would show on no device. */
  | { refused: "notAClass" | "lastDevice"; wanted: readonly MatrixDevice[] };

/** The whole-device classes, smallest first: the first that covers a wish is the one taken. */
const CLASSES: readonly DeviceValue[] = ["tablet", "mobile", "desktop", "all"];

const fullDevices = (device: DeviceValue) =>
  MATRIX_DEVICES.filter((column) => DEVICE_COVERAGE[device][column] === "full");

const covers = (device: DeviceValue, wanted: readonly MatrixDevice[]) =>
  wanted.every((column) => DEVICE_COVERAGE[device][column] === "full");

/** Shows the node on `column` (fully) when it is not fully shown there, else hides it there. */
export function toggleDeviceColumn(device: DeviceValue, column: MatrixDevice): DeviceToggle {
  const coverage = DEVICE_COVERAGE[device];
  const present = MATRIX_DEVICES.filter((each) => coverage[each] !== "none");
  if (coverage[column] === "full") {
    const wanted = present.filter((each) => each !== column);
    if (wanted.length === 0) return { refused: "lastDevice", wanted };
    const exact = CLASSES.find(
      (candidate) => fullDevices(candidate).length === wanted.length && covers(candidate, wanted),
    );
    return exact ? { device: exact, shown: false, alsoShown: [] } : { refused: "notAClass", wanted };
  }
  const wanted = MATRIX_DEVICES.filter((each) => each === column || present.includes(each));
  const taken = CLASSES.find((candidate) => covers(candidate, wanted)) ?? "all";
  const alsoShown = fullDevices(taken).filter((each) => !wanted.includes(each));
  return { device: taken, shown: true, alsoShown };
}

export type RoleToggle =
  /** roleIDs []: everyone (every role is ticked: the filter is dropped, so roles added later see it too). */
  { roleIDs: readonly number[]; shown: boolean } | { refused: "lastRole" };

/** Lets viewers holding `roleID` see the node, or stops them; ids no role has any more are kept as they are. */
export function toggleRoleColumn(
  roleIDs: readonly number[] | null,
  roleID: number,
  roles: readonly MatrixRole[],
): RoleToggle {
  const existing = roles.map((role) => role.roleID);
  if (roleIDs === null || roleIDs.includes(roleID)) {
    const next = (roleIDs ?? existing).filter((id) => id !== roleID);
    if (!next.some((id) => existing.includes(id))) return { refused: "lastRole" };
    return { roleIDs: next, shown: false };
  }
  const next = [...roleIDs, roleID];
  return { roleIDs: existing.every((id) => next.includes(id)) ? [] : next, shown: true };
}

/** Ids that name no role any more taken out of a role list (the list empties to everyone only if nothing is left). */
export function withoutUnknownRoles(
  roleIDs: readonly number[],
  roles: readonly MatrixRole[],
): readonly number[] {
  const known = new Set(roles.map((role) => role.roleID));
  return roleIDs.filter((id) => known.has(id));
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The node's `$middleware` with a new device class and/or role list, everything else (category filter) kept. Not
 * normalised: the editor passes it through the settings form's normalisation, so both write the same thing.
 */
export function withVisibility(
  middleware: unknown,
  change: { device?: DeviceValue; roleIDs?: readonly number[] },
): JsonObject {
  const out: JsonObject = isObject(middleware) ? { ...middleware } : {};
  if (change.device !== undefined) out.visibility = { device: change.device };
  if (change.roleIDs !== undefined) out["role-filter"] = { roleIDs: [...change.roleIDs] };
  return out;
}
