// A search box on a category page searches within that category and the ones below it
// (docs/reference/ui-behaviour.md#search-box-scope) until the reader widens it to the whole forum: the scope shows as
// the placeholder ("Search in Help") and as a chip whose button removes it. Pure parts and the scope's state, so
// every box and its tests agree.
import { useState } from "react";
import { englishText, type Translate } from "../../lib/english-text";

export interface ScopeCategory {
  categoryID: number;
  name: string;
}

/** The search page parameters of a category scope: the category with its subtree. */
export function categoryScopeParams(category: ScopeCategory): [string, string][] {
  return [
    ["categoryID", String(category.categoryID)],
    ["includeChildCategories", "true"],
  ];
}

/** The box's placeholder: "Search in Help" while scoped (in the language of `t`), else its own. */
export function scopedPlaceholder(
  placeholder: string,
  category: ScopeCategory | null,
  t: Translate = englishText,
): string {
  return category ? t("Search in {category}", { category: category.name }) : placeholder;
}

/** The category searched now: the page's until widened (for as long as the box lives). */
export function useCategoryScope(category: ScopeCategory | null | undefined): {
  category: ScopeCategory | null;
  widen(): void;
} {
  const [widened, setWidened] = useState(false);
  return { category: !widened && category ? category : null, widen: () => setWidened(true) };
}
