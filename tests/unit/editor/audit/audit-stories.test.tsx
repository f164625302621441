// The Problems panel's audit stories (stories/editor/ProblemsPanelAudit.stories.tsx) render from their own data,
// show the warnings they are named for (computed by the real rules), and are axe-clean as the visual run needs.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import meta, * as stories from "../../../../stories/editor/ProblemsPanelAudit.stories";
import { axeViolations } from "../../widget-axe";

afterEach(cleanup);

type StoryName = "AuditWarnings" | "WarningsAndAProblem" | "AuditChecking" | "AuditClean";

function renderStory(name: StoryName) {
  const Component = meta.component;
  render(<Component {...stories[name].args} story={stories[name].args.story} />);
}

describe("the audit stories", () => {
  it("lists the warnings the changed home layout has, with their devices", async () => {
    renderStory("AuditWarnings");
    const section = screen.getByRole("heading", { name: "Accessibility (5)" }).closest("div");
    if (!section) throw new Error("no audit section");
    const buttons = within(section).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Welcome!: All devices · textColor Warning: Text #9ca3af on background #ffffff/),
      expect.stringMatching(
        /^Top Members: All devices Warning: “Top Members” is a level 4 heading after a level 2/,
      ),
      expect.stringMatching(
        /^3 Columns - Default: Tablet, Mobile Warning: “Questions” shows above “Popular Tags”/,
      ),
      expect.stringMatching(/^Popular Tags: All devices · title Warning: .* section 3 has the same title/),
      expect.stringMatching(/^1 Column - Default: All devices Warning: Section 6 has no widgets/),
    ]);
    expect(screen.getByRole("heading", { name: "Problems (0)" })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("keeps the warnings apart from a problem that blocks publishing", () => {
    renderStory("WarningsAndAProblem");
    expect(screen.getByRole("heading", { name: /^Problems \([1-9]\d*\)$/ })).toBeTruthy();
    expect(screen.getByRole("heading", { name: /^Accessibility \(\d\)$/ })).toBeTruthy();
  });

  it("says when the first run is under way, and when all is well", () => {
    renderStory("AuditChecking");
    expect(screen.getByText("Checking the rendered preview at each device width…")).toBeTruthy();
    cleanup();
    renderStory("AuditClean");
    expect(screen.getByText("No accessibility warnings")).toBeTruthy();
  });
});
