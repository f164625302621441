// Tables of localisation (docs/reference/localisation.md): the locales an administrator enabled and the machine
// translation service of each, the services' settings (keys are write-only), content translations of site records
// (category names, navigation labels, widget titles…) and machine translations of posts cached per source revision.
// Re-exported by schema.ts (what Drizzle reads).
import {
  boolean,
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

export const locales = pgTable(
  "locales",
  {
    localeID: serial("localeID").primaryKey(),
    /** BCP 47 key: "en", "fr", "pt-BR". */
    localeKey: text("localeKey").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** The machine translation service that pre-fills this locale ("deepl", "google", "libretranslate"). */
    translationService: text("translationService"),
    sort: integer("sort").notNull().default(0),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("locales_key").on(t.localeKey)],
);

export const translationServices = pgTable("translation_services", {
  /** "deepl", "google" or "libretranslate". */
  type: text("type").primaryKey(),
  /** Never returned by the API. */
  apiKey: text("apiKey"),
  url: text("url"),
  dateUpdated: ts("dateUpdated").notNull().defaultNow(),
  updateUserID: integer("updateUserID").references(() => users.userID, { onDelete: "set null" }),
});

/** One translated property of one record: `recordType.recordIDorKey.propertyName` in a locale. */
export const contentTranslations = pgTable(
  "content_translations",
  {
    resource: text("resource").notNull(),
    translationPropertyKey: text("translationPropertyKey").notNull(),
    locale: text("locale").notNull(),
    translation: text("translation").notNull(),
    recordType: text("recordType").notNull(),
    recordID: integer("recordID"),
    recordKey: text("recordKey"),
    propertyName: text("propertyName").notNull(),
    dateUpdated: ts("dateUpdated").notNull().defaultNow(),
    updateUserID: integer("updateUserID").references(() => users.userID, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.resource, t.translationPropertyKey, t.locale] })],
);

/** A post read in another language: kept while the post's source is unchanged (sourceHash), dropped on edit. */
export const postTranslations = pgTable(
  "post_translations",
  {
    recordType: text("recordType").notNull(),
    recordID: integer("recordID").notNull(),
    locale: text("locale").notNull(),
    sourceHash: text("sourceHash").notNull(),
    name: text("name"),
    body: text("body").notNull(),
    detectedSource: text("detectedSource"),
    service: text("service").notNull(),
    dateInserted: ts("dateInserted").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordType, t.recordID, t.locale] })],
);
