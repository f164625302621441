// Attachments made by integrations (docs/reference/integrations.md): a post escalated to another system (a GitHub
// issue, a webhook's receiver) keeps the external item's id, address, state and a few labelled facts, refreshed on
// demand. Re-exported by schema.ts.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One labelled fact about the external item, shown on the post (e.g. {labelCode: "State", value: "open"}). */
export interface AttachmentMetaItem {
  labelCode: string;
  value: string;
  url?: string;
}

export const attachments = pgTable(
  "attachments",
  {
    attachmentID: serial("attachmentID").primaryKey(),
    /** The integration's attachment type, e.g. "github-issue" | "webhook". */
    attachmentType: text("attachmentType").notNull(),
    /** discussion | comment */
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    /** The external item: its id as the other system names it, and its address. */
    sourceID: text("sourceID").notNull(),
    sourceUrl: text("sourceUrl").notNull(),
    /** The external item's state in its own words (open, closed, …). */
    status: text("status").notNull().default(""),
    metadata: jsonb("metadata").$type<AttachmentMetaItem[]>().notNull().default([]),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateUpdated: ts("dateUpdated"),
    /** When its state was last read from the other system. */
    dateRefreshed: ts("dateRefreshed").notNull().defaultNow(),
  },
  (t) => [index("attachments_record").on(t.recordType, t.recordID)],
);
