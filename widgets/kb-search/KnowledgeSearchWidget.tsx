// Knowledge Base Search (docs/reference/layout-widgets.md#widgets react.kb-search): a search box over one knowledge
// base (the page's, or the one chosen), else over all of them. A plain GET form to /kb/search (query and
// knowledgeBaseID), so it works before scripts load; with scripts the app's router opens the results.
import { type FormEvent, useId } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import type { KnowledgeSearchHydrated } from "../../src/types/generated/widgets/hydrated/kb-search";
import { Icon } from "../../src/ui/Icon";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

const KB_SEARCH_PATH = "/kb/search";

/** The results' address for the form's fields, as the browser would build it. */
function searchAddress(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return `${KB_SEARCH_PATH}?${params.toString()}`;
}

interface FormProps {
  props: KnowledgeSearchHydrated;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
}

function SearchForm({ props, onSubmit }: FormProps) {
  const t = useT();
  const i18n = useI18n();
  const inputID = useId();
  const base = props.knowledgeBase;
  return (
    <search>
      <form
        action={KB_SEARCH_PATH}
        method="get"
        onSubmit={onSubmit}
        className="focus-ring-within flex min-h-10 w-full items-center rounded-box border border-border-strong bg-bg"
      >
        <label htmlFor={inputID} className="sr-only">
          {base ? t("Search {knowledgeBase}", { knowledgeBase: base.name }) : t("Search the knowledge base")}
        </label>
        <Icon name="search" size={18} className="ms-3 shrink-0 text-fg-muted" />
        <input
          id={inputID}
          type="search"
          name="query"
          required
          placeholder={i18n.text(props.placeholder)}
          className="h-10 min-w-0 flex-1 bg-transparent px-2.5 text-base focus-visible:shadow-none focus-visible:outline-none"
        />
        {base ? <input type="hidden" name="knowledgeBaseID" value={base.knowledgeBaseID} /> : null}
        <button
          type="submit"
          className="m-1 rounded-control bg-primary px-4 py-1.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-hover"
        >
          {t("Search")}
        </button>
      </form>
    </search>
  );
}

/** In the app: the results open through the router, without a page load. */
function RoutedSearchForm({ props }: FormProps) {
  const navigate = useNavigate();
  return (
    <SearchForm
      props={props}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchAddress(event.currentTarget));
      }}
    />
  );
}

export default function KnowledgeSearchWidget(props: KnowledgeSearchHydrated) {
  const i18n = useI18n();
  const Form = useInRouterContext() ? RoutedSearchForm : SearchForm;
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title)}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <div data-widget="kb-search">
        <Form props={props} />
      </div>
    </WidgetContainer>
  );
}
