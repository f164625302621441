// Custom fragments: the hydrate walk moves `$fragmentImpls` onto the node (through the resolver it is given), and
// the renderer renders the fragment's component with the widget's props, or 'Error Loading Fragment'.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FragmentLoader, FragmentLoaderContext } from "../../src/layout/fragments";
import { LayoutRenderer } from "../../src/layout/LayoutRenderer";
import { lazyWidget, type WidgetRegistry } from "../../src/layout/registry-types";
import { hydrateNodes, type WidgetRuntime } from "../../src/lib/layout/hydrate";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const runtime: WidgetRuntime<null> = {
  hydrateKey: "react.text",
  component: "Text",
  prepareProps: (raw) => ({ text: String(raw.text ?? "") }),
};

const IMPL = { fragmentUUID: "f-1", jsUrl: "/api/v2/fragments/f-1/js", cssUrl: "/api/v2/fragments/f-1/css" };

describe("hydrating $fragmentImpls", () => {
  const node = {
    $hydrate: "react.text",
    text: "hi",
    $fragmentImpls: { TextFragment: { fragmentUUID: "f-1" } },
  };

  it("puts the resolved fragments on the node, outside the props", async () => {
    const seen: unknown[] = [];
    const [hydrated] = await hydrateNodes([node], {
      params: {},
      context: null,
      widget: () => runtime,
      fragments: async (impls) => {
        seen.push(impls);
        return { TextFragment: IMPL };
      },
    });
    expect(seen).toEqual([{ TextFragment: { fragmentUUID: "f-1" } }]);
    expect(hydrated).toEqual({
      $reactComponent: "Text",
      $reactProps: { text: "hi" },
      $fragmentImpls: { TextFragment: IMPL },
    });
  });

  it("drops them when nothing resolves (no resolver, or no active fragment)", async () => {
    const base = { params: {}, context: null, widget: () => runtime };
    const [withoutResolver] = await hydrateNodes([node], base);
    expect(withoutResolver).toEqual({ $reactComponent: "Text", $reactProps: { text: "hi" } });
    const [inactive] = await hydrateNodes([node], { ...base, fragments: async () => ({}) });
    expect(inactive).not.toHaveProperty("$fragmentImpls");
  });
});

describe("rendering a fragment", () => {
  const registry: WidgetRegistry = {
    Text: lazyWidget(async () => ({ default: ({ text }: { text: string }) => <p>built-in {text}</p> })),
  };
  const node: HydratedNode = {
    $reactComponent: "Text",
    $reactProps: { text: "hi" },
    $fragmentImpls: { TextFragment: IMPL },
  };

  function renderWith(loader: FragmentLoader, layout: HydratedNode[] = [node]) {
    return render(
      <FragmentLoaderContext.Provider value={loader}>
        <LayoutRenderer layout={layout} registry={registry} debug={false} />
      </FragmentLoaderContext.Provider>,
    );
  }

  it("renders the fragment's component with the widget's props instead of the built-in widget", async () => {
    const loader = vi.fn<FragmentLoader>(async () => (props) => <p>fragment {String(props.text)}</p>);
    renderWith(loader);
    expect(await screen.findByText("fragment hi")).toBeTruthy();
    expect(screen.queryByText(/built-in/)).toBeNull();
    expect(loader).toHaveBeenCalledWith(IMPL);
  });

  it("shows 'Error Loading Fragment' when the fragment fails to load, even outside debug builds", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderWith(async () => {
      throw new Error("404");
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Error Loading Fragment");
  });

  it("renders the built-in widget when the node has no fragment", async () => {
    const loader = vi.fn<FragmentLoader>();
    renderWith(loader, [{ $reactComponent: "Text", $reactProps: { text: "hi" } }]);
    expect(await screen.findByText("built-in hi")).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
  });

  it("loads the fragment's stylesheet and reports a module that cannot be imported", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const missing = { fragmentUUID: "gone", jsUrl: "/nowhere/gone.js", cssUrl: "/nowhere/gone.css" };
    render(
      <LayoutRenderer
        layout={[{ ...node, $fragmentImpls: { TextFragment: missing } }]}
        registry={registry}
      />,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Error Loading Fragment");
    const links = [...document.head.querySelectorAll<HTMLLinkElement>("link[data-fragment-css]")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/nowhere/gone.css"]);
  });
});
