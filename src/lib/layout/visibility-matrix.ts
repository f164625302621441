// The visibility matrix of a layout document (docs/reference/layout-documents.md#visibility-matrix): for every
// section and widget, on which of the three devices and to which roles its `$middleware` shows it, what its section
// lets through, and the contradictions an author should hear about. Pure: the roles are passed in (GET /roles),
// null while they are unknown (no rule then judges a role it cannot see).
import { widgetSchemaDocuments } from "../../types/generated/widget-schema-index";
import {
  CLASSES_OF,
  DEVICE_VALUES,
  type DeviceValue,
  isDeviceValue,
  isVisibleOnClass,
} from "./device-classes";
import { isSectionKey, schemaRegions } from "./validate-document";

export const MATRIX_DEVICES = ["desktop", "tablet", "mobile"] as const;
export type MatrixDevice = (typeof MATRIX_DEVICES)[number];
export type { DeviceValue };
/** partial: only part of the device's widths (xs is mobile up to 500 px, no_bleed desktop up to 1,280 px). */
export type Coverage = "full" | "partial" | "none";
export type DeviceCoverage = Readonly<Record<MatrixDevice, Coverage>>;

export interface MatrixRole {
  roleID: number;
  name: string;
  type?: "guest" | "member" | "moderator" | "administrator";
}

/** What a node's own `$middleware` says: one device class, and a role list (null: everyone). */
export interface NodeVisibility {
  device: DeviceValue;
  roleIDs: readonly number[] | null;
}

/** Who may see a node once its section is taken into account: devices, and role ids (null: everyone). */
export interface Reach {
  devices: DeviceCoverage;
  roleIDs: ReadonlySet<number> | null;
}

export interface MatrixRow {
  /** The node's editor id, else its path joined with "/". */
  key: string;
  editorID: string | null;
  /** Path tokens from the document root (["layout", "1", "mainBottom", "0"]). */
  path: readonly string[];
  hydrate: string;
  kind: "section" | "widget";
  /** The key of the section a widget sits in (null for a section). */
  sectionKey: string | null;
  own: NodeVisibility;
  /** The devices its own device class covers. */
  devices: DeviceCoverage;
  /** What its section lets through (null for a section). */
  inherited: Reach | null;
  effective: Reach;
}

export type ContradictionCode =
  | "hiddenEverywhere"
  | "requiredAssetHidden"
  | "navigationHidden"
  | "unknownRole";

export interface Contradiction {
  code: ContradictionCode;
  /** The row's key. */
  key: string;
  editorID: string | null;
  path: readonly string[];
  hydrate: string;
  /** requiredAssetHidden: devices it does not show on at all; navigationHidden/hiddenEverywhere: []. */
  devices: readonly MatrixDevice[];
  /** requiredAssetHidden: devices it shows on only in part. */
  partly: readonly MatrixDevice[];
  /** unknownRole: the ids no role has any more. */
  roleIDs: readonly number[];
}

export interface VisibilityMatrix {
  /** Guest, member, moderator and administrator types first, then the others, each in the given order. */
  roles: readonly MatrixRole[] | null;
  rows: readonly MatrixRow[];
  contradictions: readonly Contradiction[];
}

const ALL: DeviceCoverage = { desktop: "full", tablet: "full", mobile: "full" };

/**
 * A device is covered in full when the value shows on all its classes, in part on some (xs is part of mobile, no_bleed
 * of desktop), from the one class table (device-classes.ts): desktop includes tablet.
 */
function coverageOf(value: DeviceValue): DeviceCoverage {
  const of = (device: MatrixDevice): Coverage => {
    const shown = CLASSES_OF[device].filter((deviceClass) => isVisibleOnClass(value, deviceClass)).length;
    return shown === 0 ? "none" : shown === CLASSES_OF[device].length ? "full" : "partial";
  };
  return { desktop: of("desktop"), tablet: of("tablet"), mobile: of("mobile") };
}

export const DEVICE_COVERAGE: Readonly<Record<DeviceValue, DeviceCoverage>> = Object.fromEntries(
  DEVICE_VALUES.map((value) => [value, coverageOf(value)]),
) as Record<DeviceValue, DeviceCoverage>;

/**
 * Widgets people find their way with: a page where nobody sees them strands its readers. Data, not a schema flag:
 * the list is docs/reference/layout-documents.md#visibility-matrix.
 */
export const NAVIGATION_WIDGETS: ReadonlySet<string> = new Set([
  "react.breadcrumbs",
  "react.quick-links",
  "react.categories",
  "react.knowledge-category-tree",
  "react.guide-toc",
  "react.guide-pager",
]);

interface AssetMeta {
  "x-widget": { assets?: Record<string, { viewTypes: string[]; isRequired: boolean }> };
}

/** The hydrate keys a view type requires (x-widget assets with isRequired). */
export function requiredAssets(layoutViewType: string): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const schema of widgetSchemaDocuments as AssetMeta[]) {
    for (const [key, asset] of Object.entries(schema["x-widget"].assets ?? {}))
      if (asset.isRequired && asset.viewTypes.includes(layoutViewType)) keys.add(key);
  }
  return keys;
}

const TYPE_RANK: Record<string, number> = { guest: 0, member: 1, moderator: 2, administrator: 3 };

export function orderRoles(roles: readonly MatrixRole[]): MatrixRole[] {
  return roles.toSorted((a, b) => (TYPE_RANK[a.type ?? ""] ?? 4) - (TYPE_RANK[b.type ?? ""] ?? 4));
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where a `$middleware.visibility.device` value shows; a missing or unknown one everywhere, as the renderer does. */
export function deviceCoverage(device: unknown): DeviceCoverage {
  return isDeviceValue(device) ? DEVICE_COVERAGE[device] : ALL;
}

/** A node's own visibility from its `$middleware` (an unknown device value shows everywhere, as the renderer does). */
export function nodeVisibility(middleware: unknown): NodeVisibility {
  const visibility = isObject(middleware) ? middleware.visibility : undefined;
  const device = isObject(visibility) && isDeviceValue(visibility.device) ? visibility.device : "all";
  const filter = isObject(middleware) ? middleware["role-filter"] : undefined;
  const list = isObject(filter) && Array.isArray(filter.roleIDs) ? filter.roleIDs : [];
  const roleIDs = list.filter((id): id is number => Number.isInteger(id));
  return { device, roleIDs: roleIDs.length > 0 ? roleIDs : null };
}

const RANK: Record<Coverage, number> = { none: 0, partial: 1, full: 2 };
const lesser = (a: Coverage, b: Coverage): Coverage => (RANK[a] <= RANK[b] ? a : b);

function intersect(outer: Reach | null, own: NodeVisibility): Reach {
  const ownDevices = DEVICE_COVERAGE[own.device];
  const ownRoles = own.roleIDs ? new Set(own.roleIDs) : null;
  if (!outer) return { devices: ownDevices, roleIDs: ownRoles };
  const devices = {
    desktop: lesser(outer.devices.desktop, ownDevices.desktop),
    tablet: lesser(outer.devices.tablet, ownDevices.tablet),
    mobile: lesser(outer.devices.mobile, ownDevices.mobile),
  };
  if (!outer.roleIDs || !ownRoles) return { devices, roleIDs: outer.roleIDs ?? ownRoles };
  return { devices, roleIDs: new Set([...ownRoles].filter((id) => outer.roleIDs?.has(id))) };
}

/** Whether a viewer holding `roleID` sees the node on `device` (partly counts). */
export function reaches(reach: Reach, device: MatrixDevice, roleID: number): boolean {
  return reach.devices[device] !== "none" && (reach.roleIDs === null || reach.roleIDs.has(roleID));
}

/** Nobody sees it: no device, or (roles known) no existing role, or an empty role intersection. */
function reachesNobody(reach: Reach, roles: readonly MatrixRole[] | null): boolean {
  if (MATRIX_DEVICES.every((device) => reach.devices[device] === "none")) return true;
  const { roleIDs } = reach;
  if (roleIDs === null) return false;
  if (roles === null) return roleIDs.size === 0;
  return !roles.some((role) => roleIDs.has(role.roleID));
}

function makeRow(node: JsonObject, path: string[], section: MatrixRow | null): MatrixRow {
  const editorID = typeof node.$editorID === "string" ? node.$editorID : null;
  const own = nodeVisibility(node.$middleware);
  const inherited = section ? section.effective : null;
  return {
    key: editorID ?? path.join("/"),
    editorID,
    path,
    hydrate: String(node.$hydrate),
    kind: section ? "widget" : "section",
    sectionKey: section ? section.key : null,
    own,
    devices: DEVICE_COVERAGE[own.device],
    inherited,
    effective: intersect(inherited, own),
  };
}

/** A section's regions as they are drawn: breadcrumbs first, then the schema's order (as the editor lists them). */
const visualRegions = (sectionKey: string) => {
  const regions = schemaRegions(sectionKey);
  return [...regions.filter((r) => r === "breadcrumbs"), ...regions.filter((r) => r !== "breadcrumbs")];
};

/** Sections and their widgets in document order, regions as they are drawn. */
export function matrixRows(layout: unknown): MatrixRow[] {
  const rows: MatrixRow[] = [];
  if (!Array.isArray(layout)) return rows;
  layout.forEach((node, index) => {
    if (!isObject(node) || typeof node.$hydrate !== "string" || !isSectionKey(node.$hydrate)) return;
    const section = makeRow(node, ["layout", String(index)], null);
    rows.push(section);
    for (const region of visualRegions(node.$hydrate)) {
      const items = node[region];
      if (!Array.isArray(items)) continue;
      items.forEach((item, position) => {
        if (isObject(item) && typeof item.$hydrate === "string")
          rows.push(makeRow(item, [...section.path, region, String(position)], section));
      });
    }
  });
  return rows;
}

function contradiction(
  row: MatrixRow,
  code: ContradictionCode,
  extra: Partial<Pick<Contradiction, "devices" | "partly" | "roleIDs">> = {},
): Contradiction {
  const { key, editorID, path, hydrate } = row;
  return { code, key, editorID, path, hydrate, devices: [], partly: [], roleIDs: [], ...extra };
}

function rowContradictions(
  row: MatrixRow,
  sectionHidden: boolean,
  required: ReadonlySet<string>,
  roles: readonly MatrixRole[] | null,
): Contradiction[] {
  const found: Contradiction[] = [];
  const hidden = reachesNobody(row.effective, roles);
  const isRequired = required.has(row.hydrate);
  if (hidden && NAVIGATION_WIDGETS.has(row.hydrate)) found.push(contradiction(row, "navigationHidden"));
  else if (isRequired) {
    const devices = hidden
      ? [...MATRIX_DEVICES]
      : MATRIX_DEVICES.filter((device) => row.effective.devices[device] === "none");
    const partly = hidden
      ? []
      : MATRIX_DEVICES.filter((device) => row.effective.devices[device] === "partial");
    if (devices.length + partly.length > 0)
      found.push(contradiction(row, "requiredAssetHidden", { devices, partly }));
    // A section hidden everywhere is the one to fix: its widgets are not flagged again one by one.
  } else if (hidden && !sectionHidden) found.push(contradiction(row, "hiddenEverywhere"));
  if (roles !== null && row.own.roleIDs) {
    const known = new Set(roles.map((role) => role.roleID));
    const unknown = row.own.roleIDs.filter((id) => !known.has(id));
    if (unknown.length > 0) found.push(contradiction(row, "unknownRole", { roleIDs: unknown }));
  }
  return found;
}

/** The matrix of a document (editor or saved form) for these roles (null: not known yet). */
export function buildVisibilityMatrix(
  doc: { layoutViewType: string; layout: unknown },
  roles: readonly MatrixRole[] | null,
): VisibilityMatrix {
  const rows = matrixRows(doc.layout);
  const required = requiredAssets(doc.layoutViewType);
  const hiddenSections = new Set(
    rows.filter((row) => row.kind === "section" && reachesNobody(row.effective, roles)).map((row) => row.key),
  );
  const contradictions = rows.flatMap((row) =>
    rowContradictions(row, row.sectionKey !== null && hiddenSections.has(row.sectionKey), required, roles),
  );
  return { roles: roles ? orderRoles(roles) : null, rows, contradictions };
}
