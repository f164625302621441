// Translations of site records (docs/reference/localisation.md#content-translations): category names and
// descriptions, site sections, navigation labels, custom page titles, role names and the text props of layout
// widgets, each stored per property key `recordType.recordIDorKey.propertyName` and locale. Pages read a locale's
// translations as one map, cached with the route state and dropped by the same invalidation (a write here, or any
// other process's write through the content generation).
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Translation } from "../../../types/generated/api/translation";
import type { TranslationListQuery } from "../../../types/generated/api/translation-list-query";
import type { TranslationPatchItem } from "../../../types/generated/api/translation-patch";
import type { TranslationRemoveItem } from "../../../types/generated/api/translation-remove";
import type { Db } from "../../db/client";
import { contentTranslations } from "../../db/schema";
import { fieldErrors } from "../../http/errors";
import { cachedSiteRead, invalidateRouteState } from "../route-state";

type Row = typeof contentTranslations.$inferSelect;

function toTranslation(row: Row): Translation {
  return {
    translationPropertyKey: row.translationPropertyKey,
    locale: row.locale,
    translation: row.translation,
    recordType: row.recordType as Translation["recordType"],
    recordID: row.recordID,
    recordKey: row.recordKey,
    propertyName: row.propertyName,
    dateUpdated: row.dateUpdated.toISOString(),
  };
}

function commaList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => value.split(",")).filter(Boolean);
}

export async function listTranslations(
  db: Db,
  resource: string,
  query: TranslationListQuery,
): Promise<Translation[]> {
  const conditions: SQL[] = [
    eq(contentTranslations.resource, resource),
    eq(contentTranslations.locale, query.locale),
  ];
  if (query.recordType) conditions.push(eq(contentTranslations.recordType, query.recordType));
  const ids = commaList(query.recordIDs).map(Number);
  const keys = commaList(query.recordKeys);
  const records: SQL[] = [];
  if (ids.length > 0) records.push(inArray(contentTranslations.recordID, ids));
  if (keys.length > 0) records.push(inArray(contentTranslations.recordKey, keys));
  const matching = records.length === 0 ? undefined : records.length === 1 ? records[0] : or(...records);
  if (matching) conditions.push(matching);
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(and(...conditions))
    .orderBy(contentTranslations.translationPropertyKey);
  return rows.map(toTranslation);
}

/** The key must say what its parts say: `recordType.recordIDorKey.propertyName`. */
export function propertyKeyOf(
  item: Pick<TranslationRemoveItem, "recordType" | "recordID" | "recordKey" | "propertyName">,
): string | null {
  const record = item.recordID ?? item.recordKey;
  if (record === null || record === undefined || record === "") return null;
  return `${item.recordType}.${record}.${item.propertyName}`;
}

function checkKeys(items: readonly TranslationRemoveItem[]): void {
  const problems = items.flatMap((item, index) => {
    const expected = propertyKeyOf(item);
    if (expected === item.translationPropertyKey) return [];
    const message = expected
      ? "The translationPropertyKey must be {expected}."
      : "A recordID or a recordKey is required.";
    return [
      {
        field: `${index}.translationPropertyKey`,
        code: "translationPropertyKey",
        message,
        values: { expected: expected ?? "" },
      },
    ];
  });
  if (problems.length > 0) throw fieldErrors(400, problems);
}

export async function patchTranslations(
  db: Db,
  resource: string,
  items: readonly TranslationPatchItem[],
  userID: number,
): Promise<Translation[]> {
  checkKeys(items);
  const now = new Date();
  const rows = await db.transaction(async (tx) => {
    const stored: Row[] = [];
    for (const item of items) {
      const values = {
        resource,
        translationPropertyKey: item.translationPropertyKey,
        locale: item.locale,
        translation: item.translation,
        recordType: item.recordType,
        recordID: item.recordID ?? null,
        recordKey: item.recordKey ?? null,
        propertyName: item.propertyName,
        dateUpdated: now,
        updateUserID: userID,
      };
      const [row] = await tx
        .insert(contentTranslations)
        .values(values)
        .onConflictDoUpdate({
          target: [
            contentTranslations.resource,
            contentTranslations.translationPropertyKey,
            contentTranslations.locale,
          ],
          set: { translation: values.translation, dateUpdated: now, updateUserID: userID },
        })
        .returning();
      if (row) stored.push(row);
    }
    return stored;
  });
  invalidateRouteState(db);
  return rows.map(toTranslation);
}

export async function removeTranslations(
  db: Db,
  resource: string,
  items: readonly TranslationRemoveItem[],
): Promise<void> {
  checkKeys(items);
  await db.transaction(async (tx) => {
    for (const item of items) {
      await tx
        .delete(contentTranslations)
        .where(
          and(
            eq(contentTranslations.resource, resource),
            eq(contentTranslations.translationPropertyKey, item.translationPropertyKey),
            eq(contentTranslations.locale, item.locale),
          ),
        );
    }
  });
  invalidateRouteState(db);
}

/** The resource pages read: the site's own records. */
export const SITE_RESOURCE = "site";

/** Every translation of the site into a locale, by property key: what pages apply. */
export function localeTranslations(db: Db, locale: string): Promise<ReadonlyMap<string, string>> {
  return cachedSiteRead(db, `translations:${locale}`, async () => {
    const rows = await db
      .select({ key: contentTranslations.translationPropertyKey, text: contentTranslations.translation })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.resource, SITE_RESOURCE), eq(contentTranslations.locale, locale)));
    return new Map(rows.map((row) => [row.key, row.text]));
  });
}

/** A record's property in the locale: its translation when there is one, else the source text. */
export function translatedProperty(
  translations: ReadonlyMap<string, string>,
  recordType: string,
  record: number | string,
  propertyName: string,
  source: string,
): string {
  return translations.get(`${recordType}.${record}.${propertyName}`) ?? source;
}
