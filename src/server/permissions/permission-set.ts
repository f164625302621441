// What one user may do, loaded once per request. Administrators pass every check. A category's permissions are
// those of its permission category (categories.permissionCategoryID: -1 = the root defaults, or a category with
// permissions of its own); only grants are stored, so anything absent is denied. The rules themselves are those of
// the shared checker (src/lib/permissions/check.ts): this class is its server-side PermissionSource, and every
// server check is globalOrResource (a global grant counts in every category, as the record's global entry does).
// A group's own category is narrowed further by the group's rule (services/groups/access.ts, docs/reference/groups.md):
// read as its privacy says, posted in by its members, from the viewer's memberships loaded with the grants.
import { CATEGORY_RESOURCE, checkPermission, type PermissionSource } from "../../lib/permissions/check";
import type { CategoryIndex } from "../services/category-index";
import {
  type GroupAccess,
  type GroupMembership,
  groupAccess,
  groupCategoryAllows,
} from "../services/groups/access";
import { isCategoryPermission, type PermissionName, ROOT_PERMISSION_CATEGORY } from "./names";

export interface PermissionGrant {
  permission: string;
  /** null = global; otherwise a permission category (-1 = root). */
  categoryID: number | null;
}

/** One group the user belongs to (group_members). */
export interface GroupMemberRole {
  groupID: number;
  role: "leader" | "member";
}

export class PermissionSet implements PermissionSource {
  readonly isAdmin: boolean;
  private readonly global = new Set<string>();
  private readonly byPermissionCategory = new Map<number, Set<string>>();
  private readonly categories: CategoryIndex;
  private readonly memberships = new Map<number, GroupMemberRole["role"]>();
  private readonly grants: readonly PermissionGrant[];
  private visible: { list: number[]; set: Set<number> } | undefined;

  constructor(
    grants: readonly PermissionGrant[],
    isAdmin: boolean,
    categories: CategoryIndex,
    memberships: readonly GroupMemberRole[] = [],
  ) {
    this.isAdmin = isAdmin;
    this.categories = categories;
    this.grants = grants;
    for (const { groupID, role } of memberships) this.memberships.set(groupID, role);
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

  /** The same grants with these group memberships (one set per distinct roles, shared by many members). */
  withMemberships(memberships: readonly GroupMemberRole[]): PermissionSet {
    return new PermissionSet(this.grants, this.isAdmin, this.categories, memberships);
  }

  /**
   * Without a category: held globally, or (for a category permission) in at least one category.
   * With a category: held globally or in that category's permission category, and for a group's category allowed by
   * the group's rule.
   */
  has(name: PermissionName, categoryID?: number): boolean {
    if (!this.grantedByRoles(name, categoryID)) return false;
    if (categoryID === undefined) return true;
    const access = this.groupAccessOfCategory(categoryID);
    return access === null || groupCategoryAllows(name, access);
  }

  /** What the roles alone grant, before a group's rule narrows it. */
  grantedByRoles(name: PermissionName, categoryID?: number): boolean {
    return checkPermission(this, name, {
      resourceType: CATEGORY_RESOURCE,
      resourceID: categoryID ?? null,
      mode: "globalOrResource",
    });
  }

  /** The user's place in a group. */
  groupMembership(groupID: number): GroupMembership {
    return this.memberships.get(groupID) ?? "none";
  }

  /**
   * The memberships as a short key: two users with the same roles see the same things only when this is equal too
   * (the shared widget cache keys by it, src/server/cache/shared-hydration.ts).
   */
  membershipKey(): string {
    return [...this.memberships]
      .sort(([a], [b]) => a - b)
      .map(([groupID, role]) => `${groupID}${role === "leader" ? "L" : ""}`)
      .join(",");
  }

  /** Passes as a leader of every group (docs/reference/groups.md#permissions). */
  isGroupModerator(): boolean {
    return this.isAdmin || this.global.has("groups.moderate");
  }

  /** The group rule for a group's category; null for any other category. */
  private groupAccessOfCategory(categoryID: number): GroupAccess | null {
    const node = this.categories.byID.get(categoryID);
    if (!node || node.groupID === null || node.groupPrivacy === null) return null;
    return groupAccess({
      privacy: node.groupPrivacy,
      membership: this.groupMembership(node.groupID),
      moderator: this.isGroupModerator(),
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
