// The moderation rules both sides use (src/lib/moderation/bulk-rules.ts), over a made-up set of grants: global
// names, and names per category.
import { describe, expect, it } from "vitest";
import {
  BULK_MESSAGES,
  canBulkModerate,
  canClose,
  canDelete,
  canEditIn,
  type ModerationCheck,
  mayDo,
  moveTargetMessage,
  permissionMessage,
} from "../../../src/lib/moderation/bulk-rules";

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

describe("bulk moderation rules", () => {
  it("community moderators may do everything, everywhere", () => {
    const check = grants(["community.moderate"]);
    expect(canBulkModerate(check)).toBe(true);
    for (const action of ["move", "merge", "close", "delete"] as const)
      expect(mayDo(check, action, { categoryID: 7 })).toBe(true);
  });

  it("discussions.manage moderates its own categories only", () => {
    const check = grants([], { 1: ["discussions.manage"] });
    expect(canBulkModerate(check)).toBe(true);
    expect([canEditIn(check, 1), canDelete(check, 1), canClose(check, { categoryID: 1 })]).toEqual([
      true,
      true,
      true,
    ]);
    expect([canEditIn(check, 2), canDelete(check, 2), canClose(check, { categoryID: 2 })]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("each operation's own permission suffices for it alone", () => {
    const check = grants([], { 1: ["discussions.edit", "discussions.closeOwn"] });
    expect(canBulkModerate(check)).toBe(false);
    expect(mayDo(check, "move", { categoryID: 1 })).toBe(true);
    expect(mayDo(check, "delete", { categoryID: 1 })).toBe(false);
    // closeOwn closes only the viewer's own discussion; the interface, not knowing authors, offers no close.
    expect(canClose(check, { categoryID: 1, isOwn: true })).toBe(true);
    expect(canClose(check, { categoryID: 1, isOwn: false })).toBe(false);
    expect(mayDo(check, "close", { categoryID: 1 })).toBe(false);
  });

  it("refuses with the documented words", () => {
    expect(permissionMessage("close")).toBe(BULK_MESSAGES.close);
    expect(permissionMessage("delete")).toBe(BULK_MESSAGES.delete);
    expect(permissionMessage("merge")).toBe(BULK_MESSAGES.edit);
    expect(moveTargetMessage("News")).toBe("You don’t have the edit permission in News.");
  });
});
