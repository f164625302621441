// Roles and their grants for the roles dashboard: read one role with its permissions, add, edit, delete, and replace
// its grants. Routes check site.manage; every change here runs in one transaction with its audit entry.
import { and, asc, eq, inArray, min, ne, sql } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import type { PermissionCategory } from "../../types/generated/api/permission-category";
import type { RoleDetail } from "../../types/generated/api/role-detail";
import type { RoleInput } from "../../types/generated/api/role-input";
import type { RolePatch } from "../../types/generated/api/role-patch";
import type { RolePermissions } from "../../types/generated/api/role-permissions";
import type { Db } from "../db/client";
import { rolePermissions, roles } from "../db/schema";
import { ApiError, type FieldErrorInput, fieldErrors, notFound } from "../http/errors";
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS, ROOT_PERMISSION_CATEGORY } from "../permissions/names";
import { type AuditActor, recordAudit } from "./audit-log";
import { loadCategoryIndex } from "./category-index";
import { pgErrorCode, UNIQUE_VIOLATION } from "./sql";

type RoleType = RoleDetail["type"];

/** A change's result and the id of its audit entry. */
export interface Audited<T> {
  value: T;
  auditLogID: number;
}
const ROLE_TYPES: ReadonlySet<string> = new Set<RoleType>(["guest", "member", "moderator", "administrator"]);
/** The types the site itself relies on: guests' permissions, new members' role, the administrators. */
const SYSTEM_TYPES = ["guest", "member", "administrator"] as const;

const globalNames: ReadonlySet<string> = new Set(GLOBAL_PERMISSIONS);
const categoryNames: ReadonlySet<string> = new Set(CATEGORY_PERMISSIONS);

/** The first role (lowest id) of each system type: what signed-out visitors, new members and admins rely on. */
async function systemRoleIDs(db: Db): Promise<Set<number>> {
  const rows = await db
    .select({ roleID: min(roles.roleID) })
    .from(roles)
    .where(inArray(roles.type, [...SYSTEM_TYPES]))
    .groupBy(roles.type);
  return new Set(rows.flatMap((row) => (row.roleID === null ? [] : [row.roleID])));
}

function typeOf(value: string): RoleType {
  return ROLE_TYPES.has(value) ? (value as RoleType) : "member";
}

export async function getRoleDetail(db: Db, roleID: number): Promise<RoleDetail> {
  const [[role], grants, system] = await Promise.all([
    db.select().from(roles).where(eq(roles.roleID, roleID)).limit(1),
    db
      .select({ permission: rolePermissions.permission, categoryID: rolePermissions.categoryID })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleID, roleID))
      .orderBy(asc(rolePermissions.categoryID), asc(rolePermissions.permission)),
    systemRoleIDs(db),
  ]);
  if (!role) throw notFound("Role");
  const global: string[] = [];
  const byCategory = new Map<number, string[]>();
  for (const grant of grants) {
    if (grant.categoryID === null) {
      global.push(grant.permission);
      continue;
    }
    const list = byCategory.get(grant.categoryID) ?? [];
    list.push(grant.permission);
    byCategory.set(grant.categoryID, list);
  }
  return {
    roleID: role.roleID,
    name: role.name,
    description: role.description,
    type: typeOf(role.type),
    sort: role.sort,
    system: system.has(role.roleID),
    permissions: {
      global,
      categories: [...byCategory].map(([categoryID, permissions]) => ({ categoryID, permissions })),
    },
  };
}

/** Names are unique regardless of case, so two roles never read the same in a picker. */
async function nameTaken(db: Db, name: string, exceptRoleID: number | null): Promise<boolean> {
  const sameName = sql`lower(${roles.name}) = lower(${name})`;
  const rows = await db
    .select({ roleID: roles.roleID })
    .from(roles)
    .where(exceptRoleID === null ? sameName : and(sameName, ne(roles.roleID, exceptRoleID)))
    .limit(1);
  return rows.length > 0;
}

function nameTakenField(name: string): FieldErrorInput {
  return { field: "name", code: "taken", message: 'The name "{name}" is already taken.', values: { name } };
}

function nameTakenError(name: string) {
  return fieldErrors(422, [nameTakenField(name)]);
}

/** Inserts and updates race for the unique name: the constraint has the last word. */
async function uniqueName<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (name !== undefined && pgErrorCode(error) === UNIQUE_VIOLATION) throw nameTakenError(name);
    throw error;
  }
}

/**
 * Members of an administrator-type role pass every check, so only administrators may make one or unmake one: a
 * site manager who is not an administrator must not be able to raise a role (maybe their own) above themselves.
 */
function requireAdministratorFor(typeChange: boolean, actorIsAdmin: boolean): void {
  if (typeChange && !actorIsAdmin) {
    throw new ApiError(403, "Permission Problem", {
      description: "Only administrators may make a role an administrator role or change one.",
    });
  }
}

export async function createRole(
  db: Db,
  actor: AuditActor,
  input: RoleInput,
  actorIsAdmin: boolean,
): Promise<Audited<RoleDetail>> {
  requireAdministratorFor(input.type === "administrator", actorIsAdmin);
  const name = input.name.trim();
  if (name === "") {
    throw fieldErrors(400, [{ field: "name", code: "minLength", message: "name must not be blank." }]);
  }
  if (await nameTaken(db, name, null)) throw nameTakenError(name);
  return uniqueName(name, () =>
    db.transaction(async (tx) => {
      const sort =
        input.sort ??
        ((await tx.select({ top: sql<number | null>`max(${roles.sort})` }).from(roles))[0]?.top ?? 0) + 1;
      const [row] = await tx
        .insert(roles)
        .values({ name, description: input.description ?? "", type: input.type ?? "member", sort })
        .returning({ roleID: roles.roleID });
      if (!row) throw new Error("The role was not created.");
      const created = await getRoleDetail(tx, row.roleID);
      const auditLogID = await recordAudit(tx, actor, {
        action: "role.add",
        recordType: "role",
        recordID: row.roleID,
        changes: { before: null, after: created },
      });
      return { value: created, auditLogID };
    }),
  );
}

export async function patchRole(
  db: Db,
  actor: AuditActor,
  roleID: number,
  patch: RolePatch,
  actorIsAdmin: boolean,
): Promise<Audited<RoleDetail>> {
  const before = await getRoleDetail(db, roleID);
  const typeChange = patch.type !== undefined && patch.type !== before.type;
  requireAdministratorFor(
    typeChange && (patch.type === "administrator" || before.type === "administrator"),
    actorIsAdmin,
  );
  const errors: FieldErrorInput[] = [];
  const name = patch.name?.trim();
  if (name === "") errors.push({ field: "name", code: "minLength", message: "name must not be blank." });
  if (errors.length) throw fieldErrors(400, errors);
  if (name !== undefined && (await nameTaken(db, name, roleID))) errors.push(nameTakenField(name));
  if (patch.type !== undefined && patch.type !== before.type && before.system) {
    errors.push({
      field: "type",
      code: "systemRole",
      message: "The {name} role is one the site relies on: its type cannot change.",
      values: { name: before.name },
    });
  }
  if (errors.length) throw fieldErrors(422, errors);
  const values: Partial<typeof roles.$inferInsert> = {};
  if (name !== undefined) values.name = name;
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.type !== undefined) values.type = patch.type;
  if (patch.sort !== undefined) values.sort = patch.sort;
  return uniqueName(name, () =>
    db.transaction(async (tx) => {
      await tx.update(roles).set(values).where(eq(roles.roleID, roleID));
      const after = await getRoleDetail(tx, roleID);
      const auditLogID = await recordAudit(tx, actor, {
        action: "role.edit",
        recordType: "role",
        recordID: roleID,
        changes: { before: withoutGrants(before), after: withoutGrants(after) },
      });
      return { value: after, auditLogID };
    }),
  );
}

function withoutGrants({ permissions: _grants, ...role }: RoleDetail): Omit<RoleDetail, "permissions"> {
  return role;
}

export async function deleteRole(db: Db, actor: AuditActor, roleID: number): Promise<Audited<null>> {
  const before = await getRoleDetail(db, roleID);
  if (before.system) {
    throw fieldErrors(422, [
      {
        field: "roleID",
        code: "systemRole",
        message: "The {name} role is one the site relies on and cannot be deleted.",
        values: { name: before.name },
      },
    ]);
  }
  return db.transaction(async (tx) => {
    // Members keep their other roles; their rows in user_roles and the role's grants go with it (cascade).
    await tx.delete(roles).where(eq(roles.roleID, roleID));
    const auditLogID = await recordAudit(tx, actor, {
      action: "role.delete",
      recordType: "role",
      recordID: roleID,
      changes: { before, after: null },
    });
    return { value: null, auditLogID };
  });
}

/** Grants name known permissions of the right kind, in permission categories that exist, each category once. */
async function validateGrants(db: Db, input: RolePermissions): Promise<FieldErrorInput[]> {
  const errors: FieldErrorInput[] = [];
  for (const name of input.global) {
    if (globalNames.has(name)) continue;
    errors.push({
      field: "global",
      code: "unknownPermission",
      message: categoryNames.has(name)
        ? msg("{name} is a category permission: grant it per category.")
        : msg("{name} is not a global permission."),
      values: { name },
    });
  }
  const index = await loadCategoryIndex(db);
  const seen = new Set<number>();
  for (const entry of input.categories) {
    const { categoryID } = entry;
    if (seen.has(categoryID)) {
      errors.push({
        field: "categories.categoryID",
        code: "duplicate",
        message: "Category {categoryID} is listed twice.",
        values: { categoryID: String(categoryID) },
      });
    }
    seen.add(categoryID);
    const isPermissionCategory =
      categoryID === ROOT_PERMISSION_CATEGORY ||
      index.byID.get(categoryID)?.permissionCategoryID === categoryID;
    if (!isPermissionCategory) {
      errors.push({
        field: "categories.categoryID",
        code: "notPermissionCategory",
        message: index.byID.has(categoryID)
          ? msg("Category {categoryID} uses the permissions of another category: set them there.")
          : msg("There is no category with ID {categoryID}."),
        values: { categoryID: String(categoryID) },
      });
    }
    for (const name of entry.permissions) {
      if (categoryNames.has(name)) continue;
      errors.push({
        field: "categories.permissions",
        code: "unknownPermission",
        message: globalNames.has(name)
          ? msg("{name} is a global permission: grant it globally.")
          : msg("{name} is not a category permission."),
        values: { name },
      });
    }
  }
  return errors;
}

export async function replaceRolePermissions(
  db: Db,
  actor: AuditActor,
  roleID: number,
  input: RolePermissions,
): Promise<Audited<RoleDetail>> {
  const before = await getRoleDetail(db, roleID);
  const errors = await validateGrants(db, input);
  if (errors.length) throw fieldErrors(422, errors);
  return db.transaction(async (tx) => {
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleID, roleID));
    const rows = [
      ...input.global.map((permission) => ({ roleID, permission, categoryID: null })),
      ...input.categories.flatMap(({ categoryID, permissions }) =>
        permissions.map((permission) => ({ roleID, permission, categoryID })),
      ),
    ];
    if (rows.length) await tx.insert(rolePermissions).values(rows);
    const after = await getRoleDetail(tx, roleID);
    const auditLogID = await recordAudit(tx, actor, {
      action: "role.permissions",
      recordType: "role",
      recordID: roleID,
      changes: { before: before.permissions, after: after.permissions },
    });
    return { value: after, auditLogID };
  });
}

/** The permission categories a role can hold grants in: the root defaults, then each category with its own. */
export async function listPermissionCategories(db: Db): Promise<PermissionCategory[]> {
  const index = await loadCategoryIndex(db);
  const byPermissionCategory = new Map<number, number[]>([[ROOT_PERMISSION_CATEGORY, []]]);
  const walk = (parentID: number) => {
    for (const child of index.childrenOf.get(parentID) ?? []) {
      const list = byPermissionCategory.get(child.permissionCategoryID) ?? [];
      list.push(child.categoryID);
      byPermissionCategory.set(child.permissionCategoryID, list);
      walk(child.categoryID);
    }
  };
  walk(ROOT_PERMISSION_CATEGORY);
  return [...byPermissionCategory]
    .filter(([id]) => id === ROOT_PERMISSION_CATEGORY || index.byID.get(id)?.permissionCategoryID === id)
    .map(([categoryID, categoryIDs]) => ({
      categoryID,
      name:
        categoryID === ROOT_PERMISSION_CATEGORY
          ? "Default Category Permissions"
          : (index.byID.get(categoryID)?.name ?? ""),
      categoryIDs,
    }));
}
