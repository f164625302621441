// Pager (docs/reference/ui-behaviour.md#pager): numbered links, Previous/Next rules, the plus for more pages,
// jump-to-page.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CurrentLocationProvider } from "../../../src/ui/location";
import { Pager, type PagerProps } from "../../../src/ui/Pager";
import { axeViolations } from "../widget-axe";

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderPager(props: Partial<PagerProps> = {}, at = "/discussions?sort=-score&page=3") {
  const url = new URL(at, "http://site.invalid");
  render(
    <MemoryRouter initialEntries={[at]}>
      <CurrentLocationProvider location={{ pathname: url.pathname, search: url.search }}>
        <Pager page={3} limit={30} total={600} {...props} />
        <Where />
      </CurrentLocationProvider>
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;
const nextStep = () => screen.getByText("Next").parentElement as HTMLElement;

describe("Pager", () => {
  it("links pages keeping other parameters, current page marked", () => {
    renderPager();
    const current = screen.getByRole("link", { name: "Page 3" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Page 20" }).getAttribute("href")).toBe(
      "/discussions?sort=-score&page=20",
    );
  });

  it("has the jump-to-page form on every paged list, unless left out; never with one page", () => {
    renderPager();
    expect(screen.getByRole("textbox", { name: "Jump to page" })).toBeTruthy();
    cleanup();
    renderPager({ jumpToPage: false });
    expect(screen.queryByRole("textbox")).toBeNull();
    cleanup();
    renderPager({ total: 20 });
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("disables Next on the last page unless more pages exist, when a plus follows the last number", () => {
    renderPager({ page: 20 });
    expect(nextStep().getAttribute("aria-disabled")).toBe("true");
    cleanup();
    renderPager({ page: 20, hasMorePages: true });
    expect(nextStep().getAttribute("href")).toBe("/discussions?sort=-score&page=21");
    expect(screen.getByText("+").textContent).toBe("+ more pages");
  });

  it("counts results with totals above 999 abbreviated, and a plus when more pages exist", () => {
    renderPager({ page: 2, limit: 30, total: 1234, showCount: true });
    expect(screen.getByText(/^31–60 of/).textContent).toBe("31–60 of 1.2k");
    expect(screen.getByRole("link", { name: "Page 42" }).textContent).toBe("42");
    cleanup();
    renderPager({ page: 5, limit: 30, total: 150, showCount: true, hasMorePages: true });
    expect(screen.getByText(/^121–150 of/).textContent).toBe("121–150 of 150+");
  });

  it("jumps to a typed page, keeping digits only and clamping to the last page", async () => {
    renderPager({ jumpToPage: true });
    const input = screen.getByRole("textbox", { name: "Jump to page" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "1x2" } });
    expect(input.value).toBe("12");
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(address()).toBe("/discussions?sort=-score&page=12");
    fireEvent.change(input, { target: { value: "999" } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(address()).toBe("/discussions?sort=-score&page=20");
    expect(await axeViolations(screen.getByRole("navigation"))).toEqual([]);
  });

  it("stays on the current page on an empty submit", () => {
    renderPager({ jumpToPage: true });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(address()).toBe("/discussions?sort=-score&page=3");
  });

  it("jumps through a custom page address", () => {
    renderPager(
      { jumpToPage: true, pageHref: (_location, page) => `/categories/general/p${page}` },
      "/categories/general/p3",
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Jump to page" }), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(address()).toBe("/categories/general/p1");
  });
});
