// The search page's filters panel (docs/reference/ui-behaviour.md#search-page): categories (with child and archived
// ones), authors, tags with and/or, a date range and post types; while articles alone are searched (the Articles tab,
// the knowledge base's search) the knowledge base and its categories, authors and the date instead. A filter of the
// other kind still shows while it is set, so it can be taken off (the server drops it with a warning). Every change
// writes the address at once (back undoes it) and goes back to page 1; "Clear filters" keeps the query and the tab.
import { useAddonEnabled } from "../../../../layout/use-addon-enabled";
import { Button } from "../../../../ui/Button";
import { useT } from "../../../../ui/i18n/i18n-context";
import { EMPTY_SEARCH, hasFilters, type SearchMode, type SearchState } from "../search-state";
import type { SearchUpdate } from "../use-search-state";
import { AuthorFilter } from "./AuthorFilter";
import { CategoryFilter } from "./CategoryFilter";
import { DateFilter, TypeFilter } from "./DateTypeFilters";
import { KnowledgeFilter } from "./KnowledgeFilter";
import { TagFilter } from "./TagFilter";

export interface SearchFiltersProps {
  id: string;
  hidden: boolean;
  state: SearchState;
  update: SearchUpdate;
  mode?: SearchMode;
}

/** Which filters the panel shows (see the file's comment). */
function shownFilters(state: SearchState, mode: SearchMode) {
  const articlesOnly = mode === "knowledge" || state.tab === "articles";
  const postFiltersSet =
    state.categoryIDs.length > 0 ||
    state.tags.length > 0 ||
    state.types.length > 0 ||
    state.includeArchivedCategories;
  const articleFiltersSet = state.knowledgeBaseID !== null || state.knowledgeCategoryIDs.length > 0;
  return { posts: !articlesOnly || postFiltersSet, articles: articlesOnly || articleFiltersSet };
}

export function SearchFilters({ id, hidden, state, update, mode = "community" }: SearchFiltersProps) {
  const t = useT();
  // No tag filter while the tagging addon is off (docs/reference/addons.md).
  const taggingOn = useAddonEnabled("tagging");
  const shown = shownFilters(state, mode);
  const clear = () =>
    update({
      categoryIDs: [],
      includeChildCategories: false,
      includeArchivedCategories: false,
      knowledgeBaseID: null,
      knowledgeCategoryIDs: [],
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
      {shown.articles ? <KnowledgeFilter state={state} update={update} /> : null}
      {shown.posts ? <CategoryFilter state={state} update={update} /> : null}
      <AuthorFilter state={state} update={update} />
      {shown.posts && taggingOn ? <TagFilter state={state} update={update} /> : null}
      <DateFilter state={state} update={update} />
      {shown.posts ? <TypeFilter state={state} update={update} /> : null}
      <div className="flex items-end justify-end sm:col-span-2">
        <Button variant="text" onClick={clear} disabled={!hasFilters(state) && !state.includeChildCategories}>
          {t("Clear filters")}
        </Button>
      </div>
    </section>
  );
}
