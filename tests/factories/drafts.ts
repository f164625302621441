// Drafts as GET /drafts answers them: a discussion draft (or a comment's), saved some hours before the anchor time.
import type { Draft } from "../../src/types/generated/api/draft";
import { hoursAgo } from "./clock";

export type DraftOverrides = Partial<Omit<Draft, "attributes">> & {
  attributes?: Partial<Draft["attributes"]>;
};

export function makeDraft(draftID: number, overrides: DraftOverrides = {}): Draft {
  const saved = hoursAgo(draftID * 3);
  const recordType = overrides.recordType ?? "discussion";
  const { attributes, ...rest } = overrides;
  const base: Draft = {
    draftID,
    recordType,
    recordID: null,
    parentRecordType: recordType === "comment" ? "discussion" : "category",
    parentRecordID: recordType === "comment" ? 42 : 5,
    insertUserID: 40,
    attributes: {
      body: "I have been comparing backup tools for a small office and wanted to share what I found so far.",
      format: "markdown",
      lastSaved: saved,
      draftMeta: recordType === "comment" ? {} : { name: "Backup tools for a small office", categoryID: 5 },
      ...attributes,
    },
    draftStatus: "draft",
    dateScheduled: null,
    publishedSilently: false,
    error: null,
    dateInserted: saved,
    dateUpdated: saved,
    editUrl: recordType === "comment" ? "/discussion/42" : `/post/editdiscussion/0/${draftID}`,
  };
  return { ...base, ...rest, attributes: { ...base.attributes, ...attributes } };
}
