// Suggested Content (docs/reference/layout-widgets.md#widgets react.suggestedcontent): "Discover" with two parts,
// categories to follow and suggested posts, each with its own heading. Stacks on narrow columns, side by side when
// wide. Each post has the same meta line as the post lists (discussionOptions.metas).
import type { ReactNode } from "react";
import { DiscussionMetas } from "../../src/client/discussion-meta/DiscussionMetas";
import { formatCompactNumber } from "../../src/lib/format-number";
import type { SuggestedContentWidgetHydrated } from "../../src/types/generated/widgets/hydrated/suggested-content";
import { AppLink } from "../../src/ui/AppLink";
import { Icon } from "../../src/ui/Icon";
import { useI18n, useLocale, useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

type Props = SuggestedContentWidgetHydrated;
type Post = Props["discussions"][number];
type Metas = Props["discussionOptions"]["metas"];

export default function SuggestedContentWidget(props: Props) {
  const t = useT();
  const locale = useLocale();
  // The author's own texts, or the schema's defaults (catalogue keys).
  const i18n = useI18n();
  const categories = props.categories ?? [];
  const discussions = props.discussions ?? [];
  if (categories.length === 0 && discussions.length === 0) return null;
  const content = props.suggestedContent;
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title)}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <div className="grid gap-6">
        {categories.length > 0 ? (
          <Part
            title={i18n.text(props.suggestedFollows.title)}
            subtitle={i18n.text(props.suggestedFollows.subtitle)}
          >
            <ul className="divide-y divide-border">
              {categories.map((category) => (
                <li key={category.categoryID} className="flex items-start gap-3 py-2.5">
                  <span className="mt-0.5 text-fg-muted">
                    <Icon name="folder" size={18} />
                  </span>
                  <div className="min-w-0">
                    <AppLink
                      to={category.url}
                      className="font-semibold text-fg-heading hover:text-primary hover:underline"
                    >
                      {category.name}
                    </AppLink>
                    <p className="text-xs text-fg-muted">
                      {t("{count, plural, one {{number} follower} other {{number} followers}}", {
                        count: category.countFollowers,
                        number: formatCompactNumber(category.countFollowers, locale),
                      })}{" "}
                      ·{" "}
                      {t("{count, plural, one {{number} discussion} other {{number} discussions}}", {
                        count: category.countDiscussions,
                        number: formatCompactNumber(category.countDiscussions, locale),
                      })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </Part>
        ) : null}
        {discussions.length > 0 ? (
          <Part title={i18n.text(content.title)} subtitle={i18n.text(content.subtitle)}>
            <ul className="divide-y divide-border">
              {discussions.map((discussion) => (
                <li key={discussion.discussionID}>
                  <SuggestedPost
                    discussion={discussion}
                    metas={props.discussionOptions.metas}
                    image={content.featuredImage ? content.fallbackImage : undefined}
                  />
                </li>
              ))}
            </ul>
          </Part>
        ) : null}
      </div>
    </WidgetContainer>
  );
}

function Part({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      {subtitle ? (
        <p className="text-xs font-semibold tracking-wider text-fg-muted uppercase">{subtitle}</p>
      ) : null}
      {title ? <h3 className="mb-1 text-base font-bold">{title}</h3> : null}
      {children}
    </div>
  );
}

function SuggestedPost({ discussion, metas, image }: { discussion: Post; metas: Metas; image?: string }) {
  return (
    <article className="flex gap-3 py-3">
      {image ? (
        <img src={image} alt="" className="hidden h-14 w-20 shrink-0 rounded-control object-cover sm:block" />
      ) : null}
      <div className="min-w-0">
        <AppLink
          to={discussion.url}
          className="line-clamp-2 font-semibold text-fg-heading hover:text-primary hover:underline underline-offset-2"
        >
          {discussion.name}
        </AppLink>
        {discussion.excerpt ? (
          <p className="mt-1 line-clamp-3 text-sm text-fg-muted">{discussion.excerpt}</p>
        ) : null}
        <div className="mt-1.5">
          <DiscussionMetas discussion={discussion} metas={metas} />
        </div>
      </div>
    </article>
  );
}
