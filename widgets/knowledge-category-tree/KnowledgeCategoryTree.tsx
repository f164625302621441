// Category navigation (docs/reference/layout-widgets.md#widgets react.knowledge-category-tree): a help center's
// categories as nested lists of links, the page's category marked (aria-current). Links are reachable with Tab;
// ArrowUp/ArrowDown, Home and End also move between them (docs/reference/layout-widgets.md#widget-props-in-detail).
import type { KeyboardEvent } from "react";
import { formatCompactNumber } from "../../src/lib/format-number";
import type { KnowledgeCategoryTreeHydrated } from "../../src/types/generated/widgets/hydrated/knowledge-category-tree";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { useI18n, useLocale, useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";
import { type CategoryNode, categoryTree } from "./tree";

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus between the tree's links (event time only: nothing here runs during render). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const index = links.indexOf(event.target as HTMLAnchorElement);
  if (index < 0 || links.length === 0) return;
  event.preventDefault();
  links[move(index, links.length)]?.focus();
}

function Branch({
  nodes,
  props,
  depth,
}: {
  nodes: CategoryNode[];
  props: KnowledgeCategoryTreeHydrated;
  depth: number;
}) {
  const t = useT();
  const locale = useLocale();
  const current = props.currentIsPage ? "page" : "location";
  return (
    <ul className={cx("flex flex-col gap-0.5", depth > 1 && "ms-3 mt-0.5 border-s border-border ps-2")}>
      {nodes.map(({ category, children }) => {
        const isCurrent = category.knowledgeCategoryID === props.currentCategoryID;
        return (
          <li key={category.knowledgeCategoryID}>
            <AppLink
              to={category.url}
              aria-current={isCurrent ? current : undefined}
              className={cx(
                "flex items-baseline justify-between gap-2 rounded-control px-2 py-1.5 text-sm hover:bg-bg-hover hover:text-primary",
                isCurrent ? "bg-bg-hover font-semibold text-fg-heading" : "text-fg",
              )}
            >
              <span className="min-w-0 break-words">{category.name}</span>
              {props.showCounts ? (
                <>
                  <span aria-hidden="true" className="shrink-0 text-xs text-fg-muted tabular-nums">
                    {formatCompactNumber(category.countArticles, locale)}
                  </span>
                  <span className="sr-only">
                    {t("{count, plural, one {# article} other {# articles}}", {
                      count: category.countArticles,
                    })}
                  </span>
                </>
              ) : null}
            </AppLink>
            {children.length > 0 ? <Branch nodes={children} props={props} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function KnowledgeCategoryTree(props: KnowledgeCategoryTreeHydrated) {
  const t = useT();
  const i18n = useI18n();
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  return (
    <WidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <nav
        aria-label={t("Categories of {knowledgeBase}", { knowledgeBase: props.knowledgeBase.name })}
        data-widget="knowledge-category-tree"
        onKeyDown={moveFocus}
      >
        <Branch nodes={categoryTree(props.categories)} props={props} depth={1} />
      </nav>
    </WidgetContainer>
  );
}
