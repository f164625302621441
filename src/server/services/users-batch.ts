// Loads the user fragments of many records in one query (never a query per row). The placeholder users of spec 000 §3
// (docs/reference/errors.md#users): a deleted account shows as 'Deleted User'; an ID that names no account at all as
// 'Unknown User'; a record naming no user (null or 0) as 'Removed User' (userFragmentOf), so content always shows an
// author.
import { inArray } from "drizzle-orm";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { removedUserFragment, toUserFragment, unknownUserFragment } from "./user-presenters";

export async function loadUserFragments(
  db: Db,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, UserFragment>> {
  const unique = [...new Set([...ids].filter((id): id is number => typeof id === "number" && id > 0))];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      userID: users.userID,
      name: users.name,
      photoUrl: users.photoUrl,
      dateLastActive: users.dateLastActive,
      title: users.title,
      banned: users.banned,
      deleted: users.deleted,
    })
    .from(users)
    .where(inArray(users.userID, unique));
  const fragments = new Map(rows.map((row) => [row.userID, toUserFragment(row)]));
  for (const userID of unique) if (!fragments.has(userID)) fragments.set(userID, unknownUserFragment(userID));
  return fragments;
}

/** The author of a record from loaded fragments: 'Removed User' when the record names none, 'Unknown User' when unloaded. */
export function userFragmentOf(
  fragments: ReadonlyMap<number, UserFragment>,
  userID: number | null | undefined,
): UserFragment {
  if (typeof userID !== "number" || userID <= 0) return removedUserFragment();
  return fragments.get(userID) ?? unknownUserFragment(userID);
}
