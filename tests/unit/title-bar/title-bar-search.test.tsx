// The title bar's search (docs/reference/ui-behaviour.md#title-bar): a button that opens a field, which searches at
// /search?query=; Escape empties the field, then closes; Cancel, a press outside and focus leaving close it; focus
// returns to the button when closed by key or Cancel; without a router it is a plain GET form. Axe-clean.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { defaultTitleBarProps } from "../../../src/client/pages/default-title-bar";
import { PageFrame } from "../../../src/client/pages/PageFrame";
import { DeviceProvider } from "../../../src/layout/DeviceContext";
import type { Device } from "../../../src/layout/device";
import { searchPageUrl } from "../../../src/lib/search-url";
import { TitleBarSearch } from "../../../widgets/title-bar/TitleBarSearch";
import { axeViolations } from "../widget-axe";

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderInRouter() {
  render(
    <MemoryRouter initialEntries={["/discussions"]}>
      <header>
        <TitleBarSearch compact={false} />
        <button type="button">Elsewhere</button>
      </header>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByRole("button", { name: "Search" });
const field = () => screen.queryByRole("searchbox", { name: "Search" }) as HTMLInputElement | null;
const address = () => screen.getByRole("status", { name: "address" }).textContent;

afterEach(cleanup);

describe("searchPageUrl", () => {
  it("puts the query in the query parameter, and a page after the first", () => {
    expect(searchPageUrl("install guide")).toBe("/search?query=install+guide");
    expect(searchPageUrl("a&b", 3)).toBe("/search?query=a%26b&page=3");
  });
});

describe("<TitleBarSearch/>", () => {
  it("opens a focused field from the button, and searches at /search?query= on Enter", () => {
    renderInRouter();
    expect(field()).toBeNull();
    fireEvent.click(toggle());
    const input = field();
    expect(document.activeElement).toBe(input);
    fireEvent.change(input as HTMLInputElement, { target: { value: "  install guide " } });
    fireEvent.submit(input?.form as HTMLFormElement);
    expect(address()).toBe("/search?query=install+guide");
    expect(field()).toBeNull();
  });

  it("does not search for nothing", () => {
    renderInRouter();
    fireEvent.click(toggle());
    fireEvent.change(field() as HTMLInputElement, { target: { value: "   " } });
    fireEvent.submit(field()?.form as HTMLFormElement);
    expect(address()).toBe("/discussions");
    expect(document.activeElement).toBe(field());
  });

  it("empties the field on Escape, closes on a second Escape, and gives focus back to the button", () => {
    renderInRouter();
    fireEvent.click(toggle());
    fireEvent.change(field() as HTMLInputElement, { target: { value: "tags" } });
    fireEvent.keyDown(field() as HTMLInputElement, { key: "Escape" });
    expect(field()?.value).toBe("");
    fireEvent.keyDown(field() as HTMLInputElement, { key: "Escape" });
    expect(field()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it("closes with Cancel (focus back on the button), when focus leaves, and on a press outside", () => {
    renderInRouter();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(field()).toBeNull();
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    act(() => elsewhere.focus());
    expect(field()).toBeNull();

    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByRole("status", { name: "address" }));
    expect(field()).toBeNull();
  });

  it("is a plain GET form to /search without a router", () => {
    render(<TitleBarSearch compact={false} />);
    fireEvent.click(toggle());
    const form = field()?.form;
    expect(form?.getAttribute("action")).toBe("/search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(field()?.name).toBe("query");
  });

  it.each<Device>(["desktop", "mobile"])(
    "sits in the %s title bar and is axe-clean closed and open",
    async (device) => {
      render(
        <DeviceProvider device={device}>
          <PageFrame
            titleBar={{
              $reactComponent: "TitleBar",
              $reactProps: { ...defaultTitleBarProps({ name: "Quorum", description: "" }) },
            }}
          >
            <h1>Page</h1>
          </PageFrame>
        </DeviceProvider>,
      );
      const banner = await screen.findByRole("banner");
      expect(await axeViolations(document.body)).toEqual([]);
      fireEvent.click(toggle());
      expect(banner.contains(field())).toBe(true);
      expect(await axeViolations(document.body)).toEqual([]);
    },
  );
});
