// Site records shown in the reader's language (docs/reference/localisation.md#content-translations): a layout's
// own texts (any string of the stored document, by its JSON path: `layout.{layoutID}.layout.0.children.1.title`),
// the page's records in the params (site section, category, custom page), and every category a widget's data names
// (objects with a categoryID: lists, breadcrumbs, post meta). What has no translation keeps its source text.
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
  const page = params.customPage as { customPageID?: unknown } | undefined;
  if (page && typeof page.customPageID === "number")
    translated.customPage = translateRecord(page, translations, "customPage", page.customPageID, ["name"]);
  return translated;
}

/** Every object with a numeric categoryID and a name in a widget's data: its name and description translated. */
export function translateCategories<T>(value: T, translations: Translations): T {
  if (translations.size === 0) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== "object") return node;
    const entries = Object.entries(node).map(([key, item]) => [key, walk(item)] as const);
    const copy = Object.fromEntries(entries) as Record<string, unknown>;
    if (typeof copy.categoryID === "number" && typeof copy.name === "string")
      return translateRecord(copy, translations, "category", copy.categoryID, CATEGORY_PROPERTIES);
    return copy;
  };
  return walk(value) as T;
}

/** The hydrated page with its categories translated (layout sections and title bar). */
export function translateHydratedCategories(
  layout: HydratedLayout,
  translations: Translations,
): HydratedLayout {
  if (![...translations.keys()].some((key) => key.startsWith("category."))) return layout;
  return {
    ...layout,
    layout: translateCategories(layout.layout, translations),
    titleBar: translateCategories(layout.titleBar, translations),
  };
}
