// Which two revisions of an article the revisions page compares (docs/reference/knowledge-base.md#revisions): the
// reader picks up to two (a third pick lets go of the first); one picked is compared with the current revision in its
// own locale (each locale has its own current revision: a translation is no edit of the source); the older of a pair
// is always the "before" side. Pure.
import type { ArticleRevision } from "../../api/knowledge/revisions";

export interface Comparison {
  before: ArticleRevision;
  after: ArticleRevision;
}

/** The picks after a press on one revision. */
export function toggleRevision(selected: readonly number[], articleRevisionID: number): number[] {
  if (selected.includes(articleRevisionID)) return selected.filter((id) => id !== articleRevisionID);
  return [...selected, articleRevisionID].slice(-2);
}

/** The revision the article shows in a locale: the one marked current, else the locale's newest. */
export function currentRevision(
  revisions: readonly ArticleRevision[],
  locale: string,
): ArticleRevision | undefined {
  const inLocale = revisions.filter((revision) => revision.locale === locale);
  return inLocale.find((revision) => revision.current) ?? inLocale[0];
}

/** What the page opens with: the newest revision that is not current, compared with its locale's current one. */
export function defaultSelection(revisions: readonly ArticleRevision[]): number[] {
  const previous = revisions.find((revision) => revision !== currentRevision(revisions, revision.locale));
  return previous ? [previous.articleRevisionID] : [];
}

export function comparisonOf(
  selected: readonly number[],
  revisions: readonly ArticleRevision[],
): Comparison | null {
  const picked = selected
    .map((id) => revisions.find((revision) => revision.articleRevisionID === id))
    .filter((revision): revision is ArticleRevision => revision !== undefined);
  const [first, second] = picked;
  if (!first) return null;
  const other = second ?? currentRevision(revisions, first.locale);
  if (!other || other.articleRevisionID === first.articleRevisionID) return null;
  return first.articleRevisionID < other.articleRevisionID
    ? { before: first, after: other }
    : { before: other, after: first };
}
