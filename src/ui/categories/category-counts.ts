// Which counts a category shows: the list metas (categoryOptions.metas.display) or, for tiles, the item option
// "counts" (discussions and comments). Totals include subcategories (countAll*) unless the options name only some.
import { englishText, type Translate } from "../../lib/english-text";
import { formatCompactNumber, formatFullNumber } from "../../lib/format-number";
import { msg } from "../../lib/i18n/msg";
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

/** Each count's message: `count` picks the plural, `shown` is the number as written (compact or full). */
const MESSAGES: Record<CategoryCount["key"], string> = {
  discussions: msg("{count, plural, one {{shown} discussion} other {{shown} discussions}}"),
  comments: msg("{count, plural, one {{shown} comment} other {{shown} comments}}"),
  posts: msg("{count, plural, one {{shown} post} other {{shown} posts}}"),
  followers: msg("{count, plural, one {{shown} follower} other {{shown} followers}}"),
};

interface Wording {
  t: Translate;
  locale: string;
}

function count(key: CategoryCount["key"], value: number, { t, locale }: Wording): CategoryCount {
  const short = formatCompactNumber(value, locale);
  return {
    key,
    text: t(MESSAGES[key], { count: value, shown: short }),
    label: t(MESSAGES[key], { count: value, shown: formatFullNumber(value, locale) }),
    short,
  };
}

/** Whether a count adds up the subcategories' too: every count does unless the options list some. */
function withSubcategories(options: CategoryDisplayOptions, key: "discussions" | "comments" | "posts") {
  const listed = options.categoryOptions.metas.includeSubcategoriesCount;
  return listed === undefined || listed.includes(key);
}

/** The counts to show, worded by `t` with numbers in `locale` (English by default). */
export function categoryCounts(
  category: Category,
  options: CategoryDisplayOptions,
  t: Translate = englishText,
  locale = "en",
): CategoryCount[] {
  const wording = { t, locale };
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
  if (metas.discussionCount || itemCounts) result.push(count("discussions", total("discussions"), wording));
  if (metas.commentCount || itemCounts) result.push(count("comments", total("comments"), wording));
  if (metas.postCount) result.push(count("posts", total("posts"), wording));
  if (metas.followerCount && category.countFollowers !== undefined) {
    result.push(count("followers", category.countFollowers, wording));
  }
  return result;
}
