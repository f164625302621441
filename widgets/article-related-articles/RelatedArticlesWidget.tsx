// Related Articles (docs/reference/layout-widgets.md#widgets react.article-related-articles): other articles that
// share the page article's words, as title links with their excerpts.
import type { RelatedArticlesHydrated } from "../../src/types/generated/widgets/hydrated/article-related-articles";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { ArticleSummary } from "../../src/ui/knowledge/ArticleSummary";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

const OPTIONS = { excerpt: true, author: false, date: false };

export default function RelatedArticlesWidget(props: RelatedArticlesHydrated) {
  const i18n = useI18n();
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  return (
    <WidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <ul data-widget="related-articles" className="divide-y divide-border">
        {props.articles.map((article) => (
          <li key={article.articleID}>
            <ArticleSummary article={article} options={OPTIONS} />
          </li>
        ))}
      </ul>
    </WidgetContainer>
  );
}
