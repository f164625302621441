// Server data for a guide's previous and next links: the page article's neighbours in the guide's reading order,
// in the reader's language; hidden off article pages and for an article with neither.
import type { LayoutContext } from "../../src/server/layouts/context";
import { pageArticle, readingLocale, unlessNotFound } from "../../src/server/layouts/knowledge-params";
import { guideNeighbours } from "../../src/server/services/knowledge/guide";
import type { GuidePagerProps } from "../../src/types/generated/widgets/guide-pager";
import type { GuidePagerHydrated } from "../../src/types/generated/widgets/hydrated/guide-pager";

export async function hydrateGuidePager(
  props: GuidePagerProps,
  context: LayoutContext,
): Promise<GuidePagerHydrated | null> {
  const article = pageArticle(context);
  if (!article) return null;
  const neighbours = await unlessNotFound(
    guideNeighbours(context.services, article.articleID, readingLocale(context)),
  );
  if (!neighbours || (!neighbours.previous && !neighbours.next)) return null;
  return { ...props, ...neighbours };
}
