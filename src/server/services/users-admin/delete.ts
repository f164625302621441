// DELETE /users/{userID} (users.delete): the account goes, its content stays. The row is kept — discussions and
// comments point at it — but marked deleted, and everything personal on it is wiped: the name and email become
// placeholders no one can register (names may not hold spaces or '#'), which frees the real ones, and the password,
// photo and title are cleared. Content then shows its author as 'Deleted User' (user-presenters.ts). Sessions,
// one-time tokens and roles go with the account. Nobody deletes themselves here, nor the last administrator.
import { eq } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import { authTokens, sessions, userRoles, users } from "../../db/schema";
import { fieldErrors, notFound } from "../../http/errors";
import { type AuditActor, recordAudit } from "../audit-log";
import type { ServiceContext } from "../context";
import type { Audited } from "../roles";
import { refused } from "./access";
import { anotherActiveAdministrator, includesAdministratorRole, roleIDsOf } from "./administrators";

/** The wiped name and email of a deleted account: unique per account, never typed by a person. */
function deletedAccountName(userID: number): string {
  return `Deleted User #${userID}`;
}

function deletedAccountEmail(userID: number): string {
  return `deleted-${userID}@deleted.invalid`;
}

export async function deleteUser(
  ctx: ServiceContext,
  actor: AuditActor,
  userID: number,
): Promise<Audited<null>> {
  const { db, viewer } = ctx;
  const [row] = await db.select().from(users).where(eq(users.userID, userID)).limit(1);
  if (!row || row.deleted) throw notFound("User");
  const roleIDs = await roleIDsOf(db, userID);
  const isAdministrator = await includesAdministratorRole(db, roleIDs);
  if (isAdministrator && !viewer.permissions.isAdmin) {
    throw refused(msg("Only administrators may delete an administrator."));
  }
  if (isAdministrator && !(await anotherActiveAdministrator(db, userID))) {
    throw fieldErrors(422, [
      {
        field: "userID",
        code: "lastAdministrator",
        message: "The site needs at least one active administrator: this is the last one.",
      },
    ]);
  }
  if (viewer.user.userID === userID) {
    throw fieldErrors(422, [
      { field: "userID", code: "self", message: "You cannot delete your own account here." },
    ]);
  }
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        deleted: true,
        name: deletedAccountName(userID),
        email: deletedAccountEmail(userID),
        passwordHash: "",
        emailConfirmed: false,
        photoUrl: null,
        title: null,
        private: false,
      })
      .where(eq(users.userID, userID));
    await tx.delete(sessions).where(eq(sessions.userID, userID));
    await tx.delete(authTokens).where(eq(authTokens.userID, userID));
    await tx.delete(userRoles).where(eq(userRoles.userID, userID));
    // The entry names who was deleted and what they held, not their email: that was wiped on purpose.
    const auditLogID = await recordAudit(tx, actor, {
      action: "user.delete",
      recordType: "user",
      recordID: userID,
      changes: { before: { name: row.name, roleIDs, banned: row.banned }, after: null },
    });
    return { value: null, auditLogID };
  });
}
