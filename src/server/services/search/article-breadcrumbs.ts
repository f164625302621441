// Where an article found by search lives (expand=breadcrumbs): its knowledge base, then its knowledge categories from
// the top down (knowledge/breadcrumbs.ts, for the page of results at once). The knowledge home that starts the trail
// elsewhere is left out: every article's would be the same first step. The articles given are ones the viewer may
// read, so their knowledge bases and categories are too.
import type { SearchResult } from "../../../types/generated/api/search-result";
import type { ServiceContext } from "../context";
import { breadcrumbsOf, KNOWLEDGE_HOME_CRUMB } from "../knowledge/breadcrumbs";

export async function addArticleBreadcrumbs(ctx: ServiceContext, results: SearchResult[]): Promise<void> {
  const located = results.flatMap((result) =>
    result.knowledgeBaseID === undefined
      ? []
      : [
          {
            result,
            knowledgeBaseID: result.knowledgeBaseID,
            knowledgeCategoryID: result.knowledgeCategoryID ?? null,
          },
        ],
  );
  const trails = await breadcrumbsOf(ctx, located);
  located.forEach(({ result }, index) => {
    const trail = trails[index] ?? [];
    result.breadcrumbs = trail.filter((crumb) => crumb.url !== KNOWLEDGE_HOME_CRUMB.url);
  });
}
