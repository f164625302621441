// Server data for Knowledge Base Search: the knowledge base it searches (the widget's own, else the page's), or none
// on a page outside any (then it searches them all). Hidden when its knowledge base is not the viewer's to read.
import type { LayoutContext } from "../../src/server/layouts/context";
import { pageKnowledgeBaseID, unlessNotFound } from "../../src/server/layouts/knowledge-params";
import { getKnowledgeBase } from "../../src/server/services/knowledge/knowledge-bases";
import type { KnowledgeSearchHydrated } from "../../src/types/generated/widgets/hydrated/kb-search";
import type { KnowledgeSearchProps } from "../../src/types/generated/widgets/kb-search";

export async function hydrateKbSearch(
  props: KnowledgeSearchProps,
  context: LayoutContext,
): Promise<KnowledgeSearchHydrated | null> {
  const knowledgeBaseID = props.knowledgeBaseID ?? pageKnowledgeBaseID(context);
  if (knowledgeBaseID === undefined) return { ...props, knowledgeBase: null };
  const base = await unlessNotFound(getKnowledgeBase(context.services, knowledgeBaseID));
  if (!base) return null;
  return { ...props, knowledgeBase: { knowledgeBaseID: base.knowledgeBaseID, name: base.name } };
}
