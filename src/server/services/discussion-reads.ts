// Single-column reads of one discussion row that the post page's assets need beyond the presented discussion.
// The caller has already checked that the viewer may see the discussion.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { discussions } from "../db/schema";

/** Who last edited the discussion, or null. */
export async function readLastEditorID(db: Db, discussionID: number): Promise<number | null> {
  const [row] = await db
    .select({ updateUserID: discussions.updateUserID })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID));
  return row?.updateUserID ?? null;
}

/** The discussion's free-form attributes (post fields among them), or undefined when there is no such row. */
export async function readDiscussionAttributes(
  db: Db,
  discussionID: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ attributes: discussions.attributes })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID));
  return row?.attributes;
}

/** What the edit form loads of a discussion and what the edit window is checked against. */
export async function readDiscussionForEdit(db: Db, discussionID: number) {
  const [row] = await db
    .select({
      discussionID: discussions.discussionID,
      name: discussions.name,
      body: discussions.body,
      format: discussions.format,
      categoryID: discussions.categoryID,
      insertUserID: discussions.insertUserID,
      dateInserted: discussions.dateInserted,
      closed: discussions.closed,
    })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  return row;
}
