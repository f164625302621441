// PATCH /users/{userID}: a member's own profile fields, or (users.edit) anyone's, their roles and their ban. The
// change, its audit entry and its consequences happen in one transaction: a ban ends the user's sessions at once
// (sign-in refuses banned users too, services/users.ts), a new email is unconfirmed until its owner confirms it.
import { eq } from "drizzle-orm";
import type { User } from "../../../types/generated/api/user";
import type { UserPatch } from "../../../types/generated/api/user-patch";
import { sessions, userRoles, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { type AuditActor, recordAudit } from "../audit-log";
import type { ServiceContext } from "../context";
import type { Audited } from "../roles";
import { pgErrorCode, UNIQUE_VIOLATION } from "../sql";
import { toUser } from "../user-presenters";
import { includesAdministratorRole, roleIDsOf } from "./administrators";
import { checkPatchPermissions, checkPatchValues, type PatchTarget, takenFieldsError } from "./patch-checks";

type UserRow = typeof users.$inferSelect;

export interface PatchedUser {
  user: User;
  /** The email changed: the caller mails a confirmation link to the new address. */
  emailChanged: boolean;
}

/** The columns a patch writes; empty text clears the title and photo. */
function columnsOf(patch: UserPatch, before: UserRow): Partial<typeof users.$inferInsert> {
  const values: Partial<typeof users.$inferInsert> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.email !== undefined) {
    values.email = patch.email;
    if (patch.email.toLowerCase() !== before.email.toLowerCase()) values.emailConfirmed = false;
  }
  if (patch.title !== undefined) values.title = patch.title?.trim() || null;
  if (patch.photoUrl !== undefined) values.photoUrl = patch.photoUrl?.trim() || null;
  if (patch.private !== undefined) values.private = patch.private;
  if (patch.banned !== undefined) values.banned = patch.banned;
  return values;
}

/** What the audit entry keeps of a user: the fields a patch can change. */
function auditedFields(row: UserRow, roleIDs: number[]) {
  return {
    name: row.name,
    email: row.email,
    title: row.title,
    photoUrl: row.photoUrl,
    private: row.private,
    banned: row.banned,
    roleIDs,
  };
}

/** Only the fields that changed, before and after. */
function difference<T extends Record<string, unknown>>(before: T, after: T) {
  const changed = Object.keys(before).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (source: T) => Object.fromEntries(changed.map((key) => [key, source[key]]));
  return { before: pick(before), after: pick(after) };
}

function actionOf(before: UserRow, patch: UserPatch): string {
  if (patch.banned === undefined || patch.banned === before.banned) return "user.edit";
  return patch.banned === 1 ? "user.ban" : "user.unban";
}

export async function patchUser(
  ctx: ServiceContext,
  actor: AuditActor,
  userID: number,
  patch: UserPatch,
): Promise<Audited<PatchedUser>> {
  const { db, viewer } = ctx;
  const self = viewer.user.userID === userID;
  // Someone who may not edit others learns nothing about whether the account exists.
  if (!self) checkPatchPermissions(viewer, { userID, roleIDs: [], isAdministrator: false }, patch);
  const [before] = await db.select().from(users).where(eq(users.userID, userID)).limit(1);
  if (!before || before.deleted) throw notFound("User");
  const roleIDs = await roleIDsOf(db, userID);
  const target: PatchTarget = {
    userID,
    roleIDs,
    isAdministrator: await includesAdministratorRole(db, roleIDs),
  };
  checkPatchPermissions(viewer, target, patch);
  await checkPatchValues(db, viewer, target, patch);

  const values = columnsOf(patch, before);
  try {
    return await db.transaction(async (tx) => {
      if (Object.keys(values).length) await tx.update(users).set(values).where(eq(users.userID, userID));
      if (patch.roleIDs !== undefined) {
        await tx.delete(userRoles).where(eq(userRoles.userID, userID));
        await tx.insert(userRoles).values(patch.roleIDs.map((roleID) => ({ userID, roleID })));
      }
      if (patch.banned === 1 && before.banned === 0) {
        await tx.delete(sessions).where(eq(sessions.userID, userID));
      }
      const [after] = await tx.select().from(users).where(eq(users.userID, userID));
      if (!after) throw new Error("The user vanished while being edited.");
      const afterRoleIDs = patch.roleIDs ? [...patch.roleIDs].sort((a, b) => a - b) : roleIDs;
      const auditLogID = await recordAudit(tx, actor, {
        action: actionOf(before, patch),
        recordType: "user",
        recordID: userID,
        changes: difference(auditedFields(before, roleIDs), auditedFields(after, afterRoleIDs)),
      });
      const canEdit = viewer.permissions.has("users.edit");
      const user: User = toUser(after, {
        full: true,
        withEmail: self || viewer.permissions.has("personalInfo.view"),
      });
      if (self || canEdit) user.roleIDs = afterRoleIDs;
      return { value: { user, emailChanged: values.emailConfirmed === false }, auditLogID };
    });
  } catch (error) {
    // Another request took the name or email between the check and the update: the constraint has the last word.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw await takenFieldsError(db, userID, patch);
    throw error;
  }
}
