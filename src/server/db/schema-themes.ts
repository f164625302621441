// Themes an administrator creates (docs/reference/themes.md). The shipped themes are files (themes/*.json) and have
// no row; a created theme starts as a copy of one of them or of another created theme. Every save is a revision;
// the row names the revision pages use. Re-exported by schema.ts.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const themes = pgTable("themes", {
  themeID: serial("themeID").primaryKey(),
  name: text("name").notNull(),
  /** The shipped theme (its key) or created theme (its id as text) this one was copied from. */
  parentThemeKey: text("parentThemeKey"),
  /** The revision whose variables pages use. */
  revisionID: integer("revisionID"),
  insertUserID: integer("insertUserID").notNull(),
  dateInserted: ts("dateInserted").notNull().defaultNow(),
  updateUserID: integer("updateUserID"),
  dateUpdated: ts("dateUpdated"),
  /** Deleted themes keep their revisions and can be restored (docs/reference/themes.md#states). */
  dateDeleted: ts("dateDeleted"),
});

export const themeRevisions = pgTable(
  "themeRevisions",
  {
    revisionID: serial("revisionID").primaryKey(),
    themeID: integer("themeID")
      .notNull()
      .references(() => themes.themeID, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The theme's variables as schemas/theme/theme-variables.schema.json describes them. */
    variables: jsonb("variables").$type<Record<string, unknown>>().notNull(),
    insertUserID: integer("insertUserID").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [index("theme_revisions_theme").on(t.themeID, t.revisionID)],
);
