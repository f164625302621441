// The search page's filters panel (docs/reference/ui-behaviour.md#search-page): categories (with child and archived
// ones), authors, tags with and/or, a date range and post types. Every change writes the address at once (back undoes
// it) and goes back to page 1; "Clear filters" keeps the query and the tab.
import { useAddonEnabled } from "../../../../layout/use-addon-enabled";
import { Button } from "../../../../ui/Button";
import { useT } from "../../../../ui/i18n/i18n-context";
import { EMPTY_SEARCH, hasFilters, type SearchState } from "../search-state";
import type { SearchUpdate } from "../use-search-state";
import { AuthorFilter } from "./AuthorFilter";
import { CategoryFilter } from "./CategoryFilter";
import { DateFilter, TypeFilter } from "./DateTypeFilters";
import { TagFilter } from "./TagFilter";

export interface SearchFiltersProps {
  id: string;
  hidden: boolean;
  state: SearchState;
  update: SearchUpdate;
}

export function SearchFilters({ id, hidden, state, update }: SearchFiltersProps) {
  const t = useT();
  // No tag filter while the tagging addon is off (docs/reference/addons.md).
  const taggingOn = useAddonEnabled("tagging");
  const clear = () =>
    update({
      categoryIDs: [],
      includeChildCategories: false,
      includeArchivedCategories: false,
      insertUserNames: [],
      tags: [],
      tagOperator: EMPTY_SEARCH.tagOperator,
      dateFrom: "",
      dateTo: "",
      types: [],
    });
  return (
    <section
      id={id}
      hidden={hidden}
      aria-label={t("Filters")}
      className="mt-3 grid gap-5 rounded-box border border-border bg-bg p-4 sm:grid-cols-2"
    >
      <CategoryFilter state={state} update={update} />
      <AuthorFilter state={state} update={update} />
      {taggingOn ? <TagFilter state={state} update={update} /> : null}
      <DateFilter state={state} update={update} />
      <TypeFilter state={state} update={update} />
      <div className="flex items-end justify-end sm:col-span-2">
        <Button variant="text" onClick={clear} disabled={!hasFilters(state) && !state.includeChildCategories}>
          {t("Clear filters")}
        </Button>
      </div>
    </section>
  );
}
