// Per-device hiding without a known device (server rendering and hydration, src/layout/DeviceContext.tsx): every
// node is rendered, a node for some devices only inside a display:contents wrapper whose classes hide it by media
// query (src/layout/device.css); once the device is known the wrapper stays, without the classes, and nodes for
// other devices are dropped.
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hideClassesExcept } from "../../src/layout/device";
import { LayoutRenderer } from "../../src/layout/LayoutRenderer";
import { devicesWithNodes } from "../../src/layout/nodes";
import { lazyWidget, type WidgetRegistry } from "../../src/layout/registry-types";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";

function Text({ text }: { text: string }) {
  return <p>{text}</p>;
}

const registry: WidgetRegistry = { Text: lazyWidget(async () => ({ default: Text })) };

const text = (value: string, device?: "all" | "desktop" | "tablet" | "mobile"): HydratedNode => ({
  $reactComponent: "Text",
  $reactProps: { text: value },
  ...(device ? { $middleware: { visibility: { device } } } : {}),
});

const LAYOUT = [
  text("everywhere"),
  text("phones", "mobile"),
  text("wide", "desktop"),
  text("tablets", "tablet"),
];

afterEach(cleanup);

describe("hideClassesExcept", () => {
  it("names the devices an element must not show on, whole devices by their own class", () => {
    expect(hideClassesExcept(["xs", "mobile"])).toBe("q-hide-tablet q-hide-desktop");
    expect(hideClassesExcept(["tablet", "no_bleed", "desktop"])).toBe("q-hide-mobile");
    expect(hideClassesExcept(["xs", "mobile", "tablet", "no_bleed", "desktop"])).toBe("");
  });

  it("names the part of a device an xs or no_bleed element must not show on", () => {
    expect(hideClassesExcept(["xs"])).toBe("q-hide-mobile-above-xs q-hide-tablet q-hide-desktop");
    expect(hideClassesExcept(["mobile"])).toBe("q-hide-xs q-hide-tablet q-hide-desktop");
    expect(hideClassesExcept(["no_bleed"])).toBe("q-hide-mobile q-hide-tablet q-hide-desktop-above-no_bleed");
    expect(hideClassesExcept(["desktop"])).toBe("q-hide-mobile q-hide-tablet q-hide-no_bleed");
  });

  it("gathers the device classes a region's nodes show on", () => {
    expect(devicesWithNodes([text("a", "mobile")], [text("b", "tablet")]).sort()).toEqual([
      "mobile",
      "tablet",
      "xs",
    ]);
    expect(devicesWithNodes([])).toEqual([]);
  });
});

describe("a layout rendered without a known device", () => {
  it("renders every node, hiding the per-device ones by CSS class", async () => {
    await registry.Text?.preload();
    const html = renderToString(<LayoutRenderer layout={LAYOUT} registry={registry} />);
    expect(html).toContain("<p>everywhere</p>");
    expect(html).toContain('<div class="q-device q-hide-tablet q-hide-desktop"><!--$--><p>phones</p>');
    expect(html).toContain('<div class="q-device q-hide-mobile"><!--$--><p>wide</p>');
    expect(html).toContain('<div class="q-device q-hide-mobile q-hide-desktop"><!--$--><p>tablets</p>');
  });

  it("drops the nodes of other devices once the device is known, keeping the wrapper without classes", async () => {
    await registry.Text?.preload();
    const { container } = render(<LayoutRenderer layout={LAYOUT} registry={registry} device="mobile" />);
    expect(container.textContent).toBe("everywherephones");
    expect(container.querySelector(".q-device")?.className).toBe("q-device");
  });
});
