// The compact "Site Navigation" panel (docs/reference/ui-behaviour.md#title-bar hamburger side menu): nested items
// with a back button, the mobile-only section, language links, focus kept inside, Escape closes and gives focus back.

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NavItem } from "../../../widgets/title-bar/nav-item";
import { SiteNavigationMenu } from "../../../widgets/title-bar/SiteNavigationMenu";

const ITEMS: NavItem[] = [
  { id: "posts", name: "Posts", url: "/discussions" },
  {
    id: "help",
    name: "Help",
    url: "/help",
    children: [
      { id: "faq", name: "FAQ", url: "/kb/faq" },
      {
        id: "guides",
        name: "Guides",
        url: "",
        children: [{ id: "start", name: "Getting started", url: "/kb/start" }],
      },
    ],
  },
];
const MOBILE_ONLY: NavItem[] = [{ id: "app", name: "Get the app", url: "/app" }];
const LANGUAGES = [
  { locale: "en", name: "Quorum", url: "/", current: true },
  { locale: "fr", name: "Quorum FR", url: "/fr", current: false },
];

const menuButton = () => screen.getByRole("button", { name: "Open site navigation" });
const dialog = () => screen.getByRole("dialog", { name: "Site Navigation" });

beforeEach(async () => {
  // The panel's Sign Out is a mutation, so it needs the query client the app provides.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SiteNavigationMenu
        items={ITEMS}
        mobileOnlyItems={MOBILE_ONLY}
        languages={LANGUAGES}
        pathname="/discussions"
        signInUrl="/entry/signin"
        registerUrl="/entry/register"
      />
    </QueryClientProvider>,
  );
  fireEvent.click(menuButton());
  // The panel is a lazy chunk.
  await screen.findByRole("dialog", { name: "Site Navigation" });
});
afterEach(cleanup);

describe("Site Navigation panel", () => {
  it("opens as a labelled modal dialog with the top level, the mobile-only section and the languages", () => {
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    const main = within(dialog()).getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Posts" }).getAttribute("aria-current")).toBe("page");
    expect(within(main).getByRole("button", { name: "Help" })).toBeTruthy();
    const more = within(dialog()).getByRole("navigation", { name: "More" });
    expect(within(more).getByRole("link", { name: "Get the app" })).toBeTruthy();
    const language = within(dialog()).getByRole("navigation", { name: "Language" });
    expect(
      within(language)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/fr"]);
  });

  it("opens nested levels with a back button, and back returns focus to the item opened", () => {
    fireEvent.click(within(dialog()).getByRole("button", { name: "Help" }));
    expect(document.activeElement).toBe(within(dialog()).getByRole("button", { name: "Back" }));
    const level = within(dialog()).getByRole("navigation", { name: "Help" });
    // The item's own link first, then its children; no mobile-only section below a nested level.
    expect(
      within(level)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Help", "FAQ"]);
    expect(within(dialog()).queryByRole("navigation", { name: "More" })).toBeNull();
    fireEvent.click(within(level).getByRole("button", { name: "Guides" }));
    expect(within(dialog()).getByRole("link", { name: "Getting started" })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Back" }));
    expect(document.activeElement).toBe(within(dialog()).getByRole("button", { name: "Guides" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Back" }));
    expect(document.activeElement).toBe(within(dialog()).getByRole("button", { name: "Help" }));
  });

  it("keeps focus inside: Tab from the last control wraps to the first, Shift+Tab from the first to the last", () => {
    const close = within(dialog()).getByRole("button", { name: "Close" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    const register = within(dialog()).getByRole("link", { name: "Register" });
    expect(document.activeElement).toBe(register);
    fireEvent.keyDown(register, { key: "Tab" });
    expect(document.activeElement).toBe(close);
  });

  it("Escape closes it and focus returns to the menu button", () => {
    act(() => within(dialog()).getByRole("link", { name: "Posts" }).focus());
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });
});
