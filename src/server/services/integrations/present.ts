// Stored attachment rows as the API's Attachment resource (schemas/api/attachment.schema.json).
import type { Attachment } from "../../../types/generated/api/attachment";
import type { attachments } from "../../db/schema-attachments";

export type AttachmentRow = typeof attachments.$inferSelect;

export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    attachmentID: row.attachmentID,
    attachmentType: row.attachmentType,
    recordType: row.recordType === "comment" ? "comment" : "discussion",
    recordID: row.recordID,
    sourceID: row.sourceID,
    sourceUrl: row.sourceUrl,
    status: row.status,
    metadata: row.metadata,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated ? row.dateUpdated.toISOString() : null,
    dateRefreshed: row.dateRefreshed.toISOString(),
  };
}
