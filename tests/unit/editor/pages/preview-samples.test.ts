// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  categorySamples,
  discussionSamples,
  SAMPLE_LIMIT,
  sampleSourceFor,
} from "../../../../src/client/editor/pages/preview-samples";
import type { Category } from "../../../../src/types/generated/api/category";
import type { Discussion } from "../../../../src/types/generated/api/discussion";

const category = (categoryID: number, displayAs: Category["displayAs"], countDiscussions: number) =>
  ({ categoryID, name: `Category ${categoryID}`, displayAs, countDiscussions }) as Category;

describe("preview samples", () => {
  it("knows which view types need a record, and of which kind", () => {
    expect(sampleSourceFor("discussion")).toEqual({ kind: "discussion", type: "discussion" });
    expect(sampleSourceFor("question")).toEqual({ kind: "discussion", type: "question" });
    expect(sampleSourceFor("discussionCategoryPage")).toEqual({
      kind: "category",
      displayAs: ["discussions"],
    });
    expect(sampleSourceFor("nestedCategoryList")).toMatchObject({ kind: "category" });
    expect(sampleSourceFor("home")).toBeNull();
    expect(sampleSourceFor("discussionList")).toBeNull();
  });

  it("names discussions by title and previews them by discussionID", () => {
    const discussions = Array.from(
      { length: SAMPLE_LIMIT + 3 },
      (_, i) => ({ discussionID: 100 + i, name: `Post ${i}` }) as Discussion,
    );
    const samples = discussionSamples(discussions);
    expect(samples).toHaveLength(SAMPLE_LIMIT);
    expect(samples[0]).toEqual({ key: "discussion:100", label: "Post 0", params: { discussionID: 100 } });
  });

  it("offers only categories the view type is for, the busiest first", () => {
    const categories = [
      category(1, "discussions", 3),
      category(2, "categories", 0),
      category(3, "discussions", 40),
      category(4, "heading", 0),
      category(5, "flat", 2),
    ];
    expect(categorySamples(categories, ["discussions"]).map((sample) => sample.params)).toEqual([
      { categoryID: 3 },
      { categoryID: 1 },
    ]);
    expect(categorySamples(categories, ["categories", "flat"]).map((sample) => sample.label)).toEqual([
      "Category 5",
      "Category 2",
    ]);
  });
});
