// The search page's category filter (docs/reference/ui-behaviour.md#search-page): a picker fed by GET
// /categories/search (limit 50, 100 ms after typing pauses), the chosen categories as chips named by GET
// /categories/{id} (a shared link holds only ids; a picked category is put in that cache at once), and whether child
// and archived categories count too.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Checkbox } from "../../../../ui/Checkbox";
import { useT } from "../../../../ui/i18n/i18n-context";
import { useDebounced } from "../../../../ui/search/use-search-suggestions";
import { type Category, categoryQuery, useCategory } from "../../../api/categories";
import { useCategorySearch } from "../../../api/search";
import { MAX_CATEGORIES, type SearchState } from "../search-state";
import type { SearchUpdate } from "../use-search-state";
import { ChipPicker, type PickerOption } from "./ChipPicker";

/** Spec 001 §9: category suggestions are debounced 100 ms. */
export const CATEGORY_SUGGESTION_DEBOUNCE_MS = 100;

function categoryPath(category: Category): string {
  const crumbs = category.breadcrumbs ?? [];
  return crumbs
    .slice(0, -1)
    .map((crumb) => crumb.name)
    .filter((name) => name !== "Home")
    .join(" › ");
}

function CategoryName({ categoryID }: { categoryID: number }) {
  const t = useT();
  const category = useCategory(categoryID);
  return <>{category.data?.name ?? t("Category {id}", { id: categoryID })}</>;
}

export function CategoryFilter({ state, update }: { state: SearchState; update: SearchUpdate }) {
  const t = useT();
  const [text, setText] = useState("");
  const typed = useDebounced(text.trim(), CATEGORY_SUGGESTION_DEBOUNCE_MS);
  const found = useCategorySearch(typed);
  const queryClient = useQueryClient();
  const chosen = new Set(state.categoryIDs);
  const categories = (found.data ?? []).filter((category) => !chosen.has(category.categoryID));
  const options: PickerOption[] = categories.map((category) => ({
    key: String(category.categoryID),
    label: category.name,
    detail: categoryPath(category) || undefined,
  }));

  const pick = (option: PickerOption) => {
    const category = categories.find((candidate) => String(candidate.categoryID) === option.key);
    if (!category) return;
    queryClient.setQueryData(categoryQuery(category.categoryID).queryKey, category);
    update({ categoryIDs: [...state.categoryIDs, category.categoryID] });
  };

  return (
    <div className="flex flex-col gap-2">
      <ChipPicker
        label={t("Categories")}
        chosenLabel={t("Chosen categories")}
        suggestionsLabel={t("Categories suggestions")}
        placeholder={t("Find a category")}
        text={text}
        onTextChange={setText}
        options={text.trim() ? options : []}
        onPick={pick}
        full={state.categoryIDs.length >= MAX_CATEGORIES}
        chips={state.categoryIDs.map((categoryID) => ({
          key: String(categoryID),
          text:
            queryClient.getQueryData<Category>(categoryQuery(categoryID).queryKey)?.name ??
            t("Category {id}", { id: categoryID }),
          content: <CategoryName categoryID={categoryID} />,
          onRemove: () => update({ categoryIDs: state.categoryIDs.filter((id) => id !== categoryID) }),
        }))}
      />
      <Checkbox
        label={t("Include child categories")}
        checked={state.includeChildCategories}
        onChange={(event) => update({ includeChildCategories: event.target.checked })}
      />
      <Checkbox
        label={t("Include archived categories")}
        checked={state.includeArchivedCategories}
        onChange={(event) => update({ includeArchivedCategories: event.target.checked })}
      />
    </div>
  );
}
