// What a layout may be applied to besides "global": the site's categories (flat, indented by depth), site sections
// (the default one, id 0, named after the site, plus those of the route table the server inlined), knowledge
// bases (GET /knowledge-bases) and groups (GET /groups, by name).
import type { Category } from "../../../types/generated/api/category";
import { flatCategoriesQuery } from "../../api/categories";
import { type Group, groupsQuery } from "../../api/groups";
import type { Page } from "../../api/http-paged";
import { type KnowledgeBase, knowledgeBasesQuery } from "../../api/knowledge/knowledge-bases";
import type { Routing } from "../../state";

export interface ApplyTarget {
  recordID: number;
  label: string;
  /** Nesting level, for indentation (categories). */
  depth: number;
}

function categoryTargets(list: readonly Category[]): ApplyTarget[] {
  return list.map((category) => ({
    recordID: category.categoryID,
    label: category.name,
    depth: Math.max(0, category.depth - 1),
  }));
}

/** The flat category list every picker shares, read as apply targets. */
export function categoryTargetsQuery() {
  return { ...flatCategoriesQuery(), select: categoryTargets, retry: false };
}

export function siteSectionTargets(siteName: string, routing: Routing | undefined): ApplyTarget[] {
  const others = (routing?.table.siteSections ?? []).map((section) => ({
    recordID: section.siteSectionID,
    label: `${section.slug} (${section.locale})`,
    depth: 0,
  }));
  return [{ recordID: 0, label: siteName, depth: 0 }, ...others];
}

function knowledgeBaseTargets(list: readonly KnowledgeBase[]): ApplyTarget[] {
  return list.map((base) => ({ recordID: base.knowledgeBaseID, label: base.name, depth: 0 }));
}

/** The knowledge bases a knowledge page's layout may be applied to. */
export function knowledgeBaseTargetsQuery() {
  return { ...knowledgeBasesQuery(), select: knowledgeBaseTargets, retry: false };
}

function groupTargets(page: Page<Group>): ApplyTarget[] {
  return page.items.map((group) => ({ recordID: group.groupID, label: group.name, depth: 0 }));
}

/** The groups a group page's layout may be applied to (the first hundred by name). */
export function groupTargetsQuery() {
  return { ...groupsQuery({ filter: "all", page: 1, limit: 100 }), select: groupTargets, retry: false };
}
