// An edit of a discussion's own content (name, body, format) by its author within the edit window or by an editor
// (community.moderate, discussions.edit in the category), keeping the text before the edit in the content log.
// PATCH /discussions/{id} (routes/discussions-patch.ts) calls it for those fields.
import { eq } from "drizzle-orm";
import { discussions } from "../../db/schema";
import { renderSource } from "../../format/render";
import { type FieldErrorInput, fieldErrors, notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import { bodyErrors } from "../posting/prepare-body";
import { dropPostTranslations } from "../translation/post-translations";
import { writeLogEntry } from "./content-log";
import { assertMayEdit, readEditTimeout } from "./edit-window";

export interface DiscussionContentEdit {
  name?: string;
  body?: string;
  format?: string;
}

const FORMATS = new Set(["markdown", "text", "html"]);

/** Applies the edit or throws the API error (403 outside the edit window, 422 for invalid fields, 404 hidden). */
export async function editDiscussionContent(
  services: ServiceContext,
  discussionID: number,
  edit: DiscussionContentEdit,
): Promise<void> {
  const { db, viewer } = services;
  const [row] = await db
    .select()
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  if (!row || !viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  const now = Date.now();
  assertMayEdit(viewer, "discussion", row, await readEditTimeout(db), now);

  const name = edit.name === undefined ? row.name : edit.name.trim();
  const body = edit.body ?? row.body;
  const format = edit.format ?? row.format;
  const errors: FieldErrorInput[] = [];
  if (!name) errors.push({ field: "name", code: "empty", message: "name must contain some text." });
  if (name.length > 100)
    errors.push({ field: "name", code: "tooLong", message: "name is 100 characters at most." });
  // Older stored formats (rich2, …) render as Markdown and may stay; a new format must be one of ours.
  if (edit.format !== undefined && !FORMATS.has(format)) {
    errors.push({ field: "format", code: "enum", message: "format must be markdown, text or html." });
  } else if (edit.body !== undefined || edit.format !== undefined) {
    errors.push(...bodyErrors(renderSource(body, format)));
  }
  if (errors.length) throw fieldErrors(422, errors);
  if (name === row.name && body === row.body && format === row.format) return;

  const date = new Date(now);
  await db.transaction(async (tx) => {
    await writeLogEntry(tx, {
      recordType: "discussion",
      recordID: discussionID,
      parentRecordID: row.categoryID,
      operation: "edit",
      // The version being replaced, with who made it and when (the history lists each version's author).
      data: {
        name: row.name,
        body: row.body,
        format: row.format,
        updateUserID: row.updateUserID ?? row.insertUserID,
        dateUpdated: (row.dateUpdated ?? row.dateInserted).toISOString(),
      },
      insertUserID: viewer.user.userID,
      recordUserID: row.insertUserID,
      dateInserted: date,
    });
    await tx
      .update(discussions)
      .set({ name, body, format, updateUserID: viewer.user.userID, dateUpdated: date })
      .where(eq(discussions.discussionID, discussionID));
    // Machine translations of the old title and body are stale: the next reader asks for new ones.
    await dropPostTranslations(tx, "discussion", discussionID);
  });
}
