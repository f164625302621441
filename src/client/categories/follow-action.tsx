// The row action of the categories lists (the Categories widget, the Category List asset): a Follow toggle on each
// category that holds discussions, for a viewer whose follow state the loader sent, and the administrators'
// Translate control.
import { type ReactNode, Suspense, useEffect, useState } from "react";
import type { Category } from "../../types/generated/api/category";
import { preloadableLazy } from "../../ui/preloadable-lazy";
import { FollowToggleChunk } from "./follow-toggle-chunk";

const CategoryTranslateChunk = preloadableLazy(() => import("./CategoryTranslate"));

/** The Translate control, after hydration only: it depends on the viewer's permissions and the site's locales. */
export function CategoryTranslateAction({
  category,
}: {
  category: Pick<Category, "categoryID" | "name" | "description">;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Its own boundary: while its chunk loads, the row (a Follow panel that is open) must not suspend with it.
  return mounted ? (
    <Suspense fallback={null}>
      <CategoryTranslateChunk.Component category={category} />
    </Suspense>
  ) : null;
}

/**
 * The row action for a categories list whose loader sent the viewer's follow state: a toggle on each category
 * that holds discussions (headings and category lists have nothing to follow). Undefined without that state.
 */
export function followAction(
  follow: { userID: number; followedCategoryIDs: number[]; digestCategoryIDs?: number[] } | undefined,
): ((category: Category) => ReactNode) | undefined {
  if (!follow) return undefined;
  const followed = new Set(follow.followedCategoryIDs);
  // Without the list (an older cached answer, a preview) every category counts as one a digest may hold.
  const digest = follow.digestCategoryIDs ? new Set(follow.digestCategoryIDs) : undefined;
  // Headings and category lists get no row action (nothing to follow), so no Translate either: an empty action
  // would still take its place in the row.
  return (category) =>
    category.displayAs === "discussions" ? (
      <>
        <FollowToggleChunk.Component
          categoryID={category.categoryID}
          name={category.name}
          url={category.url}
          userID={follow.userID}
          followed={followed.has(category.categoryID)}
          canDigest={digest ? digest.has(category.categoryID) : undefined}
        />
        <CategoryTranslateAction category={category} />
      </>
    ) : null;
}
