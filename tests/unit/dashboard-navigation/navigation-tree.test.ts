// @vitest-environment node
// The navigation editor's draft operations (src/client/pages/dashboard-navigation/navigation-tree.ts) and the server's
// rules for a stored list (src/server/services/navigation-rules.ts): paths, moves at either end, children, the PUT
// body, the server's field names mapped back to an item, and the checks and ids of a save.
import { describe, expect, it } from "vitest";
import {
  addItem,
  errorTarget,
  fieldName,
  fromDraft,
  itemAt,
  mayHaveChildren,
  moveItem,
  newItem,
  removeItem,
  toDraft,
  updateItem,
} from "../../../src/client/pages/dashboard-navigation/navigation-tree";
import { navigationProblems, normalizedNavigation } from "../../../src/server/services/navigation-rules";
import { makeNavigationItems } from "../../factories/navigation";

const names = (items: { name: string; children?: unknown[] }[]): unknown[] =>
  items.map((item) =>
    item.children?.length ? { [item.name]: names(item.children as { name: string }[]) } : item.name,
  );

describe("the editor's draft", () => {
  it("round-trips a list, leaving out empty fields", () => {
    const items = makeNavigationItems();
    const back = fromDraft(toDraft(items));
    expect(back).toEqual(items.map((item) => ({ ...item, url: item.url ?? "" })));
    expect(
      fromDraft(toDraft([{ name: "A", url: " /a ", roleIDs: [], badge: { type: "text", text: " " } }])),
    ).toEqual([{ name: "A", url: "/a" }]);
  });

  it("moves an item among its siblings, and not past either end", () => {
    const draft = toDraft(makeNavigationItems());
    const down = moveItem(draft, [0], 1);
    expect(names(down).slice(0, 2)).toEqual([names(draft)[1], "Posts"]);
    expect(moveItem(draft, [0], -1)).toEqual(draft);
    const lastChild = moveItem(draft, [1, 2], 1);
    expect(itemAt(lastChild, [1, 2])?.name).toBe("Moderation desk");
    const upChild = moveItem(draft, [1, 2], -1);
    expect(itemAt(upChild, [1, 1])?.name).toBe("Moderation desk");
    // Keys travel with their items (React keeps each item's fields and focus).
    expect(itemAt(upChild, [1, 1])?.key).toBe(itemAt(draft, [1, 2])?.key);
  });

  it("adds, edits and removes at any depth without touching the rest", () => {
    const draft = toDraft(makeNavigationItems());
    const child = newItem();
    const added = addItem(draft, [0], child);
    expect(itemAt(added, [0, 0])?.key).toBe(child.key);
    const named = updateItem(added, [0, 0], { name: "Recent", url: "/discussions?sort=-dateInserted" });
    expect(itemAt(named, [0, 0])?.name).toBe("Recent");
    expect(named[2]).toBe(draft[2]);
    const removed = removeItem(named, [1, 0]);
    expect(itemAt(removed, [1])?.children.map((item) => item.name)).toEqual(["Questions", "Moderation desk"]);
    expect(addItem(draft, [], child).at(-1)?.key).toBe(child.key);
    expect(mayHaveChildren([0, 0])).toBe(true);
    expect(mayHaveChildren([0, 0, 0])).toBe(false);
  });

  it("names fields as the server does, and reads its field errors back", () => {
    expect(fieldName([2, 0], "url")).toBe("items.2.children.0.url");
    expect(fieldName([1], "badge.text")).toBe("items.1.badge.text");
    expect(errorTarget("items.2.children.0.url")).toEqual({ path: [2, 0], field: "url" });
    expect(errorTarget("items.1.badge.text")).toEqual({ path: [1], field: "badge.text" });
    expect(errorTarget("items")).toBeNull();
  });
});

describe("the server's rules for a list", () => {
  const roles = new Set([8, 32]);

  it("accepts a well-formed list", () => {
    expect(navigationProblems(makeNavigationItems(), roles)).toEqual([]);
  });

  it("names each problem's field", () => {
    const problems = navigationProblems(
      [
        { id: "a", name: "No target" },
        { id: "b", name: "Script", url: "java\tscript:alert(1)" },
        { id: "a", name: "Twin", url: "/t", permission: "nope", roleIDs: [99] },
        {
          name: "Deep",
          children: [{ name: "1", children: [{ name: "2", children: [{ name: "3", url: "/" }] }] }],
        },
      ],
      roles,
    );
    expect(problems.map((problem) => `${problem.field} ${problem.code}`)).toEqual([
      "items.0.url required",
      "items.1.url unsafeUrl",
      "items.2.id duplicate",
      "items.2.permission unknown",
      "items.2.roleIDs unknown",
      "items.3.children.0.children.0.children tooDeep",
    ]);
  });

  it("stores trimmed values and gives every item an id of its own", () => {
    const stored = normalizedNavigation([
      { id: "help", name: " Help ", url: " /help " },
      { name: "Help!", url: "/help2", roleIDs: [], isHidden: false },
      { name: "Ünïcode & co", children: [{ name: "Help", url: "/h" }] },
    ]);
    expect(stored).toEqual([
      { id: "help", name: "Help", url: "/help" },
      { id: "help-2", name: "Help!", url: "/help2" },
      { id: "unicode-co", name: "Ünïcode & co", children: [{ id: "help-3", name: "Help", url: "/h" }] },
    ]);
  });
});
