// The roles dashboard's working copy of a role's grants: toggled checkbox by checkbox, sent whole by
// PUT /roles/{id}/permissions. Names are sent in the order of the permission lists, and a permission category
// left with no grant is left out.
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS } from "../../../lib/permissions/names";
import type { RolePermissions } from "../../../types/generated/api/role-permissions";

export interface Grants {
  global: ReadonlySet<string>;
  /** permission category id → granted category permissions */
  categories: ReadonlyMap<number, ReadonlySet<string>>;
}

export function grantsOf(permissions: RolePermissions): Grants {
  return {
    global: new Set(permissions.global),
    categories: new Map(
      permissions.categories.map((entry) => [entry.categoryID, new Set(entry.permissions)]),
    ),
  };
}

export function toggleGlobal(grants: Grants, name: string, on: boolean): Grants {
  const global = new Set(grants.global);
  if (on) global.add(name);
  else global.delete(name);
  return { ...grants, global };
}

export function toggleCategory(grants: Grants, categoryID: number, name: string, on: boolean): Grants {
  const categories = new Map(grants.categories);
  const names = new Set(categories.get(categoryID) ?? []);
  if (on) names.add(name);
  else names.delete(name);
  categories.set(categoryID, names);
  return { ...grants, categories };
}

// Only names of the right kind are sent: the server refuses any other, so a stale grant (a name no longer in the
// lists) is dropped by the next save instead of blocking it.
const ordered = (names: ReadonlySet<string>, order: readonly string[]) =>
  order.filter((name) => names.has(name));

export function grantsPayload(grants: Grants): RolePermissions {
  return {
    global: ordered(grants.global, GLOBAL_PERMISSIONS),
    categories: [...grants.categories]
      .filter(([, names]) => names.size > 0)
      .sort(([a], [b]) => a - b)
      .map(([categoryID, names]) => ({ categoryID, permissions: ordered(names, CATEGORY_PERMISSIONS) })),
  };
}

export function sameGrants(a: Grants, b: Grants): boolean {
  return JSON.stringify(grantsPayload(a)) === JSON.stringify(grantsPayload(b));
}
