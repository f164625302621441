// /search?query= (docs/reference/routes.md#app-routes): a search
// field and the discussions whose title or text holds every word of the query (GET /discussions?query=), 30 to a page
// with the pager. The older `search` parameter is read too. Searching again replaces the query and goes back to
// page 1. Richer search (other record types, filters, suggestions) comes later; this page is where
// every search box leads meanwhile.
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { SEARCH_PAGE_LIMIT, useDiscussionSearch } from "../../api/discussions";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { failureFromError } from "../entry-form";
import { PageFrame } from "../PageFrame";
import { SearchResult } from "./SearchResult";

function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function SearchResults({ query, page }: { query: string; page: number }) {
  const results = useDiscussionSearch(query, page);
  if (!query) return <p className="mt-6 text-fg-muted">Type what you are looking for above.</p>;
  if (results.isPending) return <Loader label="Searching" className="mt-6" />;
  if (results.isError)
    return <FormAlert className="mt-6" message={failureFromError(results.error, []).message} />;
  const { items, total } = results.data;
  if (items.length === 0) return <p className="mt-6 text-fg">No results for “{query}”.</p>;
  return (
    <>
      <p className="mt-6 text-sm text-fg-muted" aria-live="polite">
        {total} {total === 1 ? "result" : "results"} for “{query}”
      </p>
      <ul
        className="divide-y divide-border"
        aria-label="Search results"
        aria-busy={results.isPlaceholderData}
      >
        {items.map((discussion) => (
          <li key={discussion.discussionID}>
            <SearchResult discussion={discussion} />
          </li>
        ))}
      </ul>
      <Pager className="mt-4" page={page} limit={SEARCH_PAGE_LIMIT} total={total} />
    </>
  );
}

export function SearchPage() {
  const { site } = useAppState();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const [params, setParams] = useSearchParams();
  const query = (params.get("query") ?? params.get("search") ?? "").trim();
  const page = pageFrom(params);
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // A search from the title bar while on this page changes the address: the field follows it.
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  const fieldID = useId();
  useDocumentTitle(query ? `${query} - Search` : "Search", site.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next) return;
    setParams({ query: next });
  };

  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={`${fieldID}-heading`} className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 id={`${fieldID}-heading`} className="text-2xl font-bold tracking-tight">
          Search
        </h1>
        <search className="mt-4">
          <form action="/search" method="get" onSubmit={submit} className="flex gap-2">
            <label htmlFor={fieldID} className="sr-only">
              Search the community
            </label>
            <input
              id={fieldID}
              type="search"
              name="query"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Search"
              autoComplete="off"
              className={INPUT_CLASSES}
            />
            <Button type="submit" variant="primary">
              Search
            </Button>
          </form>
        </search>
        <SearchResults query={query} page={page} />
      </section>
    </PageFrame>
  );
}
