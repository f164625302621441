// The record-type tabs of the search page (All, Discussions, Comments, Categories, Members), each with its count
// from the summary of every record type for the same query and filters; the open tab's panel holds its results.
// The address holds the open tab (recordTypes), so choosing one is a navigation.
import { formatCompactNumber } from "../../../lib/format-number";
import { cx } from "../../../ui/cx";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { Tabs } from "../../../ui/Tabs";
import { useSearchSummary } from "../../api/search";
import { SearchResults } from "./SearchResults";
import {
  isSearchable,
  SEARCH_TABS,
  type SearchState,
  type SearchTabID,
  summaryRequest,
  tabCount,
  tabCountIsLowerBound,
} from "./search-state";
import type { SearchUpdate } from "./use-search-state";

function tabClass(selected: boolean): string {
  return cx(
    "-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap",
    selected
      ? "border-primary text-primary"
      : "border-transparent text-fg-muted hover:border-border-strong hover:text-fg",
  );
}

/** `more`: the count stopped early (docs/reference/search.md#cost), so it reads "1k+". */
function TabLabel({ label, count, more }: { label: string; count: number | undefined; more: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {t(label)}
      {count === undefined ? null : (
        <>
          <span
            aria-hidden="true"
            className="rounded-full bg-bg-hover px-1.5 text-xs font-semibold text-fg-muted"
          >
            {formatCompactNumber(count, locale)}
            {more ? "+" : ""}
          </span>
          <span className="sr-only">
            ,{" "}
            {more
              ? t("{count} or more results", { count })
              : t("{count, plural, one {# result} other {# results}}", { count })}
          </span>
        </>
      )}
    </>
  );
}

export function SearchTabs({ state, update }: { state: SearchState; update: SearchUpdate }) {
  const searchable = isSearchable(state);
  const t = useT();
  const summary = useSearchSummary(summaryRequest(state, "all"), searchable);
  const counts = searchable ? summary.data?.recordTypes : undefined;
  return (
    <Tabs<SearchTabID>
      tabs={SEARCH_TABS.map((tab) => ({
        id: tab.id,
        label: (
          <TabLabel
            label={tab.label}
            count={counts ? (tab.id === "all" ? summary.data?.total : tabCount(tab, counts)) : undefined}
            more={Boolean(counts) && tabCountIsLowerBound(tab, summary.data?.cappedRecordTypes)}
          />
        ),
      }))}
      selected={state.tab}
      onSelect={(tab) => update({ tab })}
      label={t("Record types")}
      idPrefix="search"
      panels="every"
      renderPanel={() => <SearchResults state={state} />}
      listClassName="mt-6 flex gap-1 overflow-x-auto border-b border-border"
      tabClassName={tabClass}
    />
  );
}
