// The category tree without counters, cached in memory per database: categories are few, read on every request
// (permissions map a category to its permission category), and change rarely. Writers call
// invalidateCategoryIndex(db), which the shared bus carries to every process (bus/invalidation.ts); the TTL bounds
// staleness after a change made outside Quorum.
import { asc, eq } from "drizzle-orm";
import { invalidate, onInvalidate } from "../bus/invalidation";
import type { Db } from "../db/client";
import { categories } from "../db/schema";
import { groups } from "../db/schema-groups";
import { type GroupPrivacy, isGroupPrivacy } from "./groups/access";

export interface CategoryNode {
  categoryID: number;
  parentCategoryID: number;
  name: string;
  urlcode: string;
  description: string;
  displayAs: "discussions" | "categories" | "flat" | "heading";
  depth: number;
  sort: number;
  permissionCategoryID: number;
  featured: boolean;
  iconUrl: string | null;
  bannerImageUrl: string | null;
  /** A group's own category (docs/reference/groups.md): hidden from category lists, read as the group's privacy says. */
  groupID: number | null;
  groupPrivacy: GroupPrivacy | null;
}

export interface CategoryIndex {
  byID: ReadonlyMap<number, CategoryNode>;
  byUrlcode: ReadonlyMap<string, CategoryNode>;
  /** Children in display order; key -1 holds the top level. */
  childrenOf: ReadonlyMap<number, readonly CategoryNode[]>;
}

const TTL_MS = 30_000;
const cache = new WeakMap<Db, { loadedAt: number; index: Promise<CategoryIndex> }>();

const DISPLAY_AS = new Set(["discussions", "categories", "flat", "heading"]);
function displayAsOf(value: string): CategoryNode["displayAs"] {
  return DISPLAY_AS.has(value) ? (value as CategoryNode["displayAs"]) : "discussions";
}

async function load(db: Db): Promise<CategoryIndex> {
  const rows = await db
    .select({
      categoryID: categories.categoryID,
      parentCategoryID: categories.parentCategoryID,
      name: categories.name,
      urlcode: categories.urlcode,
      description: categories.description,
      displayAs: categories.displayAs,
      depth: categories.depth,
      sort: categories.sort,
      permissionCategoryID: categories.permissionCategoryID,
      featured: categories.featured,
      iconUrl: categories.iconUrl,
      bannerImageUrl: categories.bannerImageUrl,
      groupID: categories.groupID,
      privacy: groups.privacy,
    })
    .from(categories)
    .leftJoin(groups, eq(groups.groupID, categories.groupID))
    .orderBy(asc(categories.sort), asc(categories.name), asc(categories.categoryID));
  const byID = new Map<number, CategoryNode>();
  const byUrlcode = new Map<string, CategoryNode>();
  const childrenOf = new Map<number, CategoryNode[]>();
  for (const { privacy, ...row } of rows) {
    // A group's category whose group is gone (or unreadable) stays closed: read as secret.
    const groupPrivacy =
      row.groupID === null ? null : privacy !== null && isGroupPrivacy(privacy) ? privacy : "secret";
    const node: CategoryNode = { ...row, displayAs: displayAsOf(row.displayAs), groupPrivacy };
    byID.set(node.categoryID, node);
    byUrlcode.set(node.urlcode.toLowerCase(), node);
    const siblings = childrenOf.get(node.parentCategoryID) ?? [];
    siblings.push(node);
    childrenOf.set(node.parentCategoryID, siblings);
  }
  return { byID, byUrlcode, childrenOf };
}

export function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.index;
  const index = load(db);
  cache.set(db, { loadedAt: Date.now(), index });
  index.catch(() => cache.delete(db)); // a failed load must not be served from the cache
  return index;
}

export const CATEGORY_INDEX_CACHE = "category-index";

onInvalidate(CATEGORY_INDEX_CACHE, (db) => cache.delete(db));

export function invalidateCategoryIndex(db: Db): void {
  invalidate(db, CATEGORY_INDEX_CACHE);
}

/** Whether a category is listed as one (a group's own category is not: docs/reference/groups.md). */
export function isListedCategory(node: CategoryNode | undefined): boolean {
  return node !== undefined && node.groupID === null;
}

/** The category and all its descendants, depth first. */
export function descendantsOf(index: CategoryIndex, categoryID: number): CategoryNode[] {
  const out: CategoryNode[] = [];
  const walk = (id: number) => {
    for (const child of index.childrenOf.get(id) ?? []) {
      out.push(child);
      walk(child.categoryID);
    }
  };
  walk(categoryID);
  return out;
}

/** Root first, the category itself last. */
export function ancestryOf(index: CategoryIndex, categoryID: number): CategoryNode[] {
  const chain: CategoryNode[] = [];
  let node = index.byID.get(categoryID);
  while (node && chain.length < 100) {
    chain.unshift(node);
    node = index.byID.get(node.parentCategoryID);
  }
  return chain;
}
