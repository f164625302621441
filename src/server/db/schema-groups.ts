// Groups (docs/reference/groups.md): a place members gather and post. Each group owns one category
// (categories.groupID), so its discussions are ordinary discussions whose visibility the permission set decides from
// the group's privacy and the viewer's membership. Members, join requests and invitations (to a member, or to an
// outside address by a signed link that registers and joins in one step). Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { categories, users } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const groups = pgTable(
  "groups",
  {
    groupID: serial("groupID").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    iconUrl: text("iconUrl"),
    bannerUrl: text("bannerUrl"),
    /** public (anyone reads, members post) | private (listed; join on approval; members read) | secret (members only, unlisted) */
    privacy: text("privacy").notNull().default("public"),
    /** The group's own category, holding its discussions. */
    categoryID: integer("categoryID")
      .notNull()
      .references(() => categories.categoryID),
    countMembers: integer("countMembers").notNull().default(0),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateUpdated: ts("dateUpdated"),
  },
  (t) => [index("groups_name_lower").on(sql`lower(${t.name})`), index("groups_category").on(t.categoryID)],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupID: integer("groupID")
      .notNull()
      .references(() => groups.groupID, { onDelete: "cascade" }),
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    /** leader (manages the group: edit, invite, approve, remove) | member */
    role: text("role").notNull().default("member"),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupID, t.userID] }), index("group_members_user").on(t.userID)],
);

/** A member's request to join a private group; a leader approves or denies it. */
export const groupApplications = pgTable(
  "group_applications",
  {
    groupID: integer("groupID")
      .notNull()
      .references(() => groups.groupID, { onDelete: "cascade" }),
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    reason: text("reason").notNull().default(""),
    /** pending | approved | denied */
    status: text("status").notNull().default("pending"),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateUpdated: ts("dateUpdated"),
  },
  (t) => [primaryKey({ columns: [t.groupID, t.userID] })],
);

/**
 * An invitation to a member (userID) or to an outside address (email). An email invitation's link carries the
 * invitationID signed with the site's secret; accepting it once marks it accepted.
 */
export const groupInvitations = pgTable(
  "group_invitations",
  {
    invitationID: serial("invitationID").primaryKey(),
    groupID: integer("groupID")
      .notNull()
      .references(() => groups.groupID, { onDelete: "cascade" }),
    userID: integer("userID").references(() => users.userID, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email"),
    /** pending | accepted | declined */
    status: text("status").notNull().default("pending"),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    dateExpires: ts("dateExpires").notNull(),
    dateUpdated: ts("dateUpdated"),
  },
  (t) => [
    index("group_invitations_group").on(t.groupID),
    index("group_invitations_user").on(t.userID),
    index("group_invitations_email").on(t.email),
  ],
);
