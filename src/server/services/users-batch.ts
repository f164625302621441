// Loads the user fragments of many records in one query (never a query per row).
import { inArray } from "drizzle-orm";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { toUserFragment } from "./user-presenters";

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
  return new Map(rows.map((row) => [row.userID, toUserFragment(row)]));
}
