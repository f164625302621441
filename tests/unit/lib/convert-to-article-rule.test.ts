// @vitest-environment node
// Who is offered "Convert to Article" in the discussion options (src/lib/moderation/option-rules.ts,
// docs/reference/knowledge-base.md#converting-a-discussion): moderators of the category, or community moderators,
// for discussions and questions.
import { describe, expect, it } from "vitest";
import type { ModerationCheck } from "../../../src/lib/moderation/bulk-rules";
import { canConvertToArticle } from "../../../src/lib/moderation/option-rules";

function grants(global: string[], byCategory: Record<number, string[]> = {}): ModerationCheck {
  const list = (names: string | readonly string[]) => (typeof names === "string" ? [names] : names);
  return {
    global: (name) => global.includes(name),
    inCategory: (names, id) =>
      list(names).some((name) => global.includes(name) || !!byCategory[id]?.includes(name)),
    anywhere: (names) => names.some((name) => global.includes(name)),
  };
}

describe("convert to article", () => {
  it("is a moderator's option, in their category or everywhere with community.moderate", () => {
    const categoryModerator = grants([], { 1: ["discussions.moderate"] });
    expect(canConvertToArticle(categoryModerator, { categoryID: 1, type: "question" })).toBe(true);
    expect(canConvertToArticle(categoryModerator, { categoryID: 2, type: "question" })).toBe(false);
    expect(canConvertToArticle(grants(["community.moderate"]), { categoryID: 9, type: "discussion" })).toBe(
      true,
    );
    expect(
      canConvertToArticle(grants([], { 1: ["discussions.edit"] }), { categoryID: 1, type: "discussion" }),
    ).toBe(false);
  });

  it("applies to discussions and questions only", () => {
    expect(canConvertToArticle(grants(["community.moderate"]), { categoryID: 1, type: "idea" })).toBe(false);
  });
});
