// The database schema: the one definition Drizzle reads for queries and for generating migrations.
// Column names are camelCase on purpose: they match the API field names of the spec one to one.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable(
  "users",
  {
    userID: serial("userID").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("passwordHash").notNull(),
    photoUrl: text("photoUrl"),
    title: text("title"),
    emailConfirmed: boolean("emailConfirmed").notNull().default(false),
    banned: smallint("banned").notNull().default(0),
    private: boolean("private").notNull().default(false),
    deleted: boolean("deleted").notNull().default(false),
    countDiscussions: integer("countDiscussions").notNull().default(0),
    countComments: integer("countComments").notNull().default(0),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateLastActive: ts("dateLastActive"),
    /** Shown under the member's posts when signatures.enabled (Markdown source; docs/reference/signatures.md). */
    signature: text("signature").notNull().default(""),
  },
  (t) => [
    uniqueIndex("users_name_lower").on(sql`lower(${t.name})`),
    uniqueIndex("users_email_lower").on(sql`lower(${t.email})`),
  ],
);

/** type: guest (userID 0 gets these), member (default for registrations), moderator, administrator. */
export const roles = pgTable("roles", {
  roleID: serial("roleID").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  type: text("type").notNull().default("member"),
  sort: integer("sort").notNull().default(0),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    roleID: integer("roleID")
      .notNull()
      .references(() => roles.roleID, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userID, t.roleID] }), index("user_roles_role").on(t.roleID)],
);

/**
 * A granted permission. categoryID null = global; otherwise the permission category it applies to
 * (-1 = the root: the default for every category that does not carry permissions of its own).
 * Only grants are stored: an absent row is a denial.
 */
export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleID: integer("roleID")
      .notNull()
      .references(() => roles.roleID, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
    categoryID: integer("categoryID"),
  },
  (t) => [
    uniqueIndex("role_permissions_unique").on(t.roleID, t.permission, sql`coalesce(${t.categoryID}, -2)`),
  ],
);

export const categories = pgTable(
  "categories",
  {
    categoryID: serial("categoryID").primaryKey(),
    parentCategoryID: integer("parentCategoryID").notNull().default(-1),
    name: text("name").notNull(),
    urlcode: text("urlcode").notNull(),
    description: text("description").notNull().default(""),
    /** discussions | categories | flat | heading */
    displayAs: text("displayAs").notNull().default("discussions"),
    depth: integer("depth").notNull().default(1),
    sort: integer("sort").notNull().default(0),
    /** The category whose permission rows apply here: -1 (root defaults) or a category with custom permissions. */
    permissionCategoryID: integer("permissionCategoryID").notNull().default(-1),
    featured: boolean("featured").notNull().default(false),
    /** Left out of search unless asked for (docs/reference/search.md#filters); so are the categories below. */
    archived: boolean("archived").notNull().default(false),
    iconUrl: text("iconUrl"),
    bannerImageUrl: text("bannerImageUrl"),
    countDiscussions: integer("countDiscussions").notNull().default(0),
    countComments: integer("countComments").notNull().default(0),
    countAllDiscussions: integer("countAllDiscussions").notNull().default(0),
    countAllComments: integer("countAllComments").notNull().default(0),
    countFollowers: integer("countFollowers").notNull().default(0),
    /** Whether the category's new discussions may be in members' digests (an administrator's choice). */
    allowDigest: boolean("allowDigest").notNull().default(true),
    lastDiscussionID: integer("lastDiscussionID"),
    lastCommentID: integer("lastCommentID"),
    /** Set when the category is a group's own (schema-groups.ts): hidden from category lists, read by membership. */
    groupID: integer("groupID"),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("categories_urlcode_lower").on(sql`lower(${t.urlcode})`),
    index("categories_parent").on(t.parentCategoryID),
  ],
);

export const discussions = pgTable(
  "discussions",
  {
    discussionID: serial("discussionID").primaryKey(),
    categoryID: integer("categoryID")
      .notNull()
      .references(() => categories.categoryID),
    name: text("name").notNull(),
    body: text("body").notNull(),
    /** Source format of body: text | markdown | html | rich2. Rendered server-side to sanitized HTML. */
    format: text("format").notNull().default("markdown"),
    /** discussion | question | idea | poll | redirect */
    type: text("type").notNull().default("discussion"),
    /** Q&A status: 1 Unanswered, 2 Answered, 3 Accepted, 4 Rejected; 0 for non-questions. */
    statusID: integer("statusID").notNull().default(0),
    insertUserID: integer("insertUserID")
      .notNull()
      .references(() => users.userID),
    updateUserID: integer("updateUserID"),
    lastCommentUserID: integer("lastCommentUserID"),
    lastCommentID: integer("lastCommentID"),
    pinned: boolean("pinned").notNull().default(false),
    /** none | category | recent */
    pinLocation: text("pinLocation").notNull().default("none"),
    closed: boolean("closed").notNull().default(false),
    sink: boolean("sink").notNull().default(false),
    resolved: boolean("resolved").notNull().default(false),
    score: integer("score").notNull().default(0),
    countViews: integer("countViews").notNull().default(1),
    countComments: integer("countComments").notNull().default(0),
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateUpdated: ts("dateUpdated"),
    /** Defaults to dateInserted so that "recently active" sorts need no COALESCE and can use an index. */
    dateLastComment: ts("dateLastComment").notNull().defaultNow(),
  },
  (t) => [
    index("discussions_last_comment").on(t.dateLastComment.desc(), t.discussionID.desc()),
    index("discussions_category_last_comment").on(
      t.categoryID,
      t.dateLastComment.desc(),
      t.discussionID.desc(),
    ),
    index("discussions_inserted").on(t.dateInserted.desc(), t.discussionID.desc()),
    index("discussions_score").on(t.score.desc(), t.discussionID.desc()),
    index("discussions_user").on(t.insertUserID),
    index("discussions_pinned").on(t.pinned).where(sql`${t.pinned}`),
  ],
);

export const comments = pgTable(
  "comments",
  {
    commentID: serial("commentID").primaryKey(),
    discussionID: integer("discussionID")
      .notNull()
      .references(() => discussions.discussionID, { onDelete: "cascade" }),
    parentCommentID: integer("parentCommentID"),
    depth: integer("depth").notNull().default(1),
    body: text("body").notNull(),
    format: text("format").notNull().default("markdown"),
    insertUserID: integer("insertUserID")
      .notNull()
      .references(() => users.userID),
    updateUserID: integer("updateUserID"),
    score: integer("score").notNull().default(0),
    /** Q&A: accepted | rejected for answers to a question; null otherwise (the accepted-answers leaderboard). */
    answerStatus: text("answerStatus"),
    /** Extra facts about the comment (who accepted an answer and when, …). */
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateUpdated: ts("dateUpdated"),
  },
  (t) => [
    index("comments_accepted").on(t.insertUserID, t.dateInserted).where(sql`${t.answerStatus} = 'accepted'`),
    index("comments_discussion_inserted").on(t.discussionID, t.dateInserted, t.commentID),
    /** Keyset pages of a thread's top-level comments, oldest or newest first, and their replies. */
    index("comments_thread_top")
      .on(t.discussionID, t.dateInserted, t.commentID)
      .where(sql`${t.parentCommentID} IS NULL`),
    index("comments_thread_top_score")
      .on(t.discussionID, t.score.desc(), t.commentID)
      .where(sql`${t.parentCommentID} IS NULL`),
    index("comments_parent").on(t.parentCommentID),
    index("comments_user").on(t.insertUserID),
    /** Search sorted by date reads the newest (or oldest) matches in this order (docs/reference/search.md#cost). */
    index("comments_inserted").on(t.dateInserted.desc(), t.commentID.desc()),
  ],
);

export const tags = pgTable(
  "tags",
  {
    tagID: serial("tagID").primaryKey(),
    name: text("name").notNull(),
    urlcode: text("urlcode").notNull(),
    /** "" for ordinary tags, "User" for member-added tags. */
    type: text("type").notNull().default(""),
    countDiscussions: integer("countDiscussions").notNull().default(0),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tags_urlcode_lower").on(sql`lower(${t.urlcode})`)],
);

export const discussionTags = pgTable(
  "discussion_tags",
  {
    discussionID: integer("discussionID")
      .notNull()
      .references(() => discussions.discussionID, { onDelete: "cascade" }),
    tagID: integer("tagID")
      .notNull()
      .references(() => tags.tagID, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.discussionID, t.tagID] }), index("discussion_tags_tag").on(t.tagID)],
);

/**
 * The reaction kinds (docs/reference/api-conventions.md#resources "Reaction urlcodes"); tagID is the id the API
 * exposes.
 */
export const reactionTypes = pgTable("reaction_types", {
  tagID: serial("tagID").primaryKey(),
  urlcode: text("urlcode").notNull().unique(),
  name: text("name").notNull(),
  /** Positive | Negative | Flag | Neutral */
  class: text("class").notNull(),
  /** What one reaction adds to the record's score. */
  value: integer("value").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/**
 * One reaction per user per record (docs/reference/ui-behaviour.md#optimistic-updates: a new reaction replaces the
 * old one).
 */
export const reactions = pgTable(
  "reactions",
  {
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    tagID: integer("tagID")
      .notNull()
      .references(() => reactionTypes.tagID),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recordType, t.recordID, t.userID] }),
    index("reactions_user").on(t.userID, t.dateInserted),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("tokenHash").primaryKey(),
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateExpires: ts("dateExpires").notNull(),
    dateLastActive: ts("dateLastActive").notNull().defaultNow(),
    /** What the session list shows so a user can tell their devices apart. */
    userAgent: text("userAgent").notNull().default(""),
    ipAddress: text("ipAddress").notNull().default(""),
  },
  (t) => [index("sessions_user").on(t.userID)],
);

/**
 * The client addresses each user has signed in from with the right password (auth/known-addresses.ts): wrong
 * passwords from elsewhere count against the account but never block a sign-in from one of these.
 * The address is keyed as the limits key it (an IPv6 address by its /64).
 */
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    address: text("address").notNull(),
    dateLastSignedIn: ts("dateLastSignedIn").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.address] })],
);

/**
 * One-time tokens mailed to a user: password reset and email confirmation. Only the SHA-256 of the token is kept,
 * as for sessions; a token is spent once (dateUsed) and expires.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("tokenHash").primaryKey(),
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    /** passwordReset | emailConfirm */
    purpose: text("purpose").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateExpires: ts("dateExpires").notNull(),
    dateUsed: ts("dateUsed"),
  },
  (t) => [index("auth_tokens_user").on(t.userID, t.purpose)],
);

/**
 * Who changed what through the dashboard: one row per mutation. The X-Parent-Audit-Log-Id and
 * X-Parent-Audit-Log-Request-{Path,Method,Query} headers of docs/reference/api-conventions.md#request-headers tie a
 * call to the page action that caused it; they are kept as sent (the parent id only when it names an existing row, so
 * a forged id links nothing).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    auditLogID: serial("auditLogID").primaryKey(),
    /** Null once the acting user is deleted: the entry stays. */
    userID: integer("userID").references(() => users.userID, { onDelete: "set null" }),
    /** e.g. role.add, role.edit, role.delete, role.permissions */
    action: text("action").notNull(),
    recordType: text("recordType").notNull(),
    recordID: integer("recordID"),
    requestMethod: text("requestMethod").notNull(),
    requestPath: text("requestPath").notNull(),
    ipAddress: text("ipAddress").notNull().default(""),
    parentAuditLogID: integer("parentAuditLogID"),
    parentRequestPath: text("parentRequestPath"),
    parentRequestMethod: text("parentRequestMethod"),
    parentRequestQuery: jsonb("parentRequestQuery"),
    /** {before, after} of what the request changed. */
    changes: jsonb("changes").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [index("audit_log_date").on(t.dateInserted), index("audit_log_record").on(t.recordType, t.recordID)],
);

/** Site configuration key/value store (site title, description, feature flags). */
export const config = pgTable("config", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

export * from "./schema-activity";
export * from "./schema-attachments";
export * from "./schema-cache";
export * from "./schema-groups";
export * from "./schema-i18n";
export * from "./schema-knowledge";
export * from "./schema-posts";
export * from "./schema-seed";
export * from "./schema-site";
export * from "./schema-themes";
