// Addresses on the post page (pure): page N of a discussion's thread is /discussion/{id}/{slug}/p{N} (page 1 has no
// suffix), and the thread's sort travels as ?sort= — left out when it is the widget's own default — so a pager
// link keeps the sort and a sort link starts again at page 1.
import { msg } from "../../lib/i18n/msg";

/** The discussion's address without any /p{N} page suffix or query. */
function discussionBase(discussionUrl: string): string {
  return discussionUrl.replace(/[?#].*$/, "").replace(/\/p\d+$/, "");
}

export function threadPageHref(
  discussionUrl: string,
  page: number,
  sort: string,
  defaultSort: string,
  search = "",
): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (sort === defaultSort) params.delete("sort");
  else params.set("sort", sort);
  const query = params.toString();
  const path = page > 1 ? `${discussionBase(discussionUrl)}/p${page}` : discussionBase(discussionUrl);
  return query ? `${path}?${query}` : path;
}

/** Message keys: the switcher shows them through t. */
export const THREAD_SORT_LABELS = {
  dateInserted: msg("Oldest"),
  "-dateInserted": msg("Newest"),
  "-score": msg("Top"),
  "-experimentalTrending": msg("Trending"),
} as const;

export type ThreadSortName = keyof typeof THREAD_SORT_LABELS;

/** The DOM id of a comment (permalinks scroll to #Comment_{id}). */
export const commentAnchor = (commentID: number) => `Comment_${commentID}`;
