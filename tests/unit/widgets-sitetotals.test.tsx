// Site Totals: the counts in order, full or abbreviated (docs/reference/ui-behaviour.md#shared-components), as icons,
// labels or both.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteTotalsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/sitetotals";
import type { SiteTotalsWidgetProps } from "../../src/types/generated/widgets/sitetotals";
import SiteTotalsWidget from "../../widgets/sitetotals/SiteTotalsWidget";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

const totals = [
  { recordType: "user", label: "Members", count: 12_480 },
  { recordType: "post", label: "Posts", count: 1_254_000 },
];

function props(raw: Record<string, unknown> = {}): SiteTotalsWidgetHydrated {
  return { ...preparedProps<SiteTotalsWidgetProps>("react.sitetotals", raw), totals };
}

describe("SiteTotalsWidget", () => {
  it("defaults to Members and Posts shown, the rest hidden", () => {
    const { apiParams, labelType } = preparedProps<SiteTotalsWidgetProps>("react.sitetotals");
    expect(labelType).toBe("both");
    expect(apiParams.counts.filter((count) => !count.isHidden).map((count) => count.label)).toEqual([
      "Members",
      "Posts",
    ]);
  });

  it("shows full numbers with labels by default, and is axe-clean", async () => {
    const { container } = render(<SiteTotalsWidget {...props()} />);
    const region = screen.getByRole("region", { name: "Site totals" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "12,480Members12,480 Members",
      "1,254,000Posts1,254,000 Posts",
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("abbreviates with formatNumbers, keeping the full number for screen readers", () => {
    render(<SiteTotalsWidget {...props({ formatNumbers: true })} />);
    expect(screen.getByText("12.5k")).toBeTruthy();
    expect(screen.getByText("1.3m")).toBeTruthy();
    expect(screen.getByText("12,480 Members").className).toContain("sr-only");
  });

  it("drops the visible label for icon-only and the icon for text-only", () => {
    const icons = render(<SiteTotalsWidget {...props({ labelType: "icon" })} />);
    expect(icons.queryByText("Members")).toBeNull();
    expect(icons.container.querySelectorAll("svg")).toHaveLength(2);
    cleanup();
    const text = render(<SiteTotalsWidget {...props({ labelType: "text" })} />);
    expect(text.getByText("Members")).toBeTruthy();
    expect(text.container.querySelectorAll("svg")).toHaveLength(0);
  });

  it("applies alignment, text colour and background", () => {
    render(
      <SiteTotalsWidget
        {...props({
          containerOptions: {
            alignment: "space-around",
            textColor: "#FFFFFF",
            background: { color: "#1d4e89" },
          },
        })}
      />,
    );
    const region = screen.getByRole("region");
    expect(region.style.color).toBe("rgb(255, 255, 255)");
    expect(within(region).getByRole("list").className).toContain("justify-around");
  });
});
