// /search (docs/reference/routes.md#app-routes, docs/reference/ui-behaviour.md#search-page): the query box (the shared
// search box, with suggestions), the filters panel, the sort, and the record-type tabs with their counts and results,
// over GET /api/v2/search and /search/summary. The address holds the whole search (search-state.ts): back/forward and a
// shared link restore it, and /search?categoryID=N opens it narrowed to a category. The older `search` parameter is
// read too. /kb/search is the same page in knowledge-base mode: articles only, no tabs, the article filters
// (/kb/search?knowledgeBaseID=N opens it narrowed to a knowledge base). Renders on the server as well: nothing here
// reads the window while rendering.
import { useId, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { Button } from "../../../ui/Button";
import { Icon } from "../../../ui/Icon";
import { useT } from "../../../ui/i18n/i18n-context";
import { SearchCombobox } from "../../../ui/search/SearchCombobox";
import { searchSuggestionSource } from "../../api/search";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { PageFrame } from "../PageFrame";
import { SearchFilters } from "./filters/SearchFilters";
import { SearchResults } from "./SearchResults";
import { SearchTabs } from "./SearchTabs";
import {
  hasFilters,
  type SearchMode,
  type SearchSort,
  SORTS,
  searchPagePath,
  searchStateParams,
} from "./search-state";
import { useSearchState } from "./use-search-state";

/** The filters and sort as hidden fields, so the form without scripts searches with them too. */
function hiddenParams(params: URLSearchParams): [string, string][] {
  return [...params.entries()].filter(([name]) => name !== "query" && name !== "page");
}

/** The texts that differ between the two modes (message keys). */
const TEXTS = {
  community: { heading: msg("Search"), box: msg("Search the community"), title: msg("{query} - Search") },
  knowledge: {
    heading: msg("Search the Knowledge Base"),
    box: msg("Search the knowledge base"),
    title: msg("{query} - Search the Knowledge Base"),
  },
} as const;

/** /kb/search (src/lib/app-routes.ts). */
export function KnowledgeSearchPage() {
  return <SearchPage mode="knowledge" />;
}

export function SearchPage({ mode = "community" }: { mode?: SearchMode }) {
  const { site } = useAppState();
  const t = useT();
  const texts = TEXTS[mode];
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const [state, update] = useSearchState(mode);
  const [draft, setDraft] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  // A search from the title bar, or back/forward, changes the address: the box follows it.
  if (shownQuery !== state.query) {
    setShownQuery(state.query);
    setDraft(state.query);
  }
  const [filtersOpen, setFiltersOpen] = useState(() => hasFilters(state));
  const id = useId();
  useDocumentTitle(state.query ? t(texts.title, { query: state.query }) : t(texts.heading), site.name);

  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={`${id}-heading`} className="mx-auto w-full max-w-4xl px-4 py-8">
        <h1 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {t(texts.heading)}
        </h1>
        <search className="mt-4">
          <SearchCombobox
            label={t(texts.box)}
            placeholder={t("Search")}
            value={draft}
            onValueChange={setDraft}
            onSearch={(query) => update({ query })}
            suggestionSource={searchSuggestionSource}
            triggerOnClear
            action={searchPagePath(mode)}
            extraParams={hiddenParams(searchStateParams(state, mode))}
            className="flex gap-2"
            fieldClassName="focus-ring-within h-9 flex-1 rounded-control border border-border-strong bg-bg"
            inputClassName="h-full px-3 text-sm focus-visible:shadow-none focus-visible:outline-none"
          >
            <Button type="submit" variant="primary">
              {t("Search")}
            </Button>
          </SearchCombobox>
        </search>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Icon name="chevronDown" size={16} className={filtersOpen ? "rotate-180" : undefined} />
            {t("Filters")}
          </Button>
          <div className="inline-flex items-center gap-2 text-sm text-fg">
            <label htmlFor={`${id}-sort`}>{t("Sort by")}</label>
            <select
              id={`${id}-sort`}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as SearchSort })}
              className="h-9 rounded-control border border-border-strong bg-bg px-2 text-sm text-fg"
            >
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {t(sort.label)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SearchFilters id={`${id}-filters`} hidden={!filtersOpen} state={state} update={update} mode={mode} />
        {mode === "knowledge" ? (
          <SearchResults state={state} mode={mode} />
        ) : (
          <SearchTabs state={state} update={update} />
        )}
      </section>
    </PageFrame>
  );
}
