// Search (docs/reference/layout-widgets.md#widgets react.community-search): a titled search box scoped to a domain. A
// plain GET form to /search (query plus the scope's hidden params), so it works before scripts load.
import { type CSSProperties, useId } from "react";
import type { SearchWidgetProps } from "../../src/types/generated/widgets/community-search";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";
import { WidgetContainer } from "../../src/ui/WidgetContainer";
import { searchScopeParams } from "./search-params";

const DOMAIN_LABELS: Record<SearchWidgetProps["domain"], string> = {
  all: "Search the community",
  discussions: "Search posts",
  places: "Search places",
  members: "Search members",
};

export default function SearchWidget(props: SearchWidgetProps) {
  const inputId = useId();
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
        <form
          action="/search"
          method="get"
          className="focus-ring-within flex min-h-10 w-full rounded-box border border-border-strong bg-bg"
          style={radius}
        >
          <label htmlFor={inputId} className="sr-only">
            {DOMAIN_LABELS[props.domain]}
          </label>
          <span className="pointer-events-none flex items-center pl-3 text-fg-muted">
            <Icon name="search" size={18} />
          </span>
          <input
            id={inputId}
            type="search"
            name="query"
            placeholder={props.placeholder}
            autoComplete="off"
            className="h-10 min-w-0 flex-1 bg-transparent px-2.5 text-base text-fg placeholder:text-fg-muted focus-visible:shadow-none focus-visible:outline-none"
          />
          {searchScopeParams(props).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className={cx(
              "m-1 rounded-control bg-primary px-4 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-hover",
            )}
            style={radius}
          >
            Search
          </button>
        </form>
      </search>
    </WidgetContainer>
  );
}
