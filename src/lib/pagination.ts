// Which page numbers a numbered pager shows (docs/reference/ui-behaviour.md#pager): the first, the last, and a window
// around the current page, with gaps in between. Pure, so it is tested without React.

export type PagerItem = number | "gap";

export function pageCount(total: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * 1 … 4 5 6 … 20 for page 5 of 20. Near an end the window widens so the pager keeps a steady width
 * (1 2 3 4 5 … 20). `radius` is how many neighbours each side of the current page are shown.
 */
export function pagerItems(current: number, pages: number, radius = 1): PagerItem[] {
  const total = Math.max(1, pages);
  const page = clampPage(current, total);
  // first + last + current + neighbours + two gaps
  const slots = 2 * radius + 5;
  if (total <= slots) return range(1, total);
  const innerSize = slots - 2; // without first and last
  let start = Math.max(2, page - radius);
  let end = Math.min(total - 1, page + radius);
  if (start <= 3) {
    start = 2;
    end = innerSize;
  } else if (end >= total - 2) {
    end = total - 1;
    start = total - innerSize + 1;
  }
  const items: PagerItem[] = [1];
  if (start > 2) items.push("gap");
  items.push(...range(start, end));
  if (end < total - 1) items.push("gap");
  items.push(total);
  return items;
}

function range(from: number, to: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value++) values.push(value);
  return values;
}

/** The current URL's query string with `page` set, other parameters kept (e.g. sort). */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `?${params.toString()}`;
}
