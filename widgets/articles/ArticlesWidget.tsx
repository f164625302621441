// Articles (docs/reference/layout-widgets.md#widgets react.article.articles): a list of knowledge-base articles
// (featured, a category's or a knowledge base's), each with its excerpt, author and date, and a pager of plain links
// when the list pages.
import type { ArticlesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/articles";
import { ButtonLink } from "../../src/ui/Button";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { ArticleSummary } from "../../src/ui/knowledge/ArticleSummary";
import { Pager } from "../../src/ui/Pager";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

export default function ArticlesWidget(props: ArticlesWidgetHydrated) {
  const t = useT();
  const i18n = useI18n();
  // The author's own texts (translated when they are catalogue keys); a category's or base's name is a record.
  const title = props.titleType === "static" ? i18n.text(props.title) : props.title;
  const description = props.descriptionType === "static" ? i18n.text(props.description) : props.description;
  return (
    <WidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={description}
      containerOptions={props.containerOptions}
    >
      {props.newArticleUrl ? (
        <p className="mb-3">
          <ButtonLink to={props.newArticleUrl} size="sm">
            {t("New Article")}
          </ButtonLink>
        </p>
      ) : null}
      {props.articles.length === 0 ? (
        <p className="py-3 text-sm text-fg-muted">{t("There are no articles here yet.")}</p>
      ) : (
        <ul data-widget="articles" className="divide-y divide-border">
          {props.articles.map((article) => (
            <li key={article.articleID}>
              <ArticleSummary article={article} options={props.display} />
            </li>
          ))}
        </ul>
      )}
      {props.apiParams.paging ? (
        <Pager
          className="mt-4"
          page={props.paging.page}
          limit={props.paging.limit}
          total={props.paging.total}
          jumpToPage={false}
        />
      ) : null}
    </WidgetContainer>
  );
}
