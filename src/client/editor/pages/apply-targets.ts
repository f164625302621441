// What a layout may be applied to besides "global": the site's categories (flat, indented by depth) and site
// sections (the default one, id 0, named after the site, plus those of the route table the server inlined).
import { queryOptions } from "@tanstack/react-query";
import type { Category } from "../../../types/generated/api/category";
import { apiRequest } from "../../api/http";
import type { Routing } from "../../state";

export interface ApplyTarget {
  recordID: number;
  label: string;
  /** Nesting level, for indentation (categories). */
  depth: number;
}

export function categoryTargetsQueryOptions() {
  return queryOptions({
    queryKey: ["categories", "apply-targets"] as const,
    queryFn: async ({ signal }): Promise<ApplyTarget[]> => {
      const list = await apiRequest<Category[]>("/categories", {
        query: [
          ["outputFormat", "flat"],
          ["maxDepth", 10],
          ["limit", 500],
        ],
        signal,
      });
      return list.map((category) => ({
        recordID: category.categoryID,
        label: category.name,
        depth: Math.max(0, category.depth - 1),
      }));
    },
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function siteSectionTargets(siteName: string, routing: Routing | undefined): ApplyTarget[] {
  const others = (routing?.table.siteSections ?? []).map((section) => ({
    recordID: section.siteSectionID,
    label: `${section.slug} (${section.locale})`,
    depth: 0,
  }));
  return [{ recordID: 0, label: siteName, depth: 0 }, ...others];
}
