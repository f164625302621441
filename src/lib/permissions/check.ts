// The one permission checker (docs/reference/permissions.md#permissions-record,
// docs/reference/permissions.md#category-permissions), pure and framework-free: the server asks it with the viewer's
// grants (authoritative), the client with the permissions record of GET /users/$me/permissions (what to show). Where
// the permissions come from is a PermissionSource; the rules live here only.

/**
 * global: the global grants only. resource: the resource's grants only. globalOrResource: either (without a
 * resource: global, or the permission in any resource). resourceIfJunction: the resource's grants when the resource
 * (after aliasing) is a junction — it carries permissions of its own — otherwise the global ones; a permission the
 * junction says nothing about (a global one, such as session.valid) is also answered by the global grants.
 *
 * "Global" is what the source calls global: the record of GET /users/$me/permissions folds the root category's
 * defaults into its global entry (Vanilla's shape), the server keeps them as the junction -1. With the default
 * modes both answer alike for every category the user can see (tests/unit/permissions-check.test.ts).
 */
export type PermissionMode = "global" | "resource" | "globalOrResource" | "resourceIfJunction";

/** The resource type of category permissions, the only junction type the product has. */
export const CATEGORY_RESOURCE = "category";

/** What a checker needs to know about one user's permissions. */
export interface PermissionSource {
  readonly isAdmin: boolean;
  hasGlobal(name: string): boolean;
  /**
   * Whether this resource (its id already resolved through the junction aliases) grants the permission;
   * undefined when the resource says nothing about it (not a permission of that kind of resource).
   */
  resourceGrant(resourceType: string, resourceID: number, name: string): boolean | undefined;
  /** Granted on at least one resource of this type. */
  hasAnyResource(resourceType: string, name: string): boolean;
  isJunction(resourceType: string, resourceID: number): boolean;
  /** The junction whose permissions a resource uses (itself when it has no alias); null when it is unknown. */
  resolveAlias(resourceType: string, resourceID: number): number | null;
}

export interface PermissionCheckOptions {
  /** Defaults to "category". */
  resourceType?: string;
  resourceID?: number | null;
  /**
   * Defaults to resourceIfJunction with a resource id, globalOrResource without
   * (docs/reference/permissions.md#global-permissions).
   */
  mode?: PermissionMode;
  /**
   * A record's own permission overrides (the permissionsOverrides of a comment context,
   * docs/reference/api-conventions.md#resources): a name they define is answered by them, before the user's own
   * permissions, administrators included — the server computes them for this viewer and this record, so they already
   * say what this viewer may do there.
   */
  overrides?: Readonly<Record<string, boolean>> | null;
}

/**
 * Whether the user holds any of the names. Access is false until permissions are loaded (source null/undefined).
 * Administrators pass every check not answered by an override.
 */
export function checkPermission(
  source: PermissionSource | null | undefined,
  names: string | readonly string[],
  options: PermissionCheckOptions = {},
): boolean {
  const list = typeof names === "string" ? [names] : names;
  if (list.length === 0) return false;
  const overrides = options.overrides;
  if (overrides) {
    const decided = list.filter((name) => Object.hasOwn(overrides, name));
    if (decided.some((name) => overrides[name] === true)) return true;
    // Every name is decided by the record and none is granted: the record refuses.
    if (decided.length === list.length) return false;
  }
  if (!source) return false;
  if (source.isAdmin) return true;
  const undecided = overrides ? list.filter((name) => !Object.hasOwn(overrides, name)) : list;
  return undecided.some((name) => checkOne(source, name, options));
}

/** The mode a check uses when none is given. */
export function defaultMode(resourceID: number | null | undefined): PermissionMode {
  return resourceID === null || resourceID === undefined ? "globalOrResource" : "resourceIfJunction";
}

function checkOne(source: PermissionSource, name: string, options: PermissionCheckOptions): boolean {
  const resourceType = options.resourceType ?? CATEGORY_RESOURCE;
  const rawID = options.resourceID ?? null;
  const mode = options.mode ?? defaultMode(rawID);
  const resourceID = rawID === null ? null : source.resolveAlias(resourceType, rawID);
  const grant = () =>
    resourceID === null ? undefined : source.resourceGrant(resourceType, resourceID, name);
  const onResource = () => grant() === true;
  switch (mode) {
    case "global":
      return source.hasGlobal(name);
    case "resource":
      return onResource();
    case "globalOrResource":
      if (source.hasGlobal(name)) return true;
      return rawID === null ? source.hasAnyResource(resourceType, name) : onResource();
    case "resourceIfJunction":
      if (resourceID !== null && source.isJunction(resourceType, resourceID)) {
        return grant() ?? source.hasGlobal(name);
      }
      return source.hasGlobal(name);
  }
}
