// The API shape of a drafts row (schemas/api/draft.schema.json), and where the draft is edited.
import type { Draft } from "../../../types/generated/api/draft";
import type { DraftAttributes } from "../../../types/generated/api/draft-attributes";
import type { drafts } from "../../db/schema-posts";
import { articleDraftEditUrl } from "./article-drafts";

export type DraftRow = typeof drafts.$inferSelect;

/**
 * A discussion draft opens in the post form: `/post/editdiscussion/{recordID}/{draftID}`, recordID 0 for a new
 * discussion (post-path.ts); a comment draft opens on its discussion, whose composer restores it; an article draft
 * in the article editor.
 */
function draftEditUrl(row: Pick<DraftRow, "draftID" | "recordType" | "recordID" | "parentRecordID">) {
  if (row.recordType === "comment") return `/discussion/${row.parentRecordID ?? 0}`;
  if (row.recordType === "article") return articleDraftEditUrl(row);
  return `/post/editdiscussion/${row.recordID ?? 0}/${row.draftID}`;
}

/** Stored record types as the API names them (rows written before article drafts are discussions or comments). */
export function recordTypeOf(stored: string): Draft["recordType"] {
  return stored === "comment" || stored === "article" ? stored : "discussion";
}

const PARENT_TYPES = new Set<string>(["category", "discussion", "knowledgeBase"]);

const STATUSES = new Set<Draft["draftStatus"]>(["draft", "scheduled", "error"]);

/** Stored statuses as the API shows them: a draft being published (publish-draft.ts) is still scheduled. */
function statusOf(stored: string): Draft["draftStatus"] {
  if (stored === "publishing") return "scheduled";
  return STATUSES.has(stored as Draft["draftStatus"]) ? (stored as Draft["draftStatus"]) : "draft";
}

export function presentDraft(row: DraftRow): Draft {
  return {
    draftID: row.draftID,
    recordType: recordTypeOf(row.recordType),
    recordID: row.recordID,
    parentRecordType:
      row.parentRecordType !== null && PARENT_TYPES.has(row.parentRecordType)
        ? (row.parentRecordType as NonNullable<Draft["parentRecordType"]>)
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
