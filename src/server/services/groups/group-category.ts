// A group's own category (docs/reference/groups.md#model): made with the group in the same transaction, named like
// it, at the top level with the root's permissions, url code group-{groupID}; hidden from category lists by its
// groupID. Its discussions are ordinary discussions, so every list that asks the permission set filters them.
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { categories } from "../../db/schema";
import { groupMembers, groups } from "../../db/schema-groups";

/** The next group ID, taken before the rows exist: the category's url code and groupID name it. */
export async function nextGroupID(tx: Tx): Promise<number> {
  // Both drivers answer execute() with { rows } (services/sql.ts).
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('groups', 'groupID'))::int as "groupID"`,
  )) as unknown as { rows: { groupID: number }[] };
  const groupID = Number(result.rows[0]?.groupID);
  if (!Number.isInteger(groupID)) throw new Error("The groups sequence gave no value.");
  return groupID;
}

async function freeUrlcode(tx: Tx, groupID: number): Promise<string> {
  const wanted = `group-${groupID}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const urlcode = attempt === 0 ? wanted : `${wanted}-${attempt + 1}`;
    const [taken] = await tx
      .select({ categoryID: categories.categoryID })
      .from(categories)
      .where(eq(sql`lower(${categories.urlcode})`, urlcode))
      .limit(1);
    if (!taken) return urlcode;
  }
  throw new Error(`No free url code for group ${groupID}.`);
}

export interface NewGroupRow {
  name: string;
  description: string;
  privacy: string;
  iconUrl: string | null;
  bannerUrl: string | null;
  insertUserID: number;
  dateInserted?: Date;
}

/** The group, its category and its first leader (the creator), in the caller's transaction. */
export async function insertGroupWithCategory(tx: Tx, values: NewGroupRow): Promise<number> {
  const groupID = await nextGroupID(tx);
  const date = values.dateInserted ?? new Date();
  const [category] = await tx
    .insert(categories)
    .values({
      name: values.name,
      urlcode: await freeUrlcode(tx, groupID),
      parentCategoryID: -1,
      permissionCategoryID: -1,
      displayAs: "discussions",
      depth: 1,
      groupID,
      dateInserted: date,
    })
    .returning({ categoryID: categories.categoryID });
  if (!category) throw new Error("Inserting the group's category returned no row.");
  await tx.insert(groups).values({ ...values, groupID, categoryID: category.categoryID, dateInserted: date });
  await tx
    .insert(groupMembers)
    .values({ groupID, userID: values.insertUserID, role: "leader", dateInserted: date });
  await recountMembers(tx, groupID);
  return groupID;
}

/** groups.countMembers from its rows. */
export async function recountMembers(tx: Tx, groupID: number): Promise<void> {
  await tx
    .update(groups)
    .set({
      countMembers: sql`(select count(*)::int from ${groupMembers} where ${groupMembers.groupID} = ${groupID})`,
    })
    .where(eq(groups.groupID, groupID));
}
