// The title bar as a whole (docs/reference/ui-behaviour.md#title-bar): the skip link first, pointing at the page's
// <main>; the double-logo strategy; the language toggle only with two or more sections; hiding on scroll in sticky
// modes (but never while focus is inside); axe-clean with the mega menu open.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { defaultTitleBarProps } from "../../../src/client/pages/default-title-bar";
import { PageFrame } from "../../../src/client/pages/PageFrame";
import { DeviceProvider } from "../../../src/layout/DeviceContext";
import type { Device } from "../../../src/layout/device";
import type { TitleBarHydrated } from "../../../src/types/generated/widgets/hydrated/title-bar";
import { axeViolations } from "../widget-axe";

const LANGUAGES = [
  { locale: "en", name: "Quorum", url: "/", current: true },
  { locale: "fr", name: "Communauté francophone", url: "/fr", current: false },
];

function renderBar(overrides: Partial<TitleBarHydrated> = {}, device: Device = "desktop") {
  const props: TitleBarHydrated = {
    ...defaultTitleBarProps({ name: "Quorum", description: "" }),
    navigationItems: [
      { id: "posts", name: "Posts", url: "/discussions" },
      { id: "help", name: "Help", url: "", children: [{ id: "faq", name: "FAQ", url: "/kb/faq" }] },
    ],
    ...overrides,
  };
  render(
    <DeviceProvider device={device}>
      <PageFrame titleBar={{ $reactComponent: "TitleBar", $reactProps: { ...props } }}>
        <h1>Page</h1>
      </PageFrame>
    </DeviceProvider>,
  );
  return screen.findByRole("banner");
}

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });

afterEach(() => {
  cleanup();
  window.scrollY = 0;
});

describe("title bar chrome", () => {
  it("starts with the skip link, which targets the page's main landmark", async () => {
    const header = await renderBar();
    const first = header.querySelector("a, button");
    expect(first?.textContent).toBe("Skip to content");
    const target = document.getElementById(first?.getAttribute("href")?.slice(1) ?? "");
    expect(target?.tagName).toBe("MAIN");
    expect(target?.getAttribute("tabindex")).toBe("-1");
  });

  it("applies the double-logo strategy: mobile-only hides the logo on the full layout, hidden everywhere", async () => {
    const logo = () => screen.queryByRole("link", { name: "Quorum" });
    const logoProps = (doubleLogoStrategy: "visible" | "mobile-only" | "hidden") => ({
      logo: { url: "/", alignment: "left" as const, alignmentMobile: "left" as const, doubleLogoStrategy },
    });
    await renderBar(logoProps("visible"));
    expect(logo()).not.toBeNull();
    cleanup();
    await renderBar(logoProps("mobile-only"));
    expect(logo()).toBeNull();
    cleanup();
    await renderBar(logoProps("mobile-only"), "mobile");
    expect(logo()).not.toBeNull();
    cleanup();
    await renderBar(logoProps("hidden"), "mobile");
    expect(logo()).toBeNull();
  });

  it("shows the language toggle only when the site has two or more sections", async () => {
    await renderBar({ languages: LANGUAGES.slice(0, 1) });
    expect(screen.queryByRole("button", { name: /^Language/ })).toBeNull();
    cleanup();
    await renderBar({ languages: LANGUAGES });
    fireEvent.click(screen.getByRole("button", { name: "Language: Quorum" }));
    expect(screen.getByRole("menuitem", { name: /Communauté francophone/ }).getAttribute("href")).toBe("/fr");
  });

  it("slides a sticky bar away on scrolling down past 400 px, back on scrolling up; never with focus inside", async () => {
    const header = await renderBar();
    scrollTo(500);
    scrollTo(600);
    expect(header.dataset.scrolledAway).toBe("true");
    expect(header.className).toContain("-translate-y-full");
    scrollTo(580);
    expect(header.dataset.scrolledAway).toBe("false");
    act(() => screen.getByRole("link", { name: "Posts" }).focus());
    scrollTo(700);
    scrollTo(800);
    expect(header.dataset.scrolledAway).toBe("false");
  });

  it("never slides a static bar away", async () => {
    const header = await renderBar({ positioning: "StaticSolid" });
    scrollTo(500);
    scrollTo(900);
    expect(header.dataset.scrolledAway).toBe("false");
  });

  it("is axe-clean with the mega menu open", async () => {
    const header = await renderBar({ languages: LANGUAGES });
    act(() => screen.getByRole("button", { name: "Help" }).focus());
    expect(screen.getByRole("link", { name: "FAQ" })).toBeTruthy();
    expect(await axeViolations(header)).toEqual([]);
  });
});
