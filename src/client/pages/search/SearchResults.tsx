// The open tab's results (docs/reference/ui-behaviour.md#search-page): the warnings for filters the server dropped, how
// many matched, the results, and the pager with jump-to-page; nothing matched → the "did you mean" query as a link. A
// new page or filter keeps the last results on screen, marked busy, until the next arrive.
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "../../../ui/FormAlert";
import { RichMessage, type TranslateFn, useLocale, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { SEARCH_PAGE_LIMIT, type SearchSummary, useSearchResults, useSearchSummary } from "../../api/search";
import { failureFromError } from "../entry-form";
import { SearchResult } from "./SearchResult";
import {
  isSearchable,
  resultsRequest,
  type SearchMode,
  type SearchState,
  searchPagePath,
  searchStateParams,
  summaryRequest,
} from "./search-state";

/**
 * The pager's links lead to /search?…&page=N (or /kb/search), an app page the shared Link treats as a page load:
 * inside this page they go through the router instead (same address, no reload, back at the top).
 */
function useSearchLinkClicks(mode: SearchMode) {
  const navigate = useNavigate();
  const path = searchPagePath(mode);
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a") : null;
    const href = anchor?.getAttribute("href") ?? "";
    if (!href.startsWith(`${path}?`)) return;
    event.preventDefault();
    navigate(href);
    // A new page starts at the top, as a page load would.
    window.scrollTo({ top: 0 });
  };
}

function searchHref(state: SearchState, mode: SearchMode): string {
  return `${searchPagePath(mode)}?${searchStateParams(state, mode).toString()}`;
}

function Warnings({ warnings }: { warnings: readonly string[] }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <div className="mt-4 rounded-control border border-warning/40 border-l-4 border-l-warning bg-warning-soft px-3 py-2 text-sm text-fg">
      <p className="font-semibold">{t("Some filters do not apply to these results.")}</p>
      <ul className="mt-0.5 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

interface NoResultsProps {
  state: SearchState;
  summary: SearchSummary | undefined;
  mode: SearchMode;
}

function NoResults({ state, summary, mode }: NoResultsProps) {
  const t = useT();
  const better = summary?.didYouMean;
  return (
    <div className="mt-6 text-fg">
      <p>
        {state.query
          ? t("No results for “{query}”.", { query: state.query })
          : t("No results for these filters.")}
      </p>
      {better && better !== state.query ? (
        <p className="mt-2">
          <RichMessage
            id="Did you mean <link>{query}</link>?"
            values={{
              query: better,
              link: (chunks) => (
                <Link
                  to={searchHref({ ...state, query: better, page: 1 }, mode)}
                  className="font-semibold text-primary hover:underline"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
    </div>
  );
}

/**
 * "1 result", "24 results", or "1,000+ results" when the server stopped counting (docs/reference/search.md#cost),
 * with " for “query”" after them when there is a query.
 */
export function resultCount(
  total: number,
  lowerBound: boolean,
  query: string,
  t: TranslateFn,
  locale: string,
) {
  if (lowerBound) {
    const count = total.toLocaleString(locale);
    return query ? t("{count}+ results for “{query}”", { count, query }) : t("{count}+ results", { count });
  }
  return query
    ? t("{count, plural, one {# result} other {# results}} for “{query}”", { count: total, query })
    : t("{count, plural, one {# result} other {# results}}", { count: total });
}

export function SearchResults({ state, mode = "community" }: { state: SearchState; mode?: SearchMode }) {
  const searchable = isSearchable(state);
  const results = useSearchResults(resultsRequest(state), searchable);
  const summary = useSearchSummary(summaryRequest(state), searchable);
  const onClick = useSearchLinkClicks(mode);
  const t = useT();
  const locale = useLocale();
  if (!searchable) return <p className="mt-6 text-fg-muted">{t("Type what you are looking for above.")}</p>;
  if (results.isPending) return <Loader label={t("Searching")} className="mt-6" />;
  if (results.isError) {
    const failure = failureFromError(results.error, [], t);
    return <FormAlert className="mt-6" message={failure.message} description={failure.description} />;
  }
  const { items, total, totalIsLowerBound = false, hasNextPage } = results.data;
  const warnings = summary.data?.warnings ?? [];
  if (items.length === 0) {
    return (
      <>
        <Warnings warnings={warnings} />
        <NoResults state={state} summary={summary.data} mode={mode} />
      </>
    );
  }
  return (
    <>
      <Warnings warnings={warnings} />
      <p className="mt-4 text-sm text-fg-muted" aria-live="polite">
        {resultCount(total, totalIsLowerBound, state.query, t, locale)}
      </p>
      <ul
        className="divide-y divide-border"
        aria-label={t("Search results")}
        aria-busy={results.isPlaceholderData}
      >
        {items.map((result) => (
          <li key={`${result.recordType}-${result.recordID}`}>
            <SearchResult result={result} />
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches the pager links' own clicks (keyboard included) */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter fires the same click */}
      <div onClick={onClick}>
        <Pager
          className="mt-4"
          page={state.page}
          limit={SEARCH_PAGE_LIMIT}
          total={total}
          hasMorePages={totalIsLowerBound && hasNextPage}
          jumpToPage
        />
      </div>
    </>
  );
}
