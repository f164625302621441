// Which counts a category shows: the list metas (categoryOptions.metas.display) or, for tiles, the item option
// "counts" (discussions and comments). Totals include subcategories (countAll*) unless the options name only some.
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
  /** The number alone, e.g. "1.2k", for counts shown as icons. */
  short: string;
}

function count(key: CategoryCount["key"], value: number, one: string, other: string): CategoryCount {
  return {
    key,
    text: plural(value, one, other, formatCompactNumber(value)),
    label: plural(value, one, other, formatFullNumber(value)),
    short: formatCompactNumber(value),
  };
}

/** Whether a count adds up the subcategories' too: every count does unless the options list some. */
function withSubcategories(options: CategoryDisplayOptions, key: "discussions" | "comments" | "posts") {
  const listed = options.categoryOptions.metas.includeSubcategoriesCount;
  return listed === undefined || listed.includes(key);
}

export function categoryCounts(category: Category, options: CategoryDisplayOptions): CategoryCount[] {
  const metas = options.categoryOptions.metas.display;
  const itemCounts = options.itemOptions.display.counts;
  const total = (key: "discussions" | "comments" | "posts") => {
    const all = withSubcategories(options, key);
    const discussions = all
      ? (category.countAllDiscussions ?? category.countDiscussions)
      : category.countDiscussions;
    const comments = all ? (category.countAllComments ?? category.countComments) : category.countComments;
    return key === "discussions" ? discussions : key === "comments" ? comments : discussions + comments;
  };
  const result: CategoryCount[] = [];
  if (metas.discussionCount || itemCounts)
    result.push(count("discussions", total("discussions"), "%s discussion", "%s discussions"));
  if (metas.commentCount || itemCounts)
    result.push(count("comments", total("comments"), "%s comment", "%s comments"));
  if (metas.postCount) result.push(count("posts", total("posts"), "%s post", "%s posts"));
  if (metas.followerCount && category.countFollowers !== undefined) {
    result.push(count("followers", category.countFollowers, "%s follower", "%s followers"));
  }
  return result;
}
