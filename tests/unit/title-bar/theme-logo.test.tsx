// The title bar's logo follows the page theme's logos when it follows the site's style, and its own images when it
// names them (docs/reference/themes.md#variables, spec 001 §2.2).
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { GUEST_USER, SessionProvider, type ThemeLogos } from "../../../src/layout/session";
import { Logo } from "../../../widgets/title-bar/Logo";

afterEach(cleanup);

const PLACEMENT = {
  url: "/",
  alignment: "left",
  alignmentMobile: "left",
  doubleLogoStrategy: "visible",
} as const;

const THEME: ThemeLogos = { logo: "/media/theme-wide.png", mobileLogo: "/media/theme-small.png" };

function renderLogo(props: Partial<Parameters<typeof Logo>[0]>, themeLogos: ThemeLogos = THEME) {
  return render(
    <MemoryRouter>
      <SessionProvider user={GUEST_USER} themeLogos={themeLogos}>
        <Logo
          siteName="Quorum Community"
          logoType="styleguide"
          logo={PLACEMENT}
          compact={false}
          maxHeight={36}
          {...props}
        />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe("the title bar logo", () => {
  it("shows the theme's desktop logo, and its mobile logo on the compact bar", () => {
    renderLogo({});
    expect(screen.getByRole("img", { name: "Quorum Community" }).getAttribute("src")).toBe(THEME.logo);
    cleanup();
    renderLogo({ compact: true });
    expect(screen.getByRole("img", { name: "Quorum Community" }).getAttribute("src")).toBe(THEME.mobileLogo);
  });

  it("keeps the widget's own images when it has a custom logo", () => {
    renderLogo({ logoType: "custom", logo: { ...PLACEMENT, imageUrl: "/media/own.png" } });
    expect(screen.getByRole("img", { name: "Quorum Community" }).getAttribute("src")).toBe("/media/own.png");
  });

  it("writes the site name when the theme has no logo", () => {
    renderLogo({}, { logo: null, mobileLogo: null });
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Quorum Community" })).toBeTruthy();
  });
});
