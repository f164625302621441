// Title bar positioning (docs/reference/ui-behaviour.md#title-bar): transparent modes lie over the page's first
// banner and show it through; a sticky one turns solid once the banner has scrolled out from under it; without a
// banner first they are solid.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultTitleBarProps } from "../../src/client/pages/default-title-bar";
import { PageFrame } from "../../src/client/pages/PageFrame";
import { DeviceProvider } from "../../src/layout/DeviceContext";
import type { Device } from "../../src/layout/device";
import { LayoutRenderer } from "../../src/layout/LayoutRenderer";
import {
  isFirstInside,
  startsWithBanner,
  titleBarLook,
  titleBarOverlap,
} from "../../src/layout/title-bar-overlay";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { widgetRegistry } from "../../widgets/registry";

type NodeDevice = "all" | "desktop" | "mobile" | "tablet";

const node = (component: string, props: Record<string, unknown> = {}, device?: NodeDevice): HydratedNode => ({
  $reactComponent: component,
  $reactProps: props,
  ...(device ? { $middleware: { visibility: { device } } } : {}),
});

const BANNER_PROPS = {
  showTitle: true,
  title: "Welcome",
  titleType: "static",
  showDescription: false,
  description: "",
  descriptionType: "none",
  showSearch: false,
  alignment: "center",
  searchPlacement: "middle",
  textColor: "#fdf6e3",
};
const banner = (device?: NodeDevice) => node("BannerWidget", BANNER_PROPS, device);
const fullWidth = (...children: HydratedNode[]) => node("SectionFullWidth", { children });
const quickLinks = node("QuickLinks", { title: "Links", links: [] });

describe("startsWithBanner", () => {
  it("is true for a banner first, alone or as the first child of a full-width section", () => {
    expect(startsWithBanner([banner()], "desktop")).toBe(true);
    expect(startsWithBanner([fullWidth(banner()), quickLinks], "desktop")).toBe(true);
    expect(startsWithBanner([fullWidth(node("BannerContentWidget", {}))], "mobile")).toBe(true);
  });

  it("is false when something else comes first, or the banner sits in a section with margins", () => {
    expect(startsWithBanner([], "desktop")).toBe(false);
    expect(startsWithBanner([quickLinks, fullWidth(banner())], "desktop")).toBe(false);
    expect(startsWithBanner([fullWidth(quickLinks, banner())], "desktop")).toBe(false);
    expect(startsWithBanner([node("SectionOneColumn", { children: [banner()] })], "desktop")).toBe(false);
  });

  it("follows per-device visibility: a desktop-only banner is not first on mobile", () => {
    const layout = [fullWidth(banner("desktop")), quickLinks];
    expect(startsWithBanner(layout, "desktop")).toBe(true);
    expect(startsWithBanner(layout, "mobile")).toBe(false);
    const mobileFirst = [fullWidth(node("QuickLinks", {}, "desktop"), banner())];
    expect(startsWithBanner(mobileFirst, "mobile")).toBe(true);
    expect(startsWithBanner(mobileFirst, "desktop")).toBe(false);
  });
});

describe("titleBarOverlap", () => {
  const layout = [fullWidth(banner())];
  it("is the bar's height in the transparent modes over a banner (44 px by default on mobile)", () => {
    expect(titleBarOverlap({ positioning: "StickyTransparent" }, layout, "desktop")).toBe(48);
    expect(titleBarOverlap({ positioning: "StaticTransparent", height: 64 }, layout, "tablet")).toBe(64);
    expect(titleBarOverlap({ positioning: "StickyTransparent" }, layout, "mobile")).toBe(44);
    expect(titleBarOverlap({ positioning: "StickyTransparent", heightMobile: 56 }, layout, "mobile")).toBe(
      56,
    );
  });

  it("is 0 for the solid modes, without a layout, and without a banner first", () => {
    expect(titleBarOverlap({ positioning: "StickySolid" }, layout, "desktop")).toBe(0);
    expect(titleBarOverlap({ positioning: "StaticSolid" }, layout, "desktop")).toBe(0);
    expect(titleBarOverlap({}, layout, "desktop")).toBe(0);
    expect(titleBarOverlap({ positioning: "StickyTransparent" }, undefined, "desktop")).toBe(0);
    expect(titleBarOverlap({ positioning: "StaticTransparent" }, [quickLinks], "desktop")).toBe(0);
  });
});

describe("titleBarLook", () => {
  it("is transparent over a rendered banner until a sticky bar has scrolled past it", () => {
    expect(titleBarLook("StickyTransparent", 48, true, false)).toEqual({
      sticky: true,
      overlaps: true,
      transparent: true,
    });
    expect(titleBarLook("StickyTransparent", 48, true, true).transparent).toBe(false);
    // A static bar scrolls away with the banner: it never needs to turn solid.
    expect(titleBarLook("StaticTransparent", 48, true, true)).toEqual({
      sticky: false,
      overlaps: true,
      transparent: true,
    });
  });

  it("is solid before the banner renders, without an overlap, and in the solid modes", () => {
    expect(titleBarLook("StickyTransparent", 48, false, false).transparent).toBe(false);
    expect(titleBarLook("StickyTransparent", 0, true, false)).toEqual({
      sticky: true,
      overlaps: false,
      transparent: false,
    });
    expect(titleBarLook("StaticSolid", 48, true, false)).toEqual({
      sticky: false,
      overlaps: false,
      transparent: false,
    });
    expect(titleBarLook(undefined, 0, false, false).sticky).toBe(true);
  });
});

describe("isFirstInside", () => {
  it("skips what takes no room (a screen-reader heading, styles) and nothing else", () => {
    document.body.innerHTML = `<main id="m"><h1 class="sr-only">Page</h1><style></style>
      <div><div id="a"></div><div id="b"></div></div></main>`;
    const main = document.getElementById("m") as HTMLElement;
    expect(isFirstInside(document.getElementById("a") as HTMLElement, main)).toBe(true);
    expect(isFirstInside(document.getElementById("b") as HTMLElement, main)).toBe(false);
    expect(isFirstInside(main, main)).toBe(false);
    expect(isFirstInside(document.body, main)).toBe(false);
    document.body.innerHTML = "";
  });
});

/** A controllable IntersectionObserver: the test says where the observed banner's bottom edge is. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollBannerTo(bottom: number) {
    for (const observer of FakeIntersectionObserver.instances) {
      for (const target of observer.targets) {
        const entry = { target, isIntersecting: bottom > 48, boundingClientRect: { bottom } };
        observer.callback([entry as unknown as IntersectionObserverEntry], observer as never);
      }
    }
  }
}

function titleBarNode(positioning: string): HydratedNode {
  const props = { ...defaultTitleBarProps({ name: "Quorum", description: "" }), positioning };
  return { $reactComponent: "TitleBar", $reactProps: { ...props } };
}

async function renderPage(positioning: string, layout: HydratedNode[], device: Device = "desktop") {
  render(
    <DeviceProvider device={device}>
      <PageFrame titleBar={titleBarNode(positioning)} layout={layout}>
        <h1 className="sr-only">Home</h1>
        <LayoutRenderer layout={layout} registry={widgetRegistry} />
      </PageFrame>
    </DeviceProvider>,
  );
  const header = (await screen.findByRole("banner")) as HTMLElement;
  await screen.findByRole("heading", { name: "Welcome" });
  return header;
}

const bannerElement = () => document.querySelector<HTMLElement>("[data-widget='banner']");

describe("PageFrame with a transparent title bar", () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const page = [fullWidth(banner()), node("SectionOneColumn", { children: [quickLinks] })];

  it("StickyTransparent: lies over the banner in its text colour, solid once scrolled past, back on return", async () => {
    const header = await renderPage("StickyTransparent", page);
    expect(header.dataset.transparent).toBe("true");
    expect(header.className).toContain("sticky");
    expect(header.style.marginBottom).toBe("-48px");
    expect(header.style.getPropertyValue("--titlebar-bg")).toBe("transparent");
    expect(header.style.getPropertyValue("--titlebar-fg")).toBe("#fdf6e3");
    // The banner makes room for the bar on top of its own padding.
    expect(bannerElement()?.style.paddingTop).toBe("48px");
    // The observer watches the banner against the bar's bottom edge.
    const observer = FakeIntersectionObserver.instances.at(-1);
    expect(observer?.targets).toContain(bannerElement());
    expect(observer?.options.rootMargin).toBe("-48px 0px 0px 0px");

    act(() => FakeIntersectionObserver.scrollBannerTo(20));
    expect(header.dataset.transparent).toBe("false");
    expect(header.style.getPropertyValue("--titlebar-bg")).toBe("var(--color-titlebar-bg)");
    // Nothing moves when the bar turns solid.
    expect(header.style.marginBottom).toBe("-48px");
    expect(bannerElement()?.style.paddingTop).toBe("48px");

    act(() => FakeIntersectionObserver.scrollBannerTo(300));
    expect(header.dataset.transparent).toBe("true");
  });

  it("StaticTransparent: scrolls away with the banner and never watches the scroll", async () => {
    const header = await renderPage("StaticTransparent", page, "mobile");
    expect(header.dataset.transparent).toBe("true");
    expect(header.className).toContain("relative");
    expect(header.style.marginBottom).toBe("-44px");
    expect(bannerElement()?.style.paddingTop).toBe("44px");
    expect(FakeIntersectionObserver.instances.flatMap((o) => o.targets)).toEqual([]);
  });

  it("falls back to solid when the page does not start with a banner", async () => {
    const header = await renderPage("StickyTransparent", [
      node("SectionOneColumn", { children: [quickLinks] }),
      fullWidth(banner()),
    ]);
    expect(header.dataset.transparent).toBe("false");
    expect(header.style.marginBottom).toBe("");
    expect(bannerElement()?.style.paddingTop).toBe("");
  });

  it("StickySolid stays solid over a banner", async () => {
    const header = await renderPage("StickySolid", page);
    expect(header.dataset.transparent).toBe("false");
    expect(header.style.marginBottom).toBe("");
    expect(bannerElement()?.style.paddingTop).toBe("");
  });
});
