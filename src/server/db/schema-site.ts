// Tables of the site's structure and presentation: layouts and where they apply, site sections, custom pages,
// collections, category follows and custom fragments. Re-exported by schema.ts (what Drizzle reads).
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
import { categories, users } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const layouts = pgTable("layouts", {
  layoutID: serial("layoutID").primaryKey(),
  name: text("name").notNull(),
  layoutViewType: text("layoutViewType").notNull(),
  layout: jsonb("layout").$type<unknown[]>().notNull(),
  titleBar: jsonb("titleBar").$type<Record<string, unknown>>(),
  /** The layout document format the row was written in (1 = Vanilla's original); migrated on read. */
  formatVersion: integer("formatVersion").notNull().default(1),
  insertUserID: integer("insertUserID").notNull(),
  dateInserted: ts("dateInserted").notNull().defaultNow(),
  updateUserID: integer("updateUserID"),
  dateUpdated: ts("dateUpdated"),
  /** The revision whose document the row holds (null for rows written before revisions existed). */
  publishedRevisionID: integer("publishedRevisionID"),
});

/**
 * Every saved state of a stored layout: drafts saved by the editor and the revisions that were published.
 * The layouts row always holds the published document, which is what pages serve; a draft never reaches a page.
 */
export const layoutRevisions = pgTable(
  "layout_revisions",
  {
    revisionID: serial("revisionID").primaryKey(),
    layoutID: integer("layoutID")
      .notNull()
      .references(() => layouts.layoutID, { onDelete: "cascade" }),
    name: text("name").notNull(),
    layout: jsonb("layout").$type<unknown[]>().notNull(),
    titleBar: jsonb("titleBar").$type<Record<string, unknown>>(),
    formatVersion: integer("formatVersion").notNull(),
    /** draft | published */
    status: text("status").notNull().default("draft"),
    /** The revision the author started from; saving over a newer one is a conflict (409). */
    baseRevisionID: integer("baseRevisionID"),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    datePublished: ts("datePublished"),
  },
  (t) => [index("layout_revisions_layout").on(t.layoutID, t.revisionID)],
);

/** Which layout applies where. layoutID is text: a numeric id for stored layouts, a view type for file templates. */
export const layoutViews = pgTable(
  "layout_views",
  {
    layoutViewID: serial("layoutViewID").primaryKey(),
    layoutID: text("layoutID").notNull(),
    layoutViewType: text("layoutViewType").notNull(),
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("layout_views_target").on(t.recordID, t.layoutViewType, t.recordType)],
);

/**
 * Site sections (docs/reference/routes.md#site-sections): the default section is id 0 (not stored: it is the site
 * itself); others carry a slug (their base path), a content locale and, through layout_views, their own home layout.
 */
export const siteSections = pgTable(
  "site_sections",
  {
    siteSectionID: integer("siteSectionID").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** URL prefix without slashes, e.g. "fr" serves /fr/…; also the slug page meta names. */
    slug: text("slug").notNull(),
    locale: text("locale").notNull().default("en"),
    /** The category tree this section shows (-1 = all). */
    rootCategoryID: integer("rootCategoryID").notNull().default(-1),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_sections_slug_lower").on(sql`lower(${t.slug})`)],
);

/** Custom pages: a url code and a layout (applied through layout_views with recordType customPage). */
export const customPages = pgTable(
  "custom_pages",
  {
    customPageID: serial("customPageID").primaryKey(),
    urlcode: text("urlcode").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    siteSectionID: integer("siteSectionID").notNull().default(0),
    /** published | unpublished */
    status: text("status").notNull().default("published"),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("custom_pages_urlcode_lower").on(sql`lower(${t.urlcode})`)],
);

/** Curated collections of records (docs/reference/api-conventions.md#resources Collection). */
export const collections = pgTable("collections", {
  collectionID: serial("collectionID").primaryKey(),
  name: text("name").notNull(),
  insertUserID: integer("insertUserID").notNull(),
  dateInserted: ts("dateInserted").notNull().defaultNow(),
});

export const collectionRecords = pgTable(
  "collection_records",
  {
    collectionID: integer("collectionID")
      .notNull()
      .references(() => collections.collectionID, { onDelete: "cascade" }),
    /** article | category | discussion | event | groups | knowledgeBase */
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionID, t.recordType, t.recordID] })],
);

/**
 * Who follows which category, and how they want to hear of it (docs/reference/notifications.md#category-preferences):
 * popup and email per category notification type, and the digest. An unfollowed category has no row.
 */
export const categoryFollows = pgTable(
  "category_follows",
  {
    userID: integer("userID")
      .notNull()
      .references(() => users.userID, { onDelete: "cascade" }),
    categoryID: integer("categoryID")
      .notNull()
      .references(() => categories.categoryID, { onDelete: "cascade" }),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    popupPosts: boolean("popupPosts").notNull().default(false),
    emailPosts: boolean("emailPosts").notNull().default(false),
    popupComments: boolean("popupComments").notNull().default(false),
    emailComments: boolean("emailComments").notNull().default(false),
    digest: boolean("digest").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userID, t.categoryID] }),
    index("category_follows_category").on(t.categoryID),
  ],
);

/** Custom fragments: author JS/CSS implementing part of a widget ($fragmentImpls), served by uuid. */
export const fragments = pgTable("fragments", {
  fragmentUUID: text("fragmentUUID").primaryKey(),
  fragmentType: text("fragmentType").notNull(),
  name: text("name").notNull(),
  js: text("js").notNull().default(""),
  css: text("css").notNull().default(""),
  /** active | draft */
  status: text("status").notNull().default("active"),
  insertUserID: integer("insertUserID").notNull(),
  dateInserted: ts("dateInserted").notNull().defaultNow(),
  dateUpdated: ts("dateUpdated"),
});

/** Uploaded files (POST /media): stored under the data dir, served from /media/{storageKey}. */
export const media = pgTable("media", {
  mediaID: serial("mediaID").primaryKey(),
  name: text("name").notNull(),
  /** MIME type as sniffed from the bytes, not as claimed by the client. */
  type: text("type").notNull(),
  size: integer("size").notNull(),
  width: integer("width"),
  height: integer("height"),
  storageKey: text("storageKey").notNull(),
  insertUserID: integer("insertUserID").notNull(),
  dateInserted: ts("dateInserted").notNull().defaultNow(),
  /** The post a file was attached to (discussion | comment), once that post is saved: its attachments list. */
  foreignType: text("foreignType"),
  foreignID: integer("foreignID"),
});
