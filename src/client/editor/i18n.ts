// The editor speaks outside components too (the store, the operations' refusals, the drag announcements): that code
// takes the page's `t`, and English (the keys themselves) when it is given none, as in unit tests.
import { createTranslator, type Translator } from "../../lib/i18n/translator";
import type { TranslateFn } from "../../ui/i18n/i18n-context";
import type { LayoutCatalog } from "./model/catalog";

export type { TranslateFn };

const ENGLISH = createTranslator({ locale: "en" });

export const englishT: TranslateFn = ENGLISH.t;

/** What the editor store needs of the page's translator. */
export type EditorI18n = Pick<Translator, "t" | "text">;

export const ENGLISH_I18N: EditorI18n = ENGLISH;

function localiseItems<Item extends { name: string; widgetGroup: string }>(
  items: Record<string, Item>,
  text: (value: string) => string,
): Record<string, Item> {
  return Object.fromEntries(
    Object.entries(items).map(([key, item]) => [
      key,
      { ...item, name: text(item.name), widgetGroup: text(item.widgetGroup) },
    ]),
  );
}

/**
 * The catalog with its widget, section and group names (the schemas' x-widget names, catalogue keys) in the page's
 * language, so the palette, the canvas, the outline and every announcement name them alike.
 */
export function localiseCatalog(catalog: LayoutCatalog, text: (value: string) => string): LayoutCatalog {
  return {
    ...catalog,
    widgets: localiseItems(catalog.widgets, text),
    assets: localiseItems(catalog.assets, text),
    sections: localiseItems(catalog.sections, text),
  };
}
