// Content banner: the banner's title rules without a search box; 120 px tall at least; the logo clamped 80–180 px.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BannerContentWidgetProps } from "../../src/types/generated/widgets/content-banner";
import BannerContentWidget from "../../widgets/content-banner/BannerContentWidget";
import { hydrateContentBanner } from "../../widgets/content-banner/hydrate.server";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

const params = { siteSection: { name: "Quorum Community", description: "Ask and answer." } };
const props = (raw: Record<string, unknown>) =>
  preparedProps<BannerContentWidgetProps>("react.app.content-banner", raw);

describe("BannerContentWidget", () => {
  it("takes the title and description from the site section, with no search box", async () => {
    const hydrated = await hydrateContentBanner(
      props({ titleType: "siteSection/name", descriptionType: "siteSection/description" }),
      { params },
    );
    expect(hydrated).not.toHaveProperty("showSearch");
    const { container } = render(<BannerContentWidget {...hydrated} />);
    expect(screen.getByRole("heading", { level: 1, name: "Quorum Community" })).toBeTruthy();
    expect(screen.getByText("Ask and answer.")).toBeTruthy();
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(container.querySelector("[data-widget='content-banner']")?.className).toContain("min-h-[120px]");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows nothing for titleType none", async () => {
    const hydrated = await hydrateContentBanner(props({ titleType: "none", descriptionType: "none" }), {
      params,
    });
    render(<BannerContentWidget {...hydrated} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("clamps the logo between 80 and 180 px and drops an unsafe one", async () => {
    const safe = await hydrateContentBanner(
      props({
        titleType: "static",
        title: "Help",
        logo: { imageUrl: "https://cdn.example.com/logo.png", alt: "Acme" },
      }),
      { params },
    );
    render(<BannerContentWidget {...safe} />);
    const logo = screen.getByRole("img", { name: "Acme" });
    expect([logo.style.minWidth, logo.style.maxWidth]).toEqual(["80px", "180px"]);
    cleanup();
    const unsafe = await hydrateContentBanner(
      props({ titleType: "static", title: "Help", logo: { imageUrl: "javascript:alert(1)", alt: "Acme" } }),
      { params },
    );
    expect(unsafe.logo?.imageUrl).toBe("");
    render(<BannerContentWidget {...unsafe} />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
