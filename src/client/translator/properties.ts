// Builders of the translator's input (spec 001 §3): the translatable texts of one kind of site record, each keyed
// recordType.recordIDorKey.propertyName. Pure, so pages build them from the records they already show. A text with
// nothing in it has nothing to translate and is left out.
import type { TranslationProperty, TranslationRecordType } from "../api/translations";

export type { TranslationProperty, TranslationRecordType };

/** Lengths the records' own columns allow (schemas/api/role-input.schema.json for roles). */
const NAME_MAX = 255;
const DESCRIPTION_MAX = 500;
const ROLE_NAME_MAX = 100;

export function translationPropertyKey(
  recordType: TranslationRecordType,
  recordIDOrKey: number | string,
  propertyName: string,
): string {
  return `${recordType}.${recordIDOrKey}.${propertyName}`;
}

interface PropertySpec {
  propertyName: string;
  sourceText: string | null | undefined;
  multiline?: boolean;
  maxLength?: number;
}

function build(
  recordType: TranslationRecordType,
  record: { recordID: number } | { recordKey: string },
  specs: PropertySpec[],
): TranslationProperty[] {
  const idOrKey = "recordID" in record ? record.recordID : record.recordKey;
  return specs.flatMap(({ propertyName, sourceText, multiline = false, maxLength }) => {
    if (!sourceText?.trim()) return [];
    const property: TranslationProperty = {
      recordType,
      ...record,
      propertyName,
      sourceText,
      propertyType: multiline ? "multiline" : "text",
      translationPropertyKey: translationPropertyKey(recordType, idOrKey, propertyName),
    };
    if (maxLength !== undefined) property.propertyValidation = { maxLength };
    return [property];
  });
}

export function categoryTranslationProperties(category: {
  categoryID: number;
  name: string;
  description?: string | null;
}): TranslationProperty[] {
  return build("category", { recordID: category.categoryID }, [
    { propertyName: "name", sourceText: category.name, maxLength: NAME_MAX },
    {
      propertyName: "description",
      sourceText: category.description,
      multiline: true,
      maxLength: DESCRIPTION_MAX,
    },
  ]);
}

export function siteSectionTranslationProperties(section: {
  siteSectionID: number;
  name: string;
  description?: string | null;
}): TranslationProperty[] {
  return build("siteSection", { recordID: section.siteSectionID }, [
    { propertyName: "name", sourceText: section.name, maxLength: NAME_MAX },
    {
      propertyName: "description",
      sourceText: section.description,
      multiline: true,
      maxLength: DESCRIPTION_MAX,
    },
  ]);
}

/** Navigation items are keyed by their string id (recordKey), not a number. */
export function navigationItemTranslationProperties(
  items: readonly { id: string; name: string }[],
): TranslationProperty[] {
  return items.flatMap((item) =>
    build("navigationItem", { recordKey: item.id }, [
      { propertyName: "name", sourceText: item.name, maxLength: NAME_MAX },
    ]),
  );
}

export function customPageTranslationProperties(page: {
  customPageID: number;
  name: string;
}): TranslationProperty[] {
  return build("customPage", { recordID: page.customPageID }, [
    { propertyName: "name", sourceText: page.name, maxLength: NAME_MAX },
  ]);
}

export function roleTranslationProperties(
  roles: readonly { roleID: number; name: string }[],
): TranslationProperty[] {
  return roles.flatMap((role) =>
    build("role", { recordID: role.roleID }, [
      { propertyName: "name", sourceText: role.name, maxLength: ROLE_NAME_MAX },
    ]),
  );
}

/**
 * The text props of one widget of a layout: record layout/layoutID, property `${nodePath}.${prop}` where nodePath
 * is the widget's place in the document (`layout.0.children.1`). Props that are not strings are left out.
 */
export function widgetTranslationProperties(
  layoutID: number,
  nodePath: string,
  props: Record<string, unknown>,
  textProps: readonly { name: string; multiline?: boolean; maxLength?: number }[],
): TranslationProperty[] {
  return build(
    "layout",
    { recordID: layoutID },
    textProps.map(({ name, multiline, maxLength }) => {
      const value = props[name];
      return {
        propertyName: `${nodePath}.${name}`,
        sourceText: typeof value === "string" ? value : null,
        multiline,
        maxLength,
      };
    }),
  );
}
