import type { Category } from "../../src/types/generated/api/category";
import { hoursAgo } from "./clock";
import { CATEGORIES, type CategorySeed, DISCUSSIONS } from "./corpus";
import { cycle, rngFor, slugify } from "./random";
import { nextID } from "./sequence";
import { makeUser, USER_COUNT } from "./users";

/** Ids 1..CATEGORY_COUNT are the catalogue in corpus.ts (a realistic two-level tree). */
const CATEGORY_COUNT = CATEGORIES.length;

function seedFor(categoryID: number): CategorySeed {
  const seed = CATEGORIES[categoryID - 1];
  if (seed) return seed;
  // Past the catalogue: reuse a top-level name with a number, so names stay unique.
  const base = cycle(CATEGORIES, categoryID);
  return { ...base, parent: undefined, name: `${base.name} ${Math.ceil(categoryID / CATEGORY_COUNT)}` };
}

function childIDs(categoryID: number): number[] {
  return CATEGORIES.flatMap((seed, index) => (seed.parent === categoryID ? [index + 1] : []));
}

function depthOf(categoryID: number): number {
  const parent = seedFor(categoryID).parent;
  return parent ? depthOf(parent) + 1 : 1;
}

/** A "categories" category holds no posts itself; its totals come from its children. */
function ownCounts(categoryID: number): { discussions: number; comments: number } {
  if (seedFor(categoryID).displayAs === "categories") return { discussions: 0, comments: 0 };
  const rng = rngFor("category-counts", categoryID);
  const discussions = rng.int(4, 180);
  return { discussions, comments: discussions * rng.int(2, 9) };
}

function totalCounts(categoryID: number): { discussions: number; comments: number } {
  return childIDs(categoryID).reduce((sum, child) => {
    const counts = totalCounts(child);
    return { discussions: sum.discussions + counts.discussions, comments: sum.comments + counts.comments };
  }, ownCounts(categoryID));
}

function lastPostFor(categoryID: number): Category["lastPost"] {
  const rng = rngFor("category-last-post", categoryID);
  const discussionID = rng.int(1, 400);
  const title = cycle(DISCUSSIONS, discussionID).name;
  return {
    discussionID,
    name: title,
    url: `/discussion/${discussionID}/${slugify(title)}`,
    dateInserted: hoursAgo(rng.int(1, 24 * 6)),
    insertUser: makeUser({ userID: rng.int(1, USER_COUNT) }),
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const categoryID = overrides.categoryID ?? nextID("category");
  const seed = seedFor(categoryID);
  const rng = rngFor("category", categoryID);
  const urlcode = slugify(overrides.name ?? seed.name);
  const own = ownCounts(categoryID);
  const total = totalCounts(categoryID);
  return {
    categoryID,
    parentCategoryID: seed.parent ?? -1,
    name: seed.name,
    urlcode,
    url: `/categories/${urlcode}`,
    description: seed.description,
    displayAs: seed.displayAs,
    depth: depthOf(categoryID),
    featured: seed.featured ?? false,
    iconUrl: null,
    bannerImageUrl: null,
    countDiscussions: own.discussions,
    countComments: own.comments,
    countAllDiscussions: total.discussions,
    countAllComments: total.comments,
    countFollowers: rng.int(3, 900),
    lastPost: total.discussions > 0 ? lastPostFor(categoryID) : null,
    ...overrides,
  };
}

/** The catalogue as the API's tree output: top-level categories, each with its children (up to maxDepth). */
export function makeCategoryTree(options: { maxDepth?: number } = {}): Category[] {
  const maxDepth = options.maxDepth ?? 2;
  const build = (categoryID: number, depth: number): Category => {
    const children = depth < maxDepth ? childIDs(categoryID).map((child) => build(child, depth + 1)) : [];
    return makeCategory({ categoryID, children });
  };
  return CATEGORIES.flatMap((seed, index) => (seed.parent ? [] : [build(index + 1, 1)]));
}

/** The catalogue as a flat list (depth-first order), without `children`. */
export function makeCategoryList(): Category[] {
  const walk = ({ children, ...category }: Category): Category[] => [
    category,
    ...(children ?? []).flatMap(walk),
  ];
  return makeCategoryTree({ maxDepth: 10 }).flatMap(walk);
}

export function categoryIDNamed(name: string): number {
  const index = CATEGORIES.findIndex((seed) => seed.name === name);
  if (index < 0) throw new Error(`No category named "${name}" in the factory catalogue.`);
  return index + 1;
}

/** Ancestors first, the category itself last. */
export function categoryChain(categoryID: number): Category[] {
  const parent = seedFor(categoryID).parent;
  return [...(parent ? categoryChain(parent) : []), makeCategory({ categoryID })];
}
