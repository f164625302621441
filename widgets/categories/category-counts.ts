// Which counts a category shows: the list metas (categoryOptions.metas.display) or, for tiles, the item option
// "counts" (discussions and comments). Totals include subcategories (countAll*).
import { formatCompactNumber, formatFullNumber } from "../../src/lib/format-number";
import { plural } from "../../src/lib/text";
import type { CategoriesWidgetProps, Category } from "../../src/types/generated/widgets/hydrated/categories";

export interface CategoryCount {
  key: "discussions" | "comments" | "posts" | "followers";
  /** Short text, e.g. "1.2k discussions". */
  text: string;
  /** Full text for assistive technology, e.g. "1,234 discussions". */
  label: string;
}

function count(key: CategoryCount["key"], value: number, one: string, other: string): CategoryCount {
  return {
    key,
    text: plural(value, one, other, formatCompactNumber(value)),
    label: plural(value, one, other, formatFullNumber(value)),
  };
}

export function categoryCounts(
  category: Category,
  options: Pick<CategoriesWidgetProps, "itemOptions" | "categoryOptions">,
): CategoryCount[] {
  const metas = options.categoryOptions.metas.display;
  const itemCounts = options.itemOptions.display.counts;
  const discussions = category.countAllDiscussions ?? category.countDiscussions;
  const comments = category.countAllComments ?? category.countComments;
  const result: CategoryCount[] = [];
  if (metas.discussionCount || itemCounts)
    result.push(count("discussions", discussions, "%s discussion", "%s discussions"));
  if (metas.commentCount || itemCounts) result.push(count("comments", comments, "%s comment", "%s comments"));
  if (metas.postCount) result.push(count("posts", discussions + comments, "%s post", "%s posts"));
  if (metas.followerCount && category.countFollowers !== undefined) {
    result.push(count("followers", category.countFollowers, "%s follower", "%s followers"));
  }
  return result;
}
