// The article (docs/reference/layout-widgets.md#assets react.asset.article): its title as the page's h1, the author
// and dates, the sanitized body rendered by the server, when it was last updated, the discussion it was converted
// from, and Edit and Revisions links for the knowledge base's editors.
import { PostAuthor } from "../../src/client/post/PostAuthor";
import type { ArticleAssetHydrated } from "../../src/types/generated/widgets/hydrated/article";
import { AppLink } from "../../src/ui/AppLink";
import { Badge } from "../../src/ui/Badge";
import { ButtonLink } from "../../src/ui/Button";
import { RichMessage, useT } from "../../src/ui/i18n/i18n-context";
import { RelativeTime } from "../../src/ui/RelativeTime";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

function EditorLinks({ editUrl, revisionsUrl }: { editUrl: string | null; revisionsUrl: string | null }) {
  const t = useT();
  if (!editUrl && !revisionsUrl) return null;
  return (
    <div className="flex shrink-0 gap-2">
      {editUrl ? (
        <ButtonLink to={editUrl} size="sm">
          {t("Edit")}
        </ButtonLink>
      ) : null}
      {revisionsUrl ? (
        <ButtonLink to={revisionsUrl} size="sm">
          {t("Revisions")}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function Meta({ article }: { article: ArticleAssetHydrated["article"] }) {
  const published = article.datePublished ?? article.dateInserted;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
      <PostAuthor user={article.insertUser} />
      <span>
        <RichMessage
          id="Published <time></time>"
          values={{ time: () => <RelativeTime date={published} /> }}
        />
      </span>
    </p>
  );
}

export default function ArticleAsset(props: ArticleAssetHydrated) {
  const t = useT();
  const { article } = props;
  const updated = article.dateUpdated ?? article.datePublished;
  const body = (
    <article aria-labelledby="article-title" data-article-id={article.articleID} className="mb-6">
      <header>
        {article.status === "published" ? null : (
          <Badge tone={article.status === "deleted" ? "muted" : "warning"}>
            {article.status === "deleted" ? t("Deleted") : t("Draft")}
          </Badge>
        )}
        <div className="flex items-start gap-3">
          <h1 id="article-title" className="min-w-0 flex-1 text-3xl font-bold tracking-tight break-words">
            {article.name}
          </h1>
          <EditorLinks editUrl={props.editUrl} revisionsUrl={props.revisionsUrl} />
        </div>
        {props.showMeta ? <Meta article={article} /> : null}
      </header>
      <div
        className="userContent mt-6 text-fg"
        lang={article.locale}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (src/server/format)
        dangerouslySetInnerHTML={{ __html: article.body ?? "" }}
      />
      <footer className="mt-6 flex flex-col gap-1 border-t border-border pt-3 text-sm text-fg-muted">
        {props.showMeta && updated ? (
          <p>
            <RichMessage
              id="Last updated <time></time>"
              values={{ time: () => <RelativeTime date={updated} /> }}
            />
          </p>
        ) : null}
        {props.sourceDiscussion ? (
          <p>
            <RichMessage
              id="From the discussion <link>{name}</link>"
              values={{
                name: props.sourceDiscussion.name,
                link: (chunks) => (
                  <AppLink
                    to={props.sourceDiscussion?.url ?? "/"}
                    className="font-semibold text-primary hover:underline underline-offset-2"
                  >
                    {chunks}
                  </AppLink>
                ),
              }}
            />
          </p>
        ) : null}
      </footer>
    </article>
  );
  // A frame only when the layout asks for one: the article itself is the page's heading.
  return props.containerOptions ? (
    <WidgetContainer containerOptions={props.containerOptions}>{body}</WidgetContainer>
  ) : (
    body
  );
}
