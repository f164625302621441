// One article in a list (the Articles and Related Articles widgets, docs/reference/layout-widgets.md#widgets): its
// title as a link, then on request its excerpt and a line with its author and when it was last updated.
import type { Article } from "../../types/generated/api/article";
import { AppLink } from "../AppLink";
import { cx } from "../cx";
import { RichMessage } from "../i18n/i18n-context";
import { RelativeTime } from "../RelativeTime";

interface ArticleSummaryOptions {
  excerpt: boolean;
  author: boolean;
  date: boolean;
}

export function ArticleSummary({
  article,
  options,
  headingLevel = 3,
  className,
}: {
  article: Article;
  options: ArticleSummaryOptions;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const author = options.author ? article.insertUser : undefined;
  const date = options.date ? (article.dateUpdated ?? article.datePublished ?? article.dateInserted) : null;
  return (
    <article className={cx("py-3", className)} data-article-id={article.articleID}>
      <Heading className="text-base leading-snug">
        <AppLink
          to={article.url}
          className="font-semibold text-fg-heading hover:text-primary hover:underline underline-offset-2"
        >
          {article.name}
        </AppLink>
      </Heading>
      {options.excerpt && article.excerpt ? (
        <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{article.excerpt}</p>
      ) : null}
      {author || date ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-xs text-fg-muted">
          {author ? <span>{author.name}</span> : null}
          {author && date ? <span aria-hidden="true">·</span> : null}
          {date ? (
            <span>
              <RichMessage id="Updated <time></time>" values={{ time: () => <RelativeTime date={date} /> }} />
            </span>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
