// The mega menu (docs/reference/ui-behaviour.md#title-bar): opens on hover or focus, Enter/Space/ArrowDown focus the
// first child, arrows move, Escape closes and gives focus back, Tab leaves, 250 ms close delay and 200 ms hide delay,
// one open at a time.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MEGA_MENU_CLOSE_DELAY_MS,
  MEGA_MENU_HIDE_DELAY_MS,
  MegaMenuNavigation,
} from "../../../widgets/title-bar/MegaMenu";
import type { NavItem } from "../../../widgets/title-bar/nav-item";

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
        url: "/kb/guides",
        children: [
          { id: "start", name: "Getting started", url: "/kb/start" },
          { id: "tips", name: "Tips", url: "/kb/tips" },
        ],
      },
    ],
  },
  { id: "more", name: "More", url: "", children: [{ id: "about", name: "About", url: "/about" }] },
];

const trigger = (name: string) => screen.getByRole("button", { name });
const focused = () => document.activeElement?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  render(<MegaMenuNavigation items={ITEMS} pathname="/" />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("mega menu", () => {
  it("opens on hover and closes 250 ms after the pointer leaves, then goes 200 ms later", () => {
    const item = trigger("Help").closest("li") as HTMLElement;
    fireEvent.mouseEnter(item);
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "FAQ" })).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 1));
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("false");
    // Still there, fading, and out of reach.
    expect(document.getElementById("mega-menu-help")?.dataset.state).toBe("closing");
    act(() => vi.advanceTimersByTime(MEGA_MENU_HIDE_DELAY_MS));
    expect(document.getElementById("mega-menu-help")).toBeNull();
  });

  it("stays open when the pointer comes back within the close delay", () => {
    const item = trigger("Help").closest("li") as HTMLElement;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(1000));
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("true");
  });

  it("opens on focus; Enter focuses the first child; arrows move; Escape closes and returns focus", () => {
    act(() => trigger("Help").focus());
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(trigger("Help"), { key: "Enter" });
    // The item's own link leads its first column.
    expect(focused()).toBe("Help");
    expect(document.activeElement?.getAttribute("href")).toBe("/help");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    expect(focused()).toBe("FAQ");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" });
    expect(focused()).toBe("Guides");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    expect(focused()).toBe("Getting started");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "End" });
    expect(focused()).toBe("Tips");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    expect(focused()).toBe("Help");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
    expect(document.activeElement).toBe(trigger("Help"));
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("false");
  });

  it("Space and ArrowDown open too; the children are outside the Tab order and Tab closes the menu", () => {
    act(() => trigger("More").focus());
    fireEvent.keyDown(trigger("More"), { key: " " });
    expect(focused()).toBe("About");
    expect(document.activeElement?.getAttribute("tabindex")).toBe("-1");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Tab" });
    expect(trigger("More").getAttribute("aria-expanded")).toBe("false");
    act(() => trigger("Help").focus());
    fireEvent.keyDown(trigger("Help"), { key: "ArrowDown" });
    expect(focused()).toBe("Help");
  });

  it("arrows move along the bar, and only one menu is open at a time", () => {
    act(() => trigger("Help").focus());
    fireEvent.keyDown(trigger("Help"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(trigger("More"));
    expect(trigger("More").getAttribute("aria-expanded")).toBe("true");
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(trigger("More"), { key: "ArrowRight" });
    expect(focused()).toBe("Posts");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(trigger("More"));
    // Hovering another item switches at once.
    fireEvent.mouseEnter(trigger("Help").closest("li") as HTMLElement);
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("true");
    expect(trigger("More").getAttribute("aria-expanded")).toBe("false");
  });

  it("swaps Left and Right on a right-to-left page, along the bar and across columns", () => {
    document.documentElement.dir = "rtl";
    try {
      act(() => trigger("Help").focus());
      fireEvent.keyDown(trigger("Help"), { key: "ArrowLeft" });
      expect(document.activeElement).toBe(trigger("More"));
      fireEvent.keyDown(trigger("More"), { key: "ArrowRight" });
      expect(document.activeElement).toBe(trigger("Help"));
      fireEvent.keyDown(trigger("Help"), { key: "Enter" });
      expect(focused()).toBe("Help");
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowLeft" });
      expect(focused()).toBe("Guides");
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" });
      expect(focused()).toBe("Help");
    } finally {
      document.documentElement.dir = "";
    }
  });

  it("closes 250 ms after focus leaves the item and its menu", () => {
    act(() => trigger("Help").focus());
    act(() => screen.getByRole("link", { name: "Posts" }).focus());
    // Focusing a plain link collapses at once (no menu of its own).
    expect(trigger("Help").getAttribute("aria-expanded")).toBe("false");
    act(() => trigger("More").focus());
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    expect(trigger("More").getAttribute("aria-expanded")).toBe("true");
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS));
    expect(trigger("More").getAttribute("aria-expanded")).toBe("false");
  });
});
