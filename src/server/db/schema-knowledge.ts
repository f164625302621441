// The knowledge base (docs/reference/knowledge-base.md): knowledge bases (a guide or a help center), their nested
// knowledge categories, articles with a revision per save and per locale, "Was this helpful?" votes, and who may
// view and write in each knowledge base. Re-exported by schema.ts. The search columns of articles
// ("searchConfig", "searchVector") are kept by a trigger of migration 0020, like the posts'.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const knowledgeBases = pgTable(
  "knowledge_bases",
  {
    knowledgeBaseID: serial("knowledgeBaseID").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The path segment of /kb/{urlCode}; unique without regard to case. */
    urlCode: text("urlCode").notNull(),
    /** guide (an ordered book of articles) | helpCenter (nested knowledge categories of articles) */
    viewType: text("viewType").notNull(),
    icon: text("icon"),
    bannerImage: text("bannerImage"),
    /** The site section it belongs to (0 = the default section); its articles are written in `locale`. */
    siteSectionID: integer("siteSectionID").notNull().default(0),
    locale: text("locale").notNull().default("en"),
    sort: integer("sort").notNull().default(0),
    /** published | deleted (deleted ones keep everything and can be restored) */
    status: text("status").notNull().default("published"),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    updateUserID: integer("updateUserID"),
    dateUpdated: ts("dateUpdated"),
  },
  (t) => [uniqueIndex("knowledge_bases_url_code").on(sql`lower(${t.urlCode})`)],
);

/**
 * Who may do what in one knowledge base, per role, like a category's permissions: `articles.view` (read published
 * articles) and `articles.add` (write, edit, publish, feature, move and restore articles, curate its categories).
 * Only grants are stored.
 */
export const knowledgeBasePermissions = pgTable(
  "knowledge_base_permissions",
  {
    knowledgeBaseID: integer("knowledgeBaseID")
      .notNull()
      .references(() => knowledgeBases.knowledgeBaseID, { onDelete: "cascade" }),
    roleID: integer("roleID").notNull(),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.knowledgeBaseID, t.roleID, t.permission] })],
);

/** A help center's categories (a guide's chapters), nested by parentID (null = top level of the knowledge base). */
export const knowledgeCategories = pgTable(
  "knowledge_categories",
  {
    knowledgeCategoryID: serial("knowledgeCategoryID").primaryKey(),
    knowledgeBaseID: integer("knowledgeBaseID")
      .notNull()
      .references(() => knowledgeBases.knowledgeBaseID, { onDelete: "cascade" }),
    parentID: integer("parentID"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    updateUserID: integer("updateUserID"),
    dateUpdated: ts("dateUpdated"),
  },
  (t) => [index("knowledge_categories_base").on(t.knowledgeBaseID, t.parentID, t.sort)],
);

/**
 * An article as readers see it in its knowledge base's locale: the fields of its current revision in that locale,
 * copied here so lists and search read one row. Other locales live only in articleRevisions.
 */
export const articles = pgTable(
  "articles",
  {
    articleID: serial("articleID").primaryKey(),
    knowledgeBaseID: integer("knowledgeBaseID")
      .notNull()
      .references(() => knowledgeBases.knowledgeBaseID, { onDelete: "cascade" }),
    /** null = the top level of the knowledge base (a guide's articles before any chapter). */
    knowledgeCategoryID: integer("knowledgeCategoryID"),
    name: text("name").notNull(),
    body: text("body").notNull(),
    format: text("format").notNull().default("markdown"),
    /** The author's summary; the first words of the body when empty. */
    excerpt: text("excerpt").notNull().default(""),
    /** The locale of the source text (the knowledge base's). */
    locale: text("locale").notNull().default("en"),
    /** draft | published | deleted */
    status: text("status").notNull().default("draft"),
    /** What a deleted article returns to when restored. */
    statusBeforeDelete: text("statusBeforeDelete"),
    /** A draft published by the scheduler at this time. */
    dateScheduled: ts("dateScheduled"),
    featured: boolean("featured").notNull().default(false),
    dateFeatured: ts("dateFeatured"),
    /** Order among the featured articles (lower first). */
    featuredSort: integer("featuredSort").notNull().default(0),
    /** Order within its category (a guide's reading order). */
    sort: integer("sort").notNull().default(0),
    /** The revision the row shows. */
    articleRevisionID: integer("articleRevisionID"),
    countHelpful: integer("countHelpful").notNull().default(0),
    countNotHelpful: integer("countNotHelpful").notNull().default(0),
    /** Where it came from when a moderator converted a discussion or its accepted answer. */
    discussionID: integer("discussionID"),
    commentID: integer("commentID"),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
    updateUserID: integer("updateUserID"),
    dateUpdated: ts("dateUpdated"),
    datePublished: ts("datePublished"),
  },
  (t) => [
    index("articles_category").on(t.knowledgeBaseID, t.knowledgeCategoryID, t.status, t.sort),
    index("articles_featured")
      .on(t.knowledgeBaseID, t.featuredSort)
      .where(sql`${t.featured} AND ${t.status} = 'published'`),
    index("articles_discussion").on(t.discussionID).where(sql`${t.discussionID} IS NOT NULL`),
    index("articles_due")
      .on(t.dateScheduled)
      .where(sql`${t.status} = 'draft' AND ${t.dateScheduled} IS NOT NULL`),
  ],
);

/** Every save of an article, in one locale: the revision history, the diff view and translations. */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    articleRevisionID: serial("articleRevisionID").primaryKey(),
    articleID: integer("articleID")
      .notNull()
      .references(() => articles.articleID, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    body: text("body").notNull(),
    format: text("format").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** The article's status when this revision was saved (draft | published). */
    status: text("status").notNull(),
    /** Set when this revision restores an older one. */
    restoredFromRevisionID: integer("restoredFromRevisionID"),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [index("article_revisions_article").on(t.articleID, t.locale, t.articleRevisionID)],
);

/**
 * One "Was this helpful?" answer per voter and article: a member by userID, a guest by a random visitor cookie
 * (voterKey "u:{userID}" or "g:{uuid}"). The article's counts move in the same transaction.
 */
export const articleReactions = pgTable(
  "article_reactions",
  {
    articleID: integer("articleID")
      .notNull()
      .references(() => articles.articleID, { onDelete: "cascade" }),
    voterKey: text("voterKey").notNull(),
    userID: integer("userID").references(() => users.userID, { onDelete: "set null" }),
    helpful: boolean("helpful").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleID, t.voterKey] })],
);
