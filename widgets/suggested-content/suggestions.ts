// How Suggested Content picks, shared by the server loader and the preview loader: the most followed discussion
// categories the viewer does not follow yet, posts trimmed to the excerpt length, and the expansions their meta
// line needs.
import type { Category } from "../../src/types/generated/api/category";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { DiscussionListQuery } from "../../src/types/generated/api/discussion-list-query";
import type { DiscussionMetaOptions } from "../../src/types/generated/widgets/common/discussion-meta-options";
import type { SuggestedContentWidgetHydrated } from "../../src/types/generated/widgets/hydrated/suggested-content";

export type SuggestedCategory = SuggestedContentWidgetHydrated["categories"][number];

/** The most followed (then busiest) categories that hold discussions and are not followed yet. */
export function suggestedCategories(
  categories: readonly Category[],
  followed: ReadonlySet<number>,
  limit: number,
): SuggestedCategory[] {
  return categories
    .filter((category) => category.displayAs === "discussions" && !followed.has(category.categoryID))
    .toSorted(
      (a, b) =>
        (b.countFollowers ?? 0) - (a.countFollowers ?? 0) ||
        b.countAllDiscussions - a.countAllDiscussions ||
        a.categoryID - b.categoryID,
    )
    .slice(0, limit)
    .map((category) => ({
      categoryID: category.categoryID,
      name: category.name,
      url: category.url,
      description: category.description,
      countFollowers: category.countFollowers ?? 0,
      countDiscussions: category.countAllDiscussions,
    }));
}

/** At most `length` characters, cut at a word and marked with an ellipsis; 0 = no excerpt. */
export function trimExcerpt(text: string, length: number): string {
  if (length <= 0) return "";
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Several lists merged into the most recently active `limit` discussions, each once. */
export function mostRecent(lists: readonly Discussion[][], limit: number): Discussion[] {
  const byID = new Map<number, Discussion>();
  for (const discussion of lists.flat()) byID.set(discussion.discussionID, discussion);
  return [...byID.values()]
    .toSorted((a, b) => b.dateLastComment.localeCompare(a.dateLastComment) || b.discussionID - a.discussionID)
    .slice(0, limit);
}

type MetaField = "insertUser" | "lastUser" | "category" | "tags";

/** Each expandable field of a discussion and the meta that shows it. */
const META_FIELDS: ReadonlyArray<[MetaField, keyof DiscussionMetaOptions["display"]]> = [
  ["insertUser", "startedByUser"],
  ["lastUser", "lastUser"],
  ["category", "category"],
  ["tags", "userTags"],
];

/** The fields the meta line shows, so the list loads no user, category or tag it will not draw. */
function metaFields(metas: DiscussionMetaOptions): MetaField[] {
  return META_FIELDS.filter(([, meta]) => metas.display[meta]).map(([field]) => field);
}

/** The list query's expand for these metas; the body is never shown. */
export function metaExpand(metas: DiscussionMetaOptions): NonNullable<DiscussionListQuery["expand"]> {
  return [...metaFields(metas), "-body"];
}

/** A fully expanded discussion (sample data) cut to what the server sends for these metas. */
export function withMetaFields(discussion: Discussion, metas: DiscussionMetaOptions): Discussion {
  const shown = new Set(metaFields(metas));
  const cut = { ...discussion };
  delete cut.body;
  for (const [field] of META_FIELDS) if (!shown.has(field)) delete cut[field];
  return cut;
}
