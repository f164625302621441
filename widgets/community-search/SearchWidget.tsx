// Search (docs/reference/layout-widgets.md#widgets react.community-search): a titled search box scoped to a domain, the
// shared search box (src/ui/search/SearchCombobox.tsx: suggestions as you type,
// docs/reference/ui-behaviour.md#search-box). A GET form to /search (query plus the scope's hidden params), so it works
// before scripts load. On a category page it searches within the category until widened
// (src/ui/search/search-scope.ts); with an external search configured, it sends the query there.
import { type CSSProperties, useRef } from "react";
import { categorySuggestionSource } from "../../src/client/api/search";
import { useExternalSearch } from "../../src/layout/external-search";
import { msg } from "../../src/lib/i18n/msg";
import type { SearchWidgetProps } from "../../src/types/generated/widgets/community-search";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { SearchCombobox } from "../../src/ui/search/SearchCombobox";
import { SearchBoxLeading } from "../../src/ui/search/SearchScopeChip";
import { categoryScopeParams, scopedPlaceholder, useCategoryScope } from "../../src/ui/search/search-scope";
import { WidgetContainer } from "../../src/ui/WidgetContainer";
import { searchScopeParams } from "./search-params";

const DOMAIN_LABELS: Record<SearchWidgetProps["domain"], string> = {
  all: msg("Search the community"),
  discussions: msg("Search posts"),
  places: msg("Search places"),
  members: msg("Search members"),
};

function postDomain(domain: SearchWidgetProps["domain"]): boolean {
  return domain === "all" || domain === "discussions";
}

export default function SearchWidget(props: SearchWidgetProps) {
  const t = useT();
  const i18n = useI18n();
  // The author's own texts, or the schema's defaults (catalogue keys).
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  const radius: CSSProperties | undefined =
    props.borderRadius === undefined ? undefined : { borderRadius: props.borderRadius };
  // Members and places are not inside a category: only a box that searches posts takes the page's category.
  const scope = useCategoryScope(postDomain(props.domain) ? props.searchCategory : null);
  const input = useRef<HTMLInputElement>(null);
  const externalSearch = useExternalSearch();
  return (
    <WidgetContainer
      title={title}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <search>
        <SearchCombobox
          label={
            scope.category
              ? t("Search in {category}", { category: scope.category.name })
              : t(DOMAIN_LABELS[props.domain])
          }
          placeholder={scopedPlaceholder(i18n.text(props.placeholder), scope.category, t)}
          extraParams={[
            ...searchScopeParams(props),
            ...(scope.category ? categoryScopeParams(scope.category) : []),
          ]}
          suggestionSource={categorySuggestionSource(scope.category?.categoryID)}
          externalSearch={externalSearch}
          inputRef={input}
          className="focus-ring-within flex min-h-10 w-full rounded-box border border-border-strong bg-bg"
          style={radius}
          fieldClassName="flex-1"
          inputClassName="h-10 px-2.5 text-base focus-visible:shadow-none focus-visible:outline-none"
          leading={<SearchBoxLeading scope={scope} input={input} iconClassName="ps-3" />}
        >
          <button
            type="submit"
            className="m-1 rounded-control bg-primary px-4 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-hover"
            style={radius}
          >
            {t("Search")}
          </button>
        </SearchCombobox>
      </search>
    </WidgetContainer>
  );
}
