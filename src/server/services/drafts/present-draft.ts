// The API shape of a drafts row (schemas/api/draft.schema.json), and where the draft is edited.
import type { Draft } from "../../../types/generated/api/draft";
import type { DraftAttributes } from "../../../types/generated/api/draft-attributes";
import type { drafts } from "../../db/schema-posts";

export type DraftRow = typeof drafts.$inferSelect;

/**
 * A discussion draft opens in the post form: `/post/editdiscussion/{recordID}/{draftID}`, recordID 0 for a new
 * discussion (post-path.ts); a comment draft opens on its discussion, whose composer restores it.
 */
function draftEditUrl(row: Pick<DraftRow, "draftID" | "recordType" | "recordID" | "parentRecordID">) {
  if (row.recordType === "comment") return `/discussion/${row.parentRecordID ?? 0}`;
  return `/post/editdiscussion/${row.recordID ?? 0}/${row.draftID}`;
}

const STATUSES = new Set<Draft["draftStatus"]>(["draft", "scheduled", "error"]);

/** Stored statuses as the API shows them: a draft being published (publish-draft.ts) is still scheduled. */
function statusOf(stored: string): Draft["draftStatus"] {
  if (stored === "publishing") return "scheduled";
  return STATUSES.has(stored as Draft["draftStatus"]) ? (stored as Draft["draftStatus"]) : "draft";
}

export function presentDraft(row: DraftRow): Draft {
  return {
    draftID: row.draftID,
    recordType: row.recordType === "comment" ? "comment" : "discussion",
    recordID: row.recordID,
    parentRecordType:
      row.parentRecordType === "category" || row.parentRecordType === "discussion"
        ? row.parentRecordType
        : null,
    parentRecordID: row.parentRecordID,
    insertUserID: row.insertUserID,
    attributes: row.attributes as DraftAttributes,
    draftStatus: statusOf(row.draftStatus),
    dateScheduled: row.dateScheduled ? row.dateScheduled.toISOString() : null,
    publishedSilently: row.publishedSilently,
    error: row.error,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated.toISOString(),
    editUrl: draftEditUrl(row),
  };
}
