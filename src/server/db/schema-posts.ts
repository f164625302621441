// Tables of what members and moderators do with posts: per-member discussion state (bookmark, mute, dismissed
// announcement, read position), the content log (revisions, deletions, moves), reports, and drafts. Re-exported by
// schema.ts (what Drizzle reads).
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One row per member and discussion they touched: their toggles and how far they have read. */
export const userDiscussions = pgTable(
  "user_discussions",
  {
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    discussionID: integer("discussionID").notNull(),
    bookmarked: boolean("bookmarked").notNull().default(false),
    muted: boolean("muted").notNull().default(false),
    /** An announcement this member dismissed no longer shows to them as pinned. */
    dismissed: boolean("dismissed").notNull().default(false),
    dateLastViewed: ts("dateLastViewed"),
    /** The discussion's comment count when they last viewed it (unread = countComments above it). */
    countCommentsRead: integer("countCommentsRead").notNull().default(0),
    dateBookmarked: ts("dateBookmarked"),
  },
  (t) => [
    primaryKey({ columns: [t.userID, t.discussionID] }),
    index("user_discussions_bookmarked").on(t.userID, t.dateBookmarked).where(sql`${t.bookmarked}`),
    index("user_discussions_discussion").on(t.discussionID),
  ],
);

/**
 * What happened to a post, newest last: `edit` keeps the text before the edit (revision history), `delete` keeps the
 * whole deleted record (the deleted-comments log), `move`/`merge`/`type`/`author` keep what changed.
 */
export const contentLog = pgTable(
  "content_log",
  {
    logID: serial("logID").primaryKey(),
    /** discussion | comment */
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    /** For a comment, its discussion; for a discussion, its category. */
    parentRecordID: integer("parentRecordID"),
    /** edit | delete | move | merge | type | author | … */
    operation: text("operation").notNull(),
    /** The record as it was before the operation (name, body, format, categoryID, …). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** Who did it. */
    insertUserID: integer("insertUserID").notNull(),
    /** Who wrote the record (so a log of deletions can name the author). */
    recordUserID: integer("recordUserID"),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [
    index("content_log_record").on(t.recordType, t.recordID, t.logID),
    index("content_log_parent").on(t.parentRecordID, t.recordType, t.operation, t.logID),
  ],
);

/** A member's report of a post to the moderators (flag.add); the queue at /dashboard/content/reports. */
export const reports = pgTable(
  "reports",
  {
    reportID: serial("reportID").primaryKey(),
    /** discussion | comment */
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    discussionID: integer("discussionID").notNull(),
    categoryID: integer("categoryID").notNull(),
    /** spam | abuse | inappropriate | other … (the reporter's choice) */
    reason: text("reason").notNull(),
    noteBody: text("noteBody").notNull().default(""),
    /** new | escalated | dismissed | resolved */
    status: text("status").notNull().default("new"),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    updateUserID: integer("updateUserID"),
    dateUpdated: ts("dateUpdated"),
  },
  (t) => [
    index("reports_status").on(t.status, t.reportID),
    index("reports_record").on(t.recordType, t.recordID),
  ],
);

/**
 * Unposted work (docs/reference/api-conventions.md#resources Draft): a discussion or comment in progress, possibly
 * scheduled.
 */
export const drafts = pgTable(
  "drafts",
  {
    draftID: serial("draftID").primaryKey(),
    /** discussion | comment */
    recordType: text("recordType").notNull(),
    /** The post being edited, when the draft edits one. */
    recordID: integer("recordID"),
    /** category (a new discussion) | discussion (a comment) */
    parentRecordType: text("parentRecordType"),
    parentRecordID: integer("parentRecordID"),
    insertUserID: integer("insertUserID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    /** body, format, draftType, draftMeta, lastSaved, groupID, name */
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    /** draft | scheduled | error */
    draftStatus: text("draftStatus").notNull().default("draft"),
    dateScheduled: ts("dateScheduled"),
    publishedSilently: boolean("publishedSilently").notNull().default(false),
    /** Why a scheduled publication failed (draftStatus error). */
    error: text("error"),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateUpdated: ts("dateUpdated").notNull().defaultNow(),
  },
  (t) => [
    index("drafts_user").on(t.insertUserID, t.dateUpdated),
    index("drafts_due").on(t.dateScheduled).where(sql`${t.draftStatus} = 'scheduled'`),
  ],
);
