// The banner's search box: the shared search box (src/ui/search/SearchCombobox.tsx: suggestions as you type; a real GET
// form to /search?query=, so it works before scripts load). At most 705 px wide and at least 40 px high
// (docs/reference/ui-behaviour.md#search-box). On a category page it searches within the category until widened
// (src/ui/search/search-scope.ts); with an external search configured, it sends the query there.
import { useRef } from "react";
import { categorySuggestionSource } from "../../src/client/api/search";
import { useExternalSearch } from "../../src/layout/external-search";
import { cx } from "../../src/ui/cx";
import { useT } from "../../src/ui/i18n/i18n-context";
import { SearchCombobox } from "../../src/ui/search/SearchCombobox";
import { SearchBoxLeading } from "../../src/ui/search/SearchScopeChip";
import {
  categoryScopeParams,
  type ScopeCategory,
  scopedPlaceholder,
  useCategoryScope,
} from "../../src/ui/search/search-scope";

export function BannerSearch({ centered, category }: { centered: boolean; category?: ScopeCategory }) {
  const t = useT();
  const scope = useCategoryScope(category);
  const input = useRef<HTMLInputElement>(null);
  const externalSearch = useExternalSearch();
  return (
    <search className={cx("w-full max-w-[705px] text-start", centered && "mx-auto")}>
      <SearchCombobox
        label={
          scope.category
            ? t("Search in {category}", { category: scope.category.name })
            : t("Search the community")
        }
        placeholder={scopedPlaceholder(t("Search"), scope.category, t)}
        suggestionSource={categorySuggestionSource(scope.category?.categoryID)}
        extraParams={scope.category ? categoryScopeParams(scope.category) : []}
        externalSearch={externalSearch}
        inputRef={input}
        className="focus-ring-within flex min-h-10 w-full rounded-box bg-bg shadow-raised"
        fieldClassName="flex-1"
        inputClassName="h-11 px-3 text-base focus-visible:shadow-none focus-visible:outline-none"
        leading={<SearchBoxLeading scope={scope} input={input} iconClassName="ps-3.5" />}
      >
        <button
          type="submit"
          className="m-1 rounded-control bg-primary px-5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-hover"
        >
          {t("Search")}
        </button>
      </SearchCombobox>
    </search>
  );
}
