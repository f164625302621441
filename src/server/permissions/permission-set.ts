// What one user may do, loaded once per request. Administrators pass every check. A category's permissions are
// those of its permission category (categories.permissionCategoryID: -1 = the root defaults, or a category with
// permissions of its own); only grants are stored, so anything absent is denied. The rules themselves are those of
// the shared checker (src/lib/permissions/check.ts): this class is its server-side PermissionSource, and every
// server check is globalOrResource (a global grant counts in every category, as the record's global entry does).
import { CATEGORY_RESOURCE, checkPermission, type PermissionSource } from "../../lib/permissions/check";
import type { CategoryIndex } from "../services/category-index";
import { isCategoryPermission, type PermissionName, ROOT_PERMISSION_CATEGORY } from "./names";

export interface PermissionGrant {
  permission: string;
  /** null = global; otherwise a permission category (-1 = root). */
  categoryID: number | null;
}

export class PermissionSet implements PermissionSource {
  readonly isAdmin: boolean;
  private readonly global = new Set<string>();
  private readonly byPermissionCategory = new Map<number, Set<string>>();
  private readonly categories: CategoryIndex;
  private visible: { list: number[]; set: Set<number> } | undefined;

  constructor(grants: readonly PermissionGrant[], isAdmin: boolean, categories: CategoryIndex) {
    this.isAdmin = isAdmin;
    this.categories = categories;
    for (const grant of grants) {
      if (grant.categoryID === null) {
        this.global.add(grant.permission);
        continue;
      }
      const set = this.byPermissionCategory.get(grant.categoryID) ?? new Set<string>();
      set.add(grant.permission);
      this.byPermissionCategory.set(grant.categoryID, set);
    }
  }

  /** The permission category whose rows apply to a category; null for an unknown category. */
  permissionCategoryOf(categoryID: number): number | null {
    if (categoryID === ROOT_PERMISSION_CATEGORY) return ROOT_PERMISSION_CATEGORY;
    return this.categories.byID.get(categoryID)?.permissionCategoryID ?? null;
  }

  /**
   * Without a category: held globally, or (for a category permission) in at least one category.
   * With a category: held globally or in that category's permission category.
   */
  has(name: PermissionName, categoryID?: number): boolean {
    return checkPermission(this, name, {
      resourceType: CATEGORY_RESOURCE,
      resourceID: categoryID ?? null,
      mode: "globalOrResource",
    });
  }

  // PermissionSource: categories are the only resources; a category resolves to its permission category.
  hasGlobal(name: string): boolean {
    return this.global.has(name);
  }

  resourceGrant(resourceType: string, resourceID: number, name: string): boolean | undefined {
    if (resourceType !== CATEGORY_RESOURCE) return undefined;
    // Only grants are stored: a category permission absent from its permission category is denied there. A
    // global name granted on a category row (never by the dashboard, which refuses it) still counts there.
    if (this.byPermissionCategory.get(resourceID)?.has(name)) return true;
    return isCategoryPermission(name) ? false : undefined;
  }

  hasAnyResource(resourceType: string, name: string): boolean {
    if (resourceType !== CATEGORY_RESOURCE || !isCategoryPermission(name)) return false;
    for (const set of this.byPermissionCategory.values()) if (set.has(name)) return true;
    return false;
  }

  isJunction(resourceType: string, resourceID: number): boolean {
    return resourceType === CATEGORY_RESOURCE && this.permissionCategoryOf(resourceID) === resourceID;
  }

  resolveAlias(resourceType: string, resourceID: number): number | null {
    return resourceType === CATEGORY_RESOURCE ? this.permissionCategoryOf(resourceID) : null;
  }

  hasAny(names: readonly PermissionName[], categoryID?: number): boolean {
    return names.some((name) => this.has(name, categoryID));
  }

  /** Permissions held in a permission category (or globally when null), for the permissions endpoint. */
  grantedIn(permissionCategoryID: number | null): ReadonlySet<string> {
    if (permissionCategoryID === null) return this.global;
    return this.byPermissionCategory.get(permissionCategoryID) ?? new Set<string>();
  }

  /** Categories whose discussions the user may read: discussions.view there and in every ancestor. */
  visibleCategoryIDs(): number[] {
    return this.visibility().list;
  }

  canViewCategory(categoryID: number): boolean {
    return this.visibility().set.has(categoryID);
  }

  private visibility(): { list: number[]; set: Set<number> } {
    if (!this.visible) {
      const visible: number[] = [];
      const walk = (parentID: number) => {
        for (const child of this.categories.childrenOf.get(parentID) ?? []) {
          if (!this.has("discussions.view", child.categoryID)) continue;
          visible.push(child.categoryID);
          walk(child.categoryID);
        }
      };
      walk(ROOT_PERMISSION_CATEGORY);
      this.visible = { list: visible, set: new Set(visible) };
    }
    return this.visible;
  }
}
