// Which counts a category shows: the list metas (categoryOptions.metas.display) or, for tiles, the item option
// "counts" (discussions and comments). Totals include subcategories (countAll*).
import { formatCompactNumber, formatFullNumber } from "../../lib/format-number";
import { plural } from "../../lib/text";
import type { Category } from "../../types/generated/api/category";
import type { CategoryOptions } from "../../types/generated/widgets/common/category-options";
import type { HomeWidgetItemOptions } from "../../types/generated/widgets/common/item-options";

/** How category items look: shared by the Categories widget and the Category List page asset. */
export interface CategoryDisplayOptions {
  itemOptions: HomeWidgetItemOptions;
  categoryOptions: CategoryOptions;
}

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

export function categoryCounts(category: Category, options: CategoryDisplayOptions): CategoryCount[] {
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
