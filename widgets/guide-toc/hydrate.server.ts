// Server data for a guide's table of contents: its reading order (published articles under their chapters) in the
// reader's language, for the page's knowledge base or the one the widget names; hidden when it holds nothing.
import type { LayoutContext } from "../../src/server/layouts/context";
import {
  pageArticle,
  pageKnowledgeBaseID,
  readingLocale,
  unlessNotFound,
} from "../../src/server/layouts/knowledge-params";
import { guideContents } from "../../src/server/services/knowledge/guide";
import type { GuideTocProps } from "../../src/types/generated/widgets/guide-toc";
import type { GuideTocHydrated } from "../../src/types/generated/widgets/hydrated/guide-toc";

export async function hydrateGuideToc(
  props: GuideTocProps,
  context: LayoutContext,
): Promise<GuideTocHydrated | null> {
  const knowledgeBaseID = props.knowledgeBaseID ?? pageKnowledgeBaseID(context);
  if (knowledgeBaseID === undefined) return null;
  const entries = await unlessNotFound(
    guideContents(context.services, knowledgeBaseID, readingLocale(context)),
  );
  if (!entries?.some((entry) => entry.kind === "article")) return null;
  return { ...props, entries, currentArticleID: pageArticle(context)?.articleID ?? null };
}
