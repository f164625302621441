// Breadcrumbs of knowledge-base records: the knowledge home (/kb), the knowledge base, then each category from the
// top down. "Knowledge Base" is the interface's own text, translated where the crumbs are shown.
import { inArray } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { Breadcrumb } from "../../../types/generated/api/breadcrumb";
import { knowledgeBases, knowledgeCategories } from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import { knowledgeBaseUrl, knowledgeCategoryUrl } from "../urls";

export const KNOWLEDGE_HOME_CRUMB: Breadcrumb = { name: msg("Knowledge Base"), url: "/kb" };

export interface CrumbTarget {
  knowledgeBaseID: number;
  knowledgeCategoryID: number | null;
}

/** The crumbs of many records at once: one query for their knowledge bases, one for their categories. */
export async function breadcrumbsOf(
  ctx: ServiceContext,
  targets: readonly CrumbTarget[],
): Promise<Breadcrumb[][]> {
  const baseIDs = [...new Set(targets.map((target) => target.knowledgeBaseID))];
  if (!baseIDs.length) return [];
  const [bases, categories] = await Promise.all([
    ctx.db
      .select({
        id: knowledgeBases.knowledgeBaseID,
        name: knowledgeBases.name,
        urlCode: knowledgeBases.urlCode,
      })
      .from(knowledgeBases)
      .where(inArray(knowledgeBases.knowledgeBaseID, baseIDs)),
    ctx.db
      .select({
        id: knowledgeCategories.knowledgeCategoryID,
        parentID: knowledgeCategories.parentID,
        name: knowledgeCategories.name,
      })
      .from(knowledgeCategories)
      .where(inArray(knowledgeCategories.knowledgeBaseID, baseIDs)),
  ]);
  const baseByID = new Map(bases.map((base) => [base.id, base]));
  const categoryByID = new Map(categories.map((category) => [category.id, category]));
  return targets.map((target) => {
    const crumbs: Breadcrumb[] = [KNOWLEDGE_HOME_CRUMB];
    const base = baseByID.get(target.knowledgeBaseID);
    if (base) crumbs.push({ name: base.name, url: knowledgeBaseUrl(base.urlCode) });
    const chain: Breadcrumb[] = [];
    const seen = new Set<number>();
    let current =
      target.knowledgeCategoryID === null ? undefined : categoryByID.get(target.knowledgeCategoryID);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      chain.unshift({ name: current.name, url: knowledgeCategoryUrl(current.id, current.name) });
      current = current.parentID === null ? undefined : categoryByID.get(current.parentID);
    }
    return [...crumbs, ...chain];
  });
}
