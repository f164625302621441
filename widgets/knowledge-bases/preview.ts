// Preview loader for Knowledge Bases: the factories' help center and guide, as a viewer who reads both sees them.
import type { KnowledgeBasesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/knowledge-bases";
import type { KnowledgeBasesWidgetProps } from "../../src/types/generated/widgets/knowledge-bases";
import { makeKnowledgeBase, makeKnowledgeBases } from "../../tests/factories/knowledge";

/** A third base, so grids show a row of three. */
const DEVELOPER_DOCS = makeKnowledgeBase({
  knowledgeBaseID: 3,
  name: "Developer Docs",
  description: "The API, webhooks and single sign-on, with examples.",
  urlCode: "developers",
  url: "/kb/developers",
  countArticles: 27,
  countCategories: 5,
});

export async function previewKnowledgeBases(
  props: KnowledgeBasesWidgetProps,
): Promise<KnowledgeBasesWidgetHydrated> {
  return {
    ...props,
    knowledgeBases: [...makeKnowledgeBases(), DEVELOPER_DOCS].slice(0, props.apiParams.limit),
  };
}
