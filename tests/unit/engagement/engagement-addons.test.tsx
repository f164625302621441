// The engagement bar while an addon is off (docs/reference/addons.md#a-switched-off-addon): reactions off takes the
// votes, the points, the reactions and the log away; reports (escalations) off takes Report and the reports tag away,
// asks nothing about the escalations flag and never requests the report dialog's chunk, which otherwise loads only
// when Report is pointed at or pressed.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EngagementBar } from "../../../src/client/engagement/EngagementBar";
import { ADDONS } from "../../../src/lib/addons";
import type { Discussion } from "../../../src/types/generated/api/discussion";
import { makeDiscussion, makeReactions, resetFactories } from "../../factories";
import { MODERATOR_PERMISSIONS, renderWithViewer, stubApi } from "./support";

// Counts the loads of the report dialog's module: a lazy chunk's factory runs only when it is imported.
const reportDialogLoads = vi.hoisted(() => vi.fn());
vi.mock("../../../src/client/engagement/ReportDialog", async (importOriginal) => {
  reportDialogLoads();
  return importOriginal();
});

// The same for the reaction controls' module (reaction-controls-chunk.ts).
const reactionControlsLoads = vi.hoisted(() => vi.fn());
vi.mock("../../../src/client/engagement/ReactionControls", async (importOriginal) => {
  reactionControlsLoads();
  return importOriginal();
});

const ALL = ADDONS.map((addon) => addon.addonID);
const without = (addonID: string) => ALL.filter((id) => id !== addonID);

beforeEach(() => resetFactories());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function discussion(overrides: Partial<Discussion> = {}): Discussion {
  return makeDiscussion({
    discussionID: 42,
    categoryID: 3,
    insertUserID: 7,
    score: 5,
    closed: false,
    reactions: makeReactions({ Like: 2, Up: 4 }),
    reportMeta: { countReports: 2 },
    ...overrides,
  });
}

const bar = () => within(screen.getByRole("group", { name: "Discussion reactions" }));

describe("reactions off", () => {
  it("shows no votes, points, reactions or log; sharing and reporting stay", () => {
    stubApi(() => ({ status: 200, body: [] }), true);
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />, {
      permissions: MODERATOR_PERMISSIONS,
      addons: without("reactions"),
    });
    expect(bar().queryByRole("button", { name: "Vote Up" })).toBeNull();
    expect(screen.queryByTestId("points")).toBeNull();
    expect(bar().queryByRole("list", { name: "Reactions" })).toBeNull();
    expect(bar().queryByRole("button", { name: "View Reactions Log" })).toBeNull();
    expect(bar().getByRole("button", { name: "Share" })).toBeTruthy();
    expect(bar().getByRole("button", { name: "Report" })).toBeTruthy();
    // Its code is never requested while the addon is off.
    expect(reactionControlsLoads).not.toHaveBeenCalled();
  });

  it("shows them when on, once their chunk has arrived", async () => {
    stubApi(() => ({ status: 200, body: [] }), true);
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />, {
      permissions: MODERATOR_PERMISSIONS,
      addons: ALL,
    });
    expect(await bar().findByRole("button", { name: "Vote Up" })).toBeTruthy();
    expect(screen.getByTestId("points").textContent).toBe("5 points");
    expect(bar().getByRole("list", { name: "Reactions" })).toBeTruthy();
    expect(await bar().findByRole("button", { name: "View Reactions Log" })).toBeTruthy();
  });
});

describe("reports off, then on", () => {
  // In this order: once a test has loaded the dialog's module, it stays loaded for the file.
  it("shows no Report nor reports tag, asks nothing and loads no dialog code while off", () => {
    const server = stubApi(() => ({ status: 200, body: {} }), true);
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />, {
      permissions: MODERATOR_PERMISSIONS,
      addons: without("escalations"),
    });
    expect(bar().queryByRole("button", { name: "Report" })).toBeNull();
    expect(bar().queryByRole("link", { name: /Reports/ })).toBeNull();
    // Reactions stay.
    expect(bar().getByRole("button", { name: "Vote Up" })).toBeTruthy();
    expect(server.calls).toEqual([]);
    expect(reportDialogLoads).not.toHaveBeenCalled();
  });

  it("shows Report and the tag while on, and loads the dialog only when Report is wanted", async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 201, body: {} }), true);
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />, {
      permissions: MODERATOR_PERMISSIONS,
      addons: ALL,
    });
    expect(bar().getByRole("link", { name: /2 Reports/ })).toBeTruthy();
    const report = bar().getByRole("button", { name: "Report" });
    expect(reportDialogLoads).not.toHaveBeenCalled();
    fireEvent.focus(report);
    await vi.waitFor(() => expect(reportDialogLoads).toHaveBeenCalledTimes(1));
    await user.click(report);
    expect(await screen.findByRole("dialog", { name: "Report this discussion" })).toBeTruthy();
    expect(reportDialogLoads).toHaveBeenCalledTimes(1);
  });
});
