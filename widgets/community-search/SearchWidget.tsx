// Search (docs/reference/layout-widgets.md#widgets react.community-search): a titled search box scoped to a domain,
// the shared search box (src/ui/search/SearchCombobox.tsx: suggestions as you type, spec 001 §4.1). A GET form to
// /search (query plus the scope's hidden params), so it works before scripts load.
import type { CSSProperties } from "react";
import { searchSuggestionSource } from "../../src/client/api/search";
import type { SearchWidgetProps } from "../../src/types/generated/widgets/community-search";
import { Icon } from "../../src/ui/Icon";
import { SearchCombobox } from "../../src/ui/search/SearchCombobox";
import { WidgetContainer } from "../../src/ui/WidgetContainer";
import { searchScopeParams } from "./search-params";

const DOMAIN_LABELS: Record<SearchWidgetProps["domain"], string> = {
  all: "Search the community",
  discussions: "Search posts",
  places: "Search places",
  members: "Search members",
};

export default function SearchWidget(props: SearchWidgetProps) {
  const title = props.titleType === "none" ? "" : props.title;
  const radius: CSSProperties | undefined =
    props.borderRadius === undefined ? undefined : { borderRadius: props.borderRadius };
  return (
    <WidgetContainer
      title={title}
      description={props.descriptionType === "none" ? "" : props.description}
      containerOptions={props.containerOptions}
    >
      <search>
        <SearchCombobox
          label={DOMAIN_LABELS[props.domain]}
          placeholder={props.placeholder}
          extraParams={searchScopeParams(props)}
          suggestionSource={searchSuggestionSource}
          className="focus-ring-within flex min-h-10 w-full rounded-box border border-border-strong bg-bg"
          style={radius}
          fieldClassName="flex-1"
          inputClassName="h-10 px-2.5 text-base focus-visible:shadow-none focus-visible:outline-none"
          leading={
            <span aria-hidden="true" className="pointer-events-none flex items-center pl-3 text-fg-muted">
              <Icon name="search" size={18} />
            </span>
          }
        >
          <button
            type="submit"
            className="m-1 rounded-control bg-primary px-4 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-hover"
            style={radius}
          >
            Search
          </button>
        </SearchCombobox>
      </search>
    </WidgetContainer>
  );
}
