// User Spotlight: one member with the author's words, their counts and a profile link, text left or right.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { UserSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/userspotlight";
import type { UserSpotlightWidgetProps } from "../../src/types/generated/widgets/userspotlight";
import UserSpotlightWidget from "../../widgets/userspotlight/UserSpotlightWidget";
import { makeUser } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

function props(raw: Record<string, unknown> = {}): UserSpotlightWidgetHydrated {
  return {
    ...preparedProps<UserSpotlightWidgetProps>("react.userspotlight", { apiParams: { userID: 3 }, ...raw }),
    userInfo: {
      ...makeUser({ userID: 3, name: "priya_n", title: "Champion" }),
      countDiscussions: 1,
      countComments: 2400,
    },
  };
}

describe("UserSpotlightWidget", () => {
  it("defaults to 'Customer Spotlight' and shows the member's name, title and counts; axe-clean", async () => {
    const { container } = render(<UserSpotlightWidget {...props()} />);
    expect(screen.getByRole("heading", { name: "Customer Spotlight" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "priya_n" }).getAttribute("href")).toBe("/profile/priya_n");
    expect(screen.getByText("Champion")).toBeTruthy();
    expect(screen.getByText("1 discussion")).toBeTruthy();
    expect(screen.getByText("2.4k comments")).toBeTruthy();
    expect(screen.getByText(/Meet one of the members/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("puts the text on the right on wide screens when asked", () => {
    const { container } = render(<UserSpotlightWidget {...props({ userTextAlignment: "right" })} />);
    expect(container.querySelector("[data-widget='user-spotlight']")?.className).toContain(
      "sm:flex-row-reverse",
    );
  });

  it("drops the heading for titleType none", () => {
    render(<UserSpotlightWidget {...props({ titleType: "none" })} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
