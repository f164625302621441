// The title bar's navigation items as an administrator configures them (docs/reference/ui-behaviour.md#title-bar):
// badges beside the names (in the bar, the mega menu and the compact panel), the active item found from the path,
// a menu shown open from the first render (stories), and addresses of other sites sent through the leaving
// interstitial as post links are (src/lib/navigation.ts: navigationHref).
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { navigationHref } from "../../../src/lib/navigation";
import { MegaMenuNavigation } from "../../../widgets/title-bar/MegaMenu";
import { NestedNavigation } from "../../../widgets/title-bar/NestedNavigation";
import type { NavItem } from "../../../widgets/title-bar/nav-item";
import { makeResolvedNavigation } from "../../factories/navigation";
import { axeViolations } from "../widget-axe";

const ITEMS = makeResolvedNavigation() as NavItem[];

afterEach(cleanup);

describe("navigation items in the title bar", () => {
  it("shows badges, marks the active item and opens a menu from the first render", async () => {
    const { container } = render(
      <MegaMenuNavigation items={ITEMS} pathname="/categories/help" initialExpandedID="community" />,
    );
    const community = screen.getByRole("button", { name: "Community New" });
    expect(community.getAttribute("aria-expanded")).toBe("true");
    // A child's page makes its item active; the child's link says it is the current page.
    expect(community.className).toContain("after:");
    expect(screen.getByRole("link", { name: "Help" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Ideas Beta" })).toBeTruthy();
    // Three columns: the plain links (led by the item's own), then one per child with children.
    expect(document.querySelectorAll("#mega-menu-community [data-nav-column]")).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends links to other sites through the leaving page, and keeps the site's own", () => {
    render(<MegaMenuNavigation items={ITEMS} pathname="/" />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Community New" }).closest("li") as HTMLElement);
    expect(screen.getByRole("link", { name: "Status" }).getAttribute("href")).toBe(
      `/home/leaving?target=${encodeURIComponent("https://status.example.com/")}`,
    );
    expect(screen.getByRole("link", { name: "Questions" }).getAttribute("href")).toBe(
      "/discussions?type=question",
    );
  });

  it("shows badges in the compact panel too", () => {
    render(<NestedNavigation items={ITEMS} pathname="/" />);
    expect(screen.getByRole("button", { name: "Community New" })).toBeTruthy();
  });
});

describe("navigationHref", () => {
  it("keeps site paths, fragments, mail and phone links, and refuses unsafe ones", () => {
    expect(navigationHref("/discussions?type=question")).toBe("/discussions?type=question");
    expect(navigationHref("#content")).toBe("#content");
    expect(navigationHref("mailto:team@example.com")).toBe("mailto:team@example.com");
    expect(navigationHref("tel:+331234")).toBe("tel:+331234");
    expect(navigationHref("javascript:alert(1)")).toBe("/");
  });

  it("sends other hosts through the interstitial, however they are written", () => {
    const leaving = (url: string) => `/home/leaving?target=${encodeURIComponent(url)}`;
    expect(navigationHref("https://example.com/a b")).toBe(leaving("https://example.com/a%20b"));
    expect(navigationHref("//evil.example/x")).toBe(leaving("https://evil.example/x"));
    expect(navigationHref("/\\evil.example")).toBe(leaving("https://evil.example/"));
  });
});
