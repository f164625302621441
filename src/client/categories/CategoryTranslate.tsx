// A category's Translate control in the categories lists (docs/reference/localisation.md#content-translations): its
// name and description in the site's other languages, for administrators (the button checks site.manage). Offered
// on pages in the source language, where the list shows the category's own text.
import { SOURCE_LOCALE } from "../../lib/i18n/locales";
import type { Category } from "../../types/generated/api/category";
import { useI18n } from "../../ui/i18n/i18n-context";
import { categoryTranslationProperties } from "../translator/properties";
import { TranslateButton } from "../translator/TranslateButton";

export default function CategoryTranslate({
  category,
}: {
  category: Pick<Category, "categoryID" | "name" | "description">;
}) {
  const { locale } = useI18n();
  if (locale !== SOURCE_LOCALE) return null;
  return <TranslateButton properties={categoryTranslationProperties(category)} label={category.name} />;
}
