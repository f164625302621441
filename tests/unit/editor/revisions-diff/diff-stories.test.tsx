// The revision comparison's stories (stories/editor/RevisionDiff.stories.tsx) render from their own data, show the
// change kinds they are named for, and are axe-clean as the visual run will need.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import meta from "../../../../stories/editor/RevisionDiff.stories";
import { axeViolations } from "../../widget-axe";

afterEach(cleanup);

const Story = meta.component;

describe("RevisionDiff stories", () => {
  it("AgainstTheDraft lists every kind of change with restore buttons", async () => {
    const { container } = render(<Story comparison="draft" />);
    const text = container.textContent ?? "";
    expect(
      screen.getByRole("heading", { name: /^Changes from revision 12 to the current draft/ }),
    ).toBeTruthy();
    for (const expected of [
      "Popular Tags moved from section 3, secondary column, position 5 to section 2, column, position 2",
      "Section 2 (1 Column - Default): 1 setting changed",
      "isNarrow set to true",
      "Latest Posts: 2 settings changed",
      "apiParams.limit: 10 → 5",
      "Quick Links: visibility rules changed",
      "visibility.device: “desktop” → “mobile”",
      "role-filter.roleIDs set to [8]",
      "Custom HTML added in section 3, main column (top), position 2",
      "Section 4 (1 Column - Default) removed",
    ])
      expect(text).toContain(expected);
    expect(screen.getAllByRole("button", { name: /^Restore / }).length).toBeGreaterThan(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("TwoRevisions lists without restoring; NoChanges says so", () => {
    render(<Story comparison="revisions" />);
    expect(screen.getByRole("heading", { name: /^Changes from revision 12 to revision 14/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Restore / })).toBeNull();
    cleanup();
    render(<Story comparison="unchanged" />);
    expect(screen.getByText("No changes.")).toBeTruthy();
  });
});
