// Categories as one viewer sees them: only categories with discussions.view (there and in every ancestor)
// exist for them; a hidden one answers like a missing one.

import type { Breadcrumb } from "../../types/generated/api/breadcrumb";
import type { Category } from "../../types/generated/api/category";
import type { CategoryListQuery } from "../../types/generated/api/category-list-query";
import { notFound } from "../http/errors";
import {
  ancestryOf,
  type CategoryIndex,
  type CategoryNode,
  isListedCategory,
  loadCategoryIndex,
} from "./category-index";
import { type CategoryStats, loadCategoryStats } from "./category-stats";
import type { ServiceContext } from "./context";
import { type ParsedExpand, parseExpand } from "./expand";
import { localeTranslations, translatedProperty } from "./localisation/content-translations";
import { type Paging, pageRequest } from "./paging";
import { categoryUrl, groupUrl } from "./urls";

export type { Category, CategoryListQuery };

const CATEGORY_EXPANDS = ["lastPost", "breadcrumbs"] as const;
type CategoryExpand = (typeof CATEGORY_EXPANDS)[number];

export const HOME_CRUMB: Breadcrumb = { name: "Home", url: "/" };
/** The groups' list: the place of every group (docs/reference/groups.md#urls). The breadcrumbs widget translates it. */
export const GROUPS_CRUMB: Breadcrumb = { name: "Groups", url: "/groups" };

/** A category's address: a group's category is its group's page. */
export function categoryNodeUrl(node: CategoryNode): string {
  return node.groupID === null ? categoryUrl(node.urlcode) : groupUrl(node.groupID, node.name);
}

function crumbsFor(
  index: CategoryIndex,
  visible: ReadonlySet<number>,
  categoryID: number,
  nameOf: (node: CategoryNode) => string,
): Breadcrumb[] {
  const chain = ancestryOf(index, categoryID).filter((node) => visible.has(node.categoryID));
  const own = chain.at(-1);
  // A group's discussions sit under Groups › the group (its category keeps the group's name).
  if (own && own.groupID !== null) return [GROUPS_CRUMB, { name: own.name, url: categoryNodeUrl(own) }];
  return chain.map((node) => ({ name: nameOf(node), url: categoryUrl(node.urlcode) }));
}

/**
 * Home, then each category from the top down to this one (spec: breadcrumbs start with Home "/"), in the reader's
 * language when the context has one (docs/reference/localisation.md#content-translations).
 */
export async function categoryBreadcrumbs(ctx: ServiceContext, categoryID: number): Promise<Breadcrumb[]> {
  const index = await loadCategoryIndex(ctx.db);
  const visible = new Set(ctx.viewer.permissions.visibleCategoryIDs());
  if (!ctx.locale) return [HOME_CRUMB, ...crumbsFor(index, visible, categoryID, (node) => node.name)];
  const translations = await localeTranslations(ctx.db, ctx.locale);
  const name = (node: CategoryNode) =>
    translatedProperty(translations, "category", node.categoryID, "name", node.name);
  // "Home" is the interface's own text: the breadcrumbs widget translates it.
  return [HOME_CRUMB, ...crumbsFor(index, visible, categoryID, name)];
}

interface Presenter {
  index: CategoryIndex;
  visible: ReadonlySet<number>;
  stats: Map<number, CategoryStats>;
  expand: ParsedExpand<CategoryExpand>;
}

function present(p: Presenter, node: CategoryNode): Category {
  const stats = p.stats.get(node.categoryID);
  const category: Category = {
    categoryID: node.categoryID,
    parentCategoryID: node.parentCategoryID,
    name: node.name,
    urlcode: node.urlcode,
    url: categoryNodeUrl(node),
    description: node.description,
    displayAs: node.displayAs,
    depth: node.depth,
    featured: node.featured,
    iconUrl: node.iconUrl,
    bannerImageUrl: node.bannerImageUrl,
    countDiscussions: stats?.countDiscussions ?? 0,
    countComments: stats?.countComments ?? 0,
    countAllDiscussions: stats?.countAllDiscussions ?? 0,
    countAllComments: stats?.countAllComments ?? 0,
    countFollowers: stats?.countFollowers ?? 0,
  };
  if (p.expand.has("lastPost")) category.lastPost = stats?.lastPost ?? null;
  if (p.expand.has("breadcrumbs"))
    category.breadcrumbs = [
      HOME_CRUMB,
      ...crumbsFor(p.index, p.visible, node.categoryID, (crumb) => crumb.name),
    ];
  return category;
}

/** Listed: visible to the viewer, and not a group's own category (those are listed as groups). */
function listed(p: Presenter, node: CategoryNode): boolean {
  return p.visible.has(node.categoryID) && isListedCategory(node);
}

function tree(p: Presenter, parentID: number, levels: number): Category[] {
  return (p.index.childrenOf.get(parentID) ?? [])
    .filter((node) => listed(p, node))
    .map((node) => ({
      ...present(p, node),
      children: levels > 1 ? tree(p, node.categoryID, levels - 1) : [],
    }));
}

function flat(p: Presenter, parentID: number, levels: number): CategoryNode[] {
  return (p.index.childrenOf.get(parentID) ?? [])
    .filter((node) => listed(p, node))
    .flatMap((node) => [node, ...(levels > 1 ? flat(p, node.categoryID, levels - 1) : [])]);
}

async function presenter(ctx: ServiceContext, expand: CategoryListQuery["expand"]): Promise<Presenter> {
  const index = await loadCategoryIndex(ctx.db);
  const visible = new Set(ctx.viewer.permissions.visibleCategoryIDs());
  const parsed = parseExpand(expand, CATEGORY_EXPANDS);
  const stats = await loadCategoryStats(ctx.db, index, visible, parsed.has("lastPost"));
  return { index, visible, stats, expand: parsed };
}

/**
 * Tree output: the children of parentCategoryID (default root) nested maxDepth levels deep (default 2).
 * Flat output (or featured=true): the same categories depth first, paged, without children.
 */
export async function listCategoriesPaged(
  ctx: ServiceContext,
  query: Partial<CategoryListQuery>,
): Promise<{ data: Category[]; paging: Paging | null }> {
  const p = await presenter(ctx, query.expand);
  const parentID = query.parentCategoryID ?? -1;
  if (parentID !== -1 && !p.visible.has(parentID)) throw notFound("Category");
  const levels = Math.min(Math.max(query.maxDepth ?? 2, 1), 10);
  if (query.outputFormat !== "flat" && query.featured === undefined) {
    return { data: tree(p, parentID, levels), paging: null };
  }
  const nodes =
    query.featured === undefined
      ? flat(p, parentID, levels)
      : flat(p, -1, 10).filter((node) => node.featured === query.featured);
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 100 }, 500);
  const data = nodes.slice(offset, offset + limit).map((node) => present(p, node));
  return { data, paging: { page, limit, total: nodes.length } };
}

export async function listCategories(
  ctx: ServiceContext,
  query: Partial<CategoryListQuery>,
): Promise<Category[]> {
  return (await listCategoriesPaged(ctx, query)).data;
}

/** A category by ID or urlcode; null when it does not exist or the viewer may not see it. */
export async function getCategory(
  ctx: ServiceContext,
  idOrUrlcode: number | string,
  expand?: CategoryListQuery["expand"],
): Promise<Category | null> {
  const index = await loadCategoryIndex(ctx.db);
  const key = String(idOrUrlcode);
  const byID = /^\d{1,10}$/.test(key) ? index.byID.get(Number(key)) : undefined;
  const node = byID ?? index.byUrlcode.get(key.toLowerCase());
  if (!node || !ctx.viewer.permissions.canViewCategory(node.categoryID)) return null;
  return present(await presenter(ctx, expand), node);
}
