// Tables of what happens to a member: notifications produced by real events and private conversations. Re-exported by
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ChannelFlags, NotificationTypeKey } from "../../lib/notification-types";
import { users } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One notification for one user; `reason` says which event made it (reply, mention, reaction, …). */
export const notifications = pgTable(
  "notifications",
  {
    notificationID: serial("notificationID").primaryKey(),
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    /** The member whose action caused it (their photo is shown); null for system notifications. */
    activityUserID: integer("activityUserID").references(() => users.userID, { onDelete: "set null" }),
    /** reply | mention | reaction | … */
    reason: text("reason").notNull(),
    /** discussion | comment | … and its id: what the notification links to. */
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    /** Plain text in English; the client bolds the names it carries. Shown as it is when headlineKey is null. */
    headline: text("headline").notNull(),
    /**
     * The headline as a message of the mail catalogue (`headline.reply`…) and its values, rendered in the reader's
     * language when read (services/notifications/notifications.ts). Null for rows older than localisation.
     */
    headlineKey: text("headlineKey"),
    headlineValues: jsonb("headlineValues").$type<Record<string, string | number>>(),
    url: text("url").notNull(),
    read: boolean("read").notNull().default(false),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateRead: ts("dateRead"),
    /**
     * The event it tells of, e.g. `post:comment:12` (services/notifications/delivery.ts): one notification per event
     * and person however many reasons they have, and a retried fan-out writes nothing twice. Null for older rows.
     */
    eventKey: text("eventKey"),
    /**
     * New comments in one followed discussion share one unread notification ("5 new comments in …"): its group
     * key, e.g. `comments:discussion:7`, and how many events it stands for.
     */
    groupKey: text("groupKey"),
    groupCount: integer("groupCount").notNull().default(1),
  },
  (t) => [
    index("notifications_user").on(t.userID, t.read, t.notificationID),
    uniqueIndex("notifications_user_event").on(t.userID, t.eventKey),
    uniqueIndex("notifications_user_unread_group")
      .on(t.userID, t.groupKey)
      .where(sql`${t.read} = false AND ${t.groupKey} IS NOT NULL`),
  ],
);

/**
 * A member's own notification preferences (docs/reference/notifications.md#member-preferences); a member without a
 * row, or a type missing from `types`, gets the site's defaults.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userID: integer("userID")
    .primaryKey()
    .references(() => users.userID, { onDelete: "cascade" }),
  types: jsonb("types").$type<Partial<Record<NotificationTypeKey, ChannelFlags>>>().notNull().default({}),
  /** null: the site's default. */
  digest: boolean("digest"),
  /** null: the site's language. */
  language: text("language"),
  pausedUntil: ts("pausedUntil"),
  /** When the last digest went out (the next one lists what is newer). */
  lastDigestAt: ts("lastDigestAt"),
});

/** Emails sent for an event, claimed before sending so a retried fan-out never mails anyone twice. */
export const notificationEmails = pgTable(
  "notification_emails",
  {
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    eventKey: text("eventKey").notNull(),
    dateSent: ts("dateSent").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.eventKey] })],
);

export const conversations = pgTable("conversations", {
  conversationID: serial("conversationID").primaryKey(),
  insertUserID: integer("insertUserID")
    .notNull()
    .references(() => users.userID, { onDelete: "cascade" }),
  dateInserted: ts("dateInserted").notNull().defaultNow(),
  dateLastMessage: ts("dateLastMessage").notNull().defaultNow(),
  lastMessageID: integer("lastMessageID"),
  countMessages: integer("countMessages").notNull().default(0),
});

/** Who takes part; countRead = how many of the messages this participant has seen (unread = count - read). */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationID: integer("conversationID")
      .notNull()
      .references(() => conversations.conversationID, { onDelete: "cascade" }),
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    countRead: integer("countRead").notNull().default(0),
    /** A participant who left keeps the messages they wrote but no longer sees the conversation. */
    deleted: boolean("deleted").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.conversationID, t.userID] }),
    index("conversation_participants_user").on(t.userID),
  ],
);

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    messageID: serial("messageID").primaryKey(),
    conversationID: integer("conversationID")
      .notNull()
      .references(() => conversations.conversationID, { onDelete: "cascade" }),
    body: text("body").notNull(),
    format: text("format").notNull().default("markdown"),
    insertUserID: integer("insertUserID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [index("conversation_messages_conversation").on(t.conversationID, t.messageID)],
);

/**
 * The tracking events of POST /tick (spec 001 §3, docs/reference/ui-behaviour.md#page-views): what was viewed, never
 * who viewed it (no user id, no address). Kept for TRACKING_EVENT_RETENTION_DAYS (services/analytics-events.ts).
 */
export const trackingEvents = pgTable(
  "trackingEvents",
  {
    trackingEventID: serial("trackingEventID").primaryKey(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    url: text("url"),
    pageName: text("pageName"),
    discussionID: integer("discussionID"),
    categoryID: integer("categoryID"),
    siteSectionID: integer("siteSectionID"),
    referrer: text("referrer"),
    dateInserted: timestamp("dateInserted", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("tracking_events_date").on(t.dateInserted)],
);
