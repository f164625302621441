// @vitest-environment node
// The one-at-a-time discussion option rules (src/lib/moderation/option-rules.ts), which the server refuses with and
// the discussion options menu offers by, over a made-up set of grants.
import { describe, expect, it } from "vitest";
import type { ModerationCheck } from "../../../src/lib/moderation/bulk-rules";
import { moderationOptions } from "../../../src/lib/moderation/option-rules";

function grants(global: string[], byCategory: Record<number, string[]> = {}): ModerationCheck {
  const list = (names: string | readonly string[]) => (typeof names === "string" ? [names] : names);
  const inCategory = (name: string, id: number) => global.includes(name) || !!byCategory[id]?.includes(name);
  return {
    global: (name) => global.includes(name),
    inCategory: (names, id) => list(names).some((name) => inCategory(name, id)),
    anywhere: (names) =>
      names.some((name) => global.includes(name) || Object.values(byCategory).some((c) => c.includes(name))),
  };
}

const discussion = { categoryID: 1, isOwn: false, type: "discussion" };
const offered = (check: ModerationCheck, over: Partial<typeof discussion> = {}, triage = true) =>
  Object.entries(moderationOptions(check, { ...discussion, ...over }, triage))
    .filter(([, allowed]) => allowed)
    .map(([name]) => name);

describe("discussion option rules", () => {
  it("offers a member nothing but closing their own discussion with closeOwn", () => {
    const check = grants([], { 1: ["discussions.closeOwn"] });
    expect(offered(check)).toEqual([]);
    expect(offered(check, { isOwn: true })).toEqual(["close"]);
  });

  it("gives a category moderator the moderation options of that category only", () => {
    const check = grants([], { 1: ["discussions.moderate", "discussions.edit", "discussions.delete"] });
    expect(offered(check)).toEqual([
      "announce",
      "sink",
      "close",
      "move",
      "changeType",
      "revisionHistory",
      "delete",
    ]);
    expect(offered(check, { categoryID: 2 })).toEqual([]);
    expect(offered(check, { type: "idea" })).not.toContain("changeType");
  });

  it("lets community moderators close, move and delete everywhere, and staff resolve only with triage on", () => {
    expect(offered(grants(["community.moderate"]), { categoryID: 9 })).toEqual([
      "close",
      "move",
      "changeType",
      "delete",
    ]);
    expect(offered(grants(["staff.allow"]))).toEqual(["resolve"]);
    expect(offered(grants(["staff.allow"]), {}, false)).toEqual([]);
  });

  it("asks community.manage for collections, curation.manage for bump, site.manage for the author", () => {
    expect(offered(grants(["curation.manage", "site.manage"]))).toEqual(["changeAuthor", "bump"]);
    expect(offered(grants([], { 1: ["community.manage"] }))).toEqual([
      "announce",
      "sink",
      "changeAuthor",
      "collections",
    ]);
  });
});
