// Site records shown in the reader's language (docs/reference/localisation.md#content-translations): a layout's
// own texts (any string of the stored document, by its JSON path: `layout.{layoutID}.layout.0.children.1.title`),
// the page's records in the params (site section, category, custom page), and every category a widget's data names
// or role (objects with a categoryID or roleID: lists, breadcrumbs, post meta, role spotlights). What has no
// translation keeps its source text.
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import type { ResolvedLayout } from "../layouts/lookup";
import type { LayoutParams } from "../layouts/params";

type Translations = ReadonlyMap<string, string>;

/** Every string of a stored document whose path has a translation, replaced (a copy; the source is shared). */
export function translateDocument(resolved: ResolvedLayout, translations: Translations): ResolvedLayout {
  if (translations.size === 0) return resolved;
  const prefix = `layout.${resolved.layoutID}.`;
  if (![...translations.keys()].some((key) => key.startsWith(prefix))) return resolved;
  const at = (path: string, value: unknown): unknown => {
    if (typeof value === "string") return translations.get(`${prefix}${path}`) ?? value;
    if (Array.isArray(value)) return value.map((item, index) => at(`${path}.${index}`, item));
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, at(`${path}.${key}`, item)]),
      );
    return value;
  };
  return {
    ...resolved,
    layout: at("layout", resolved.layout) as unknown[],
    titleBar: at("titleBar", resolved.titleBar) as Record<string, unknown>,
  };
}

function translateRecord<T extends object>(
  record: T,
  translations: Translations,
  recordType: string,
  id: number | string,
  properties: readonly string[],
): T {
  let copy: T | null = null;
  for (const property of properties) {
    const text = translations.get(`${recordType}.${id}.${property}`);
    if (text === undefined) continue;
    copy ??= { ...record };
    (copy as Record<string, unknown>)[property] = text;
  }
  return copy ?? record;
}

const CATEGORY_PROPERTIES = ["name", "description"] as const;

/** A knowledge page's records in its params (docs/reference/knowledge-base.md#translations). */
const KNOWLEDGE_PARAMS = [
  { recordType: "knowledgeBase", idKey: "knowledgeBaseID" },
  { recordType: "knowledgeCategory", idKey: "knowledgeCategoryID" },
] as const;

/** The page's records in the reader's language: what banners, titles and breadcrumbs read through params. */
export function translateParams(params: LayoutParams, translations: Translations): LayoutParams {
  if (translations.size === 0) return params;
  const translated: LayoutParams = {
    ...params,
    siteSection: translateRecord(
      params.siteSection,
      translations,
      "siteSection",
      params.siteSection.sectionID,
      ["name", "description"],
    ),
  };
  const category = params.category as { categoryID?: unknown } | undefined;
  if (category && typeof category.categoryID === "number")
    translated.category = translateRecord(
      category,
      translations,
      "category",
      category.categoryID,
      CATEGORY_PROPERTIES,
    );
  for (const kind of KNOWLEDGE_PARAMS) {
    const record = params[kind.recordType] as Record<string, unknown> | undefined;
    const id = record?.[kind.idKey];
    if (record && typeof id === "number")
      translated[kind.recordType] = translateRecord(
        record,
        translations,
        kind.recordType,
        id,
        CATEGORY_PROPERTIES,
      );
  }
  const page = params.customPage as { customPageID?: unknown } | undefined;
  if (page && typeof page.customPageID === "number")
    translated.customPage = translateRecord(page, translations, "customPage", page.customPageID, ["name"]);
  return translated;
}

/** Records widget data names by their ID key, and which of their properties read translated. */
const NAMED_RECORDS = [
  { idKey: "categoryID", recordType: "category", properties: CATEGORY_PROPERTIES },
  { idKey: "roleID", recordType: "role", properties: ["name"] },
  // A knowledge category names its knowledge base too: it is looked for first.
  { idKey: "knowledgeCategoryID", recordType: "knowledgeCategory", properties: CATEGORY_PROPERTIES },
  { idKey: "knowledgeBaseID", recordType: "knowledgeBase", properties: CATEGORY_PROPERTIES },
] as const;

/**
 * Keys of records that only point at a category or knowledge base: a discussion or an article carries its
 * category's ID beside its own name, which is no category's to translate.
 */
const OTHER_RECORD_KEYS = ["discussionID", "commentID", "articleID", "recordType"] as const;

/** Every category and role a widget's data names (an object with its ID and a name), translated. */
export function translateRecords<T>(value: T, translations: Translations): T {
  if (translations.size === 0) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== "object") return node;
    const entries = Object.entries(node).map(([key, item]) => [key, walk(item)] as const);
    const copy = Object.fromEntries(entries) as Record<string, unknown>;
    if (typeof copy.name !== "string") return copy;
    if (OTHER_RECORD_KEYS.some((key) => key in copy)) return copy;
    for (const kind of NAMED_RECORDS) {
      const id = copy[kind.idKey];
      if (typeof id === "number")
        return translateRecord(copy, translations, kind.recordType, id, kind.properties);
    }
    return copy;
  };
  return walk(value) as T;
}

/** The hydrated page with the records its widgets name translated (layout sections and title bar). */
export function translateHydratedRecords(layout: HydratedLayout, translations: Translations): HydratedLayout {
  const named = [...translations.keys()].some((key) =>
    /^(category|role|knowledgeBase|knowledgeCategory)\./.test(key),
  );
  if (!named) return layout;
  return {
    ...layout,
    layout: translateRecords(layout.layout, translations),
    titleBar: translateRecords(layout.titleBar, translations),
  };
}
