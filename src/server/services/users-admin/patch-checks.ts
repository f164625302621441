// The rules of PATCH /users/{userID}, checked before anything changes. Refusals first (403: who may change what),
// then the values (422 with every field's problem at once), so a refused or invalid request changes nothing.
//   - Anyone signed in may change their own name, email, title, photo and privacy.
//   - users.edit may change anyone's, plus roles and the ban; changing someone else's email also needs
//     personalInfo.view (nobody changes what they may not see).
//   - Only administrators may touch an administrator, or give or take an administrator role: those members pass
//     every check, so a lesser role must not be able to make or unmake one (as on the roles page).
//   - The site keeps an active administrator; nobody bans themselves.
import { and, inArray, ne, or, sql } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { UserPatch } from "../../../types/generated/api/user-patch";
import type { Db } from "../../db/client";
import { roles, users } from "../../db/schema";
import { type FieldErrorInput, fieldErrors } from "../../http/errors";
import type { Viewer } from "../context";
import { refused } from "./access";
import { anotherActiveAdministrator, includesAdministratorRole } from "./administrators";

export interface PatchTarget {
  userID: number;
  roleIDs: number[];
  isAdministrator: boolean;
}

export function checkPatchPermissions(viewer: Viewer, target: PatchTarget, patch: UserPatch): void {
  const { permissions } = viewer;
  const self = viewer.user.userID === target.userID;
  const canEdit = permissions.has("users.edit");
  if (!self && !canEdit) throw refused(msg("You may only edit your own profile."));
  if ((patch.roleIDs !== undefined || patch.banned !== undefined) && !canEdit) {
    throw refused(msg("Changing roles or bans needs the users.edit permission."));
  }
  if (!self && patch.email !== undefined && !permissions.has("personalInfo.view")) {
    throw refused(msg("Changing someone else's email needs the personalInfo.view permission."));
  }
  if (!self && target.isAdministrator && !permissions.isAdmin) {
    throw refused(msg("Only administrators may change an administrator."));
  }
}

/** Another user (of any case) already holding the name or the email. */
async function takenFields(
  db: Db,
  userID: number,
  name?: string,
  email?: string,
): Promise<FieldErrorInput[]> {
  if (name === undefined && email === undefined) return [];
  const matches = [
    ...(name === undefined ? [] : [sql`lower(${users.name}) = ${name.toLowerCase()}`]),
    ...(email === undefined ? [] : [sql`lower(${users.email}) = ${email.toLowerCase()}`]),
  ];
  const clash = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(ne(users.userID, userID), or(...matches)));
  const errors: FieldErrorInput[] = [];
  if (name !== undefined && clash.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
    errors.push({ field: "name", code: "taken", message: "That name is already taken." });
  }
  if (email !== undefined && clash.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
    errors.push({ field: "email", code: "taken", message: "That email is already in use." });
  }
  return errors;
}

export async function takenFieldsError(db: Db, userID: number, patch: UserPatch) {
  return fieldErrors(422, await takenFields(db, userID, patch.name, patch.email));
}

async function unknownRoleIDs(db: Db, roleIDs: readonly number[]): Promise<number[]> {
  const found = await db
    .select({ roleID: roles.roleID })
    .from(roles)
    .where(inArray(roles.roleID, [...roleIDs]));
  const known = new Set(found.map((row) => row.roleID));
  return roleIDs.filter((id) => !known.has(id));
}

/** The value rules; throws 403 for an administrator role change by a non-administrator, 422 for the rest. */
export async function checkPatchValues(
  db: Db,
  viewer: Viewer,
  target: PatchTarget,
  patch: UserPatch,
): Promise<void> {
  const self = viewer.user.userID === target.userID;
  const errors = await takenFields(db, target.userID, patch.name, patch.email);
  let keepsAdministrator = target.isAdministrator;
  if (patch.roleIDs !== undefined) {
    const unknown = await unknownRoleIDs(db, patch.roleIDs);
    if (unknown.length) {
      errors.push({
        field: "roleIDs",
        code: "unknownRole",
        message: "There is no role with ID {roleID}.",
        values: { roleID: unknown.join(", ") },
      });
    } else {
      keepsAdministrator = await includesAdministratorRole(db, patch.roleIDs);
      if (keepsAdministrator !== target.isAdministrator && !viewer.permissions.isAdmin) {
        throw refused(msg("Only administrators may give or take an administrator role."));
      }
    }
  }
  if (patch.banned === 1 && self) {
    errors.push({ field: "banned", code: "self", message: "You cannot ban yourself." });
  }
  const leavesAdministration = target.isAdministrator && (!keepsAdministrator || patch.banned === 1);
  if (leavesAdministration && !(await anotherActiveAdministrator(db, target.userID))) {
    const field = keepsAdministrator ? "banned" : "roleIDs";
    errors.push({
      field,
      code: "lastAdministrator",
      message: "The site needs at least one active administrator: this is the last one.",
    });
  }
  if (errors.length) throw fieldErrors(422, errors);
}
