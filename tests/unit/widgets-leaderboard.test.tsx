// Leaderboard: ranked members with their points, and a title naming the time frame when the author gave none.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LeaderboardWidgetHydrated } from "../../src/types/generated/widgets/hydrated/leaderboard";
import type { LeaderboardWidgetProps } from "../../src/types/generated/widgets/leaderboard";
import LeaderboardWidget from "../../widgets/leaderboard/LeaderboardWidget";
import { leaderboardTitle } from "../../widgets/leaderboard/title";
import { makeUser } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

const leaders = [
  { user: makeUser({ userID: 1, name: "amara.okafor" }), points: 1520 },
  { user: makeUser({ userID: 2, name: "JonasKeller" }), points: 1 },
];

function props(raw: Record<string, unknown> = {}): LeaderboardWidgetHydrated {
  const base = preparedProps<LeaderboardWidgetProps>("react.leaderboard", raw);
  return { ...base, title: leaderboardTitle(base), leaders };
}

describe("leaderboardTitle", () => {
  it("names the time frame unless the author set a title or none", () => {
    expect(leaderboardTitle(preparedProps("react.leaderboard"))).toBe("All Time Leaders");
    expect(leaderboardTitle(preparedProps("react.leaderboard", { apiParams: { slotType: "w" } }))).toBe(
      "This Week's Leaders",
    );
    expect(leaderboardTitle(preparedProps("react.leaderboard", { title: "Top helpers" }))).toBe(
      "Top helpers",
    );
    expect(leaderboardTitle(preparedProps("react.leaderboard", { titleType: "none" }))).toBe("");
  });

  it("defaults to reputation over all time, 10 leaders", () => {
    expect(preparedProps<LeaderboardWidgetProps>("react.leaderboard").apiParams).toMatchObject({
      slotType: "a",
      leaderboardType: "reputation",
      limit: 10,
    });
  });
});

describe("LeaderboardWidget", () => {
  it("ranks members in an ordered list with profile links and points, and is axe-clean", async () => {
    const { container } = render(<LeaderboardWidget {...props()} />);
    const section = screen.getByRole("region", { name: "All Time Leaders" });
    const rows = within(section).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(section).getByRole("list").tagName).toBe("OL");
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "amara.okafor" })
        .getAttribute("href"),
    ).toBe("/profile/amara.okafor");
    expect(within(rows[0] as HTMLElement).getByText("1.5k points")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("1 point")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("counts posts and accepted answers in their own units", () => {
    render(<LeaderboardWidget {...props({ apiParams: { leaderboardType: "acceptedAnswers" } })} />);
    expect(screen.getByText("1 accepted answer")).toBeTruthy();
    cleanup();
    render(<LeaderboardWidget {...props({ apiParams: { leaderboardType: "posts" } })} />);
    expect(screen.getByText("1.5k posts")).toBeTruthy();
  });
});
