// Who may be told about activity in a category: never the member who acted, a deleted or banned member, or
// someone who cannot see the category (a private category's content must not leak through a headline). Post and
// reaction notifications both ask here, so the rule is kept once.
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { loadPermissionsOfMembers } from "../../permissions/load";
import { inChunks } from "../sql";

export interface NotificationScope {
  /** The member who acted (posted, mentioned, reacted). */
  actorID: number;
  /** The category the record lives in. */
  categoryID: number;
}

/** The candidates who may be told, in ascending user ID order. */
export async function eligibleRecipients(
  db: Db,
  candidateIDs: Iterable<number>,
  scope: NotificationScope,
): Promise<number[]> {
  const ids = [...new Set(candidateIDs)].filter((id) => id !== scope.actorID);
  if (ids.length === 0) return [];
  const rows = await inChunks(ids, (slice) =>
    db
      .select({ userID: users.userID, banned: users.banned, deleted: users.deleted })
      .from(users)
      .where(inArray(users.userID, slice)),
  );
  const active = rows.filter((row) => !row.deleted && row.banned === 0).map((row) => row.userID);
  const permissions = await loadPermissionsOfMembers(db, active);
  return active
    .filter((userID) => permissions.get(userID)?.canViewCategory(scope.categoryID))
    .sort((a, b) => a - b);
}
