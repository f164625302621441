// @vitest-environment node
// Which revisions of an article the revisions page compares (src/client/pages/knowledge-editor/revision-compare.ts).
import { describe, expect, it } from "vitest";
import {
  comparisonOf,
  defaultSelection,
  toggleRevision,
} from "../../../src/client/pages/knowledge-editor/revision-compare";
import { makeArticleRevision, makeArticleRevisions } from "../../factories/knowledge";

const revisions = makeArticleRevisions(1); // 3 (current), 2, 1: newest first
const ids = (comparison: ReturnType<typeof comparisonOf>) =>
  comparison && [comparison.before.articleRevisionID, comparison.after.articleRevisionID];

describe("comparing revisions", () => {
  it("opens on the revision before the current one, compared with it", () => {
    expect(defaultSelection(revisions)).toEqual([2]);
    expect(ids(comparisonOf([2], revisions))).toEqual([2, 3]);
    expect(defaultSelection(revisions.slice(0, 1))).toEqual([]);
  });

  it("compares two picks oldest first, and one pick with the current revision", () => {
    expect(ids(comparisonOf([3, 1], revisions))).toEqual([1, 3]);
    expect(ids(comparisonOf([1], revisions))).toEqual([1, 3]);
    expect(comparisonOf([3], revisions)).toBeNull();
    expect(comparisonOf([], revisions)).toBeNull();
    expect(comparisonOf([99], revisions)).toBeNull();
  });

  it("compares a revision with the current one of its own locale, never with a translation", () => {
    const french = makeArticleRevision({ articleRevisionID: 4, locale: "fr", current: true });
    const withTranslation = [french, ...revisions];
    expect(defaultSelection(withTranslation)).toEqual([2]);
    expect(ids(comparisonOf([1], withTranslation))).toEqual([1, 3]);
    expect(comparisonOf([4], withTranslation)).toBeNull();
    expect(ids(comparisonOf([4, 3], withTranslation))).toEqual([3, 4]);
  });

  it("keeps at most two picks, letting go of the first", () => {
    expect(toggleRevision([], 1)).toEqual([1]);
    expect(toggleRevision([1, 2], 3)).toEqual([2, 3]);
    expect(toggleRevision([1, 2], 1)).toEqual([2]);
  });
});
