// Server data for Knowledge Bases: the published knowledge bases the viewer may read (all of them, or a site
// section's), in their sort order; hidden when there are none.
import type { LayoutContext } from "../../src/server/layouts/context";
import { listKnowledgeBases } from "../../src/server/services/knowledge/knowledge-bases";
import type { KnowledgeBasesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/knowledge-bases";
import type { KnowledgeBasesWidgetProps } from "../../src/types/generated/widgets/knowledge-bases";

export async function hydrateKnowledgeBases(
  props: KnowledgeBasesWidgetProps,
  context: LayoutContext,
): Promise<KnowledgeBasesWidgetHydrated | null> {
  const { filter, siteSectionID, limit } = props.apiParams;
  const section =
    filter === "subcommunity" ? (siteSectionID ?? context.params.siteSection.sectionID) : undefined;
  const bases = await listKnowledgeBases(
    context.services,
    section === undefined ? {} : { siteSectionID: section },
  );
  if (bases.length === 0) return null;
  return { ...props, knowledgeBases: bases.slice(0, limit) };
}
