// Records a knowledge page's preview is hydrated with (preview-samples.ts): a help center for its home page, a
// guide for a guide article (the server shows the guide's first article), a help center's category for a category
// page. Read through the queries the knowledge pages share (src/client/api/knowledge/).
import type { QueryClient } from "@tanstack/react-query";
import { knowledgeBasesQuery } from "../../api/knowledge/knowledge-bases";
import { knowledgeCategoriesQuery } from "../../api/knowledge/knowledge-categories";

export type KnowledgeSampleSource =
  | { kind: "knowledgeBase"; viewType: "guide" | "helpCenter" }
  | { kind: "knowledgeCategory" };

interface Sample {
  key: string;
  label: string;
  params: Record<string, number>;
}

export const KNOWLEDGE_SAMPLE_SOURCES: Readonly<Record<string, KnowledgeSampleSource>> = {
  helpCenterKnowledgeBase: { kind: "knowledgeBase", viewType: "helpCenter" },
  guideArticle: { kind: "knowledgeBase", viewType: "guide" },
  helpCenterCategory: { kind: "knowledgeCategory" },
};

/** How many help centers' categories the category picker offers. */
const CATEGORY_BASES = 3;

export async function fetchKnowledgeSamples(
  source: KnowledgeSampleSource,
  client: QueryClient,
  limit: number,
): Promise<Sample[]> {
  const bases = await client.fetchQuery(knowledgeBasesQuery());
  if (source.kind === "knowledgeBase") {
    return bases
      .filter((base) => base.viewType === source.viewType)
      .slice(0, limit)
      .map((base) => ({
        key: `knowledgeBase:${base.knowledgeBaseID}`,
        label: base.name,
        params: { knowledgeBaseID: base.knowledgeBaseID },
      }));
  }
  const helpCenters = bases.filter((base) => base.viewType === "helpCenter").slice(0, CATEGORY_BASES);
  const lists = await Promise.all(
    helpCenters.map((base) => client.fetchQuery(knowledgeCategoriesQuery(base.knowledgeBaseID))),
  );
  return lists
    .flat()
    .slice(0, limit)
    .map((category) => ({
      key: `knowledgeCategory:${category.knowledgeCategoryID}`,
      label: category.name,
      params: { knowledgeCategoryID: category.knowledgeCategoryID },
    }));
}
