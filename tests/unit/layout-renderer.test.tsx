// The layout interpreter: per-device visibility, unknown components, per-widget error isolation, LayoutError nodes.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Device } from "../../src/layout/device";
import { LayoutRenderer } from "../../src/layout/LayoutRenderer";
import { Region } from "../../src/layout/Region";
import { lazyWidget, type WidgetRegistry } from "../../src/layout/registry-types";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";

function Text({ text }: { text: string }) {
  return <p>{text}</p>;
}

function Broken(): never {
  throw new Error("kaboom");
}

function Column({ children }: { children: unknown }) {
  return (
    <div data-testid="column">
      <Region nodes={children} />
    </div>
  );
}

const registry: WidgetRegistry = {
  Text: lazyWidget(async () => ({ default: Text })),
  Broken: lazyWidget(async () => ({ default: Broken })),
  Column: lazyWidget(async () => ({ default: Column })),
};

const text = (value: string, device?: "all" | "desktop" | "tablet" | "mobile"): HydratedNode => ({
  $reactComponent: "Text",
  $reactProps: { text: value },
  ...(device ? { $middleware: { visibility: { device } } } : {}),
});

function renderLayout(layout: HydratedNode[], options: { device?: Device; debug?: boolean } = {}) {
  return render(
    <LayoutRenderer
      layout={layout}
      registry={registry}
      device={options.device ?? "desktop"}
      debug={options.debug}
    />,
  );
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("LayoutRenderer", () => {
  it("renders registered widgets with their props, looked up case-insensitively", async () => {
    renderLayout([text("hello"), { $reactComponent: "tEXT", $reactProps: { text: "loose" } }]);
    expect(await screen.findByText("hello")).toBeTruthy();
    expect(await screen.findByText("loose")).toBeTruthy();
  });

  it("does not pass internal $ props to widgets", async () => {
    const seen: Record<string, unknown>[] = [];
    const spyRegistry: WidgetRegistry = {
      Spy: lazyWidget(async () => ({
        default: (props: Record<string, unknown>) => {
          seen.push(props);
          return <p>spy</p>;
        },
      })),
    };
    render(
      <LayoutRenderer
        registry={spyRegistry}
        device="desktop"
        layout={[{ $reactComponent: "Spy", $reactProps: { title: "t", $seoContent: "<p>x</p>" } }]}
      />,
    );
    await screen.findByText("spy");
    expect(seen.at(-1)).toEqual({ title: "t" });
  });

  it.each<[Device, string[]]>([
    ["desktop", ["always", "desktop"]],
    ["tablet", ["always", "desktop", "tablet"]],
    ["mobile", ["always", "mobile"]],
  ])("on %s shows only the nodes visible there", async (device, expected) => {
    renderLayout(
      [text("always", "all"), text("desktop", "desktop"), text("tablet", "tablet"), text("mobile", "mobile")],
      { device },
    );
    await screen.findByText("always");
    const shown = screen.getAllByText(/^(always|desktop|tablet|mobile)$/).map((node) => node.textContent);
    expect(shown).toEqual(expected);
  });

  it("applies visibility to nodes inside section regions too", async () => {
    renderLayout(
      [
        {
          $reactComponent: "Column",
          $reactProps: { children: [text("wide", "desktop"), text("narrow", "mobile")] },
        },
      ],
      {
        device: "mobile",
      },
    );
    expect(await screen.findByText("narrow")).toBeTruthy();
    expect(screen.queryByText("wide")).toBeNull();
  });

  it("shows a visible, logged placeholder for an unknown component", async () => {
    const { container } = renderLayout(
      [{ $reactComponent: "NoSuchWidget", $reactProps: {} }, text("after")],
      {
        debug: false,
      },
    );
    await screen.findByText("after");
    expect(container.querySelector('[data-unknown-widget="NoSuchWidget"]')?.textContent).toContain(
      "NoSuchWidget",
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("NoSuchWidget"));
  });

  it("isolates a throwing widget: its siblings still render, and debug builds name it", async () => {
    renderLayout([text("before"), { $reactComponent: "Broken", $reactProps: {} }, text("after")], {
      debug: true,
    });
    expect(await screen.findByText('There was a problem loading "Broken"')).toBeTruthy();
    expect(screen.getByText("before")).toBeTruthy();
    expect(screen.getByText("after")).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
  });

  it("shows the error message in production too (without naming the widget), and logs it", async () => {
    renderLayout([{ $reactComponent: "Broken", $reactProps: {} }, text("after")], { debug: false });
    await screen.findByText("after");
    expect(screen.queryByText(/There was a problem loading/)).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain(
      "Something went wrong while displaying this part of the page.",
    );
    expect(screen.getByRole("alert").textContent).toContain("kaboom");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("Broken"),
      expect.anything(),
      expect.anything(),
    );
  });

  it("renders a LayoutError node as a small error box in debug builds", async () => {
    const error: HydratedNode = {
      $reactComponent: "LayoutError",
      $reactProps: { componentName: "react.discussion.discussions", message: "database down" },
    };
    renderLayout([error, text("after")], { debug: true });
    await screen.findByText("after");
    expect(screen.getByRole("alert").textContent).toContain("react.discussion.discussions");
    expect(screen.getByRole("alert").textContent).toContain("database down");
  });

  it("renders nothing for a LayoutError node in production, and logs it", async () => {
    const error: HydratedNode = {
      $reactComponent: "LayoutError",
      $reactProps: { componentName: "react.categories", message: "boom" },
    };
    renderLayout([error, text("after")], { debug: false });
    await screen.findByText("after");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("react.categories"));
  });
});
