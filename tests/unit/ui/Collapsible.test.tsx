// Collapsible content (docs/reference/ui-behaviour.md#title-bar,
// docs/reference/ui-behaviour.md#sizes-and-breakpoints): collapsed to 100 px only past 100 + 50 px; collapsing
// scrolls back up.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Collapsible, shouldCollapse } from "../../../src/ui/Collapsible";

let contentHeight = 0;
vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(() => contentHeight);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(() => contentHeight);
});

const POST = "The new release moves the layout editor into the dashboard.";

describe("shouldCollapse", () => {
  it("collapses only content taller than the max height plus the overshoot", () => {
    expect(shouldCollapse(150)).toBe(false);
    expect(shouldCollapse(151)).toBe(true);
    expect(shouldCollapse(260, 200, 50)).toBe(true);
    expect(shouldCollapse(250, 200, 50)).toBe(false);
  });
});

describe("<Collapsible/>", () => {
  it("leaves content within 150 px alone", () => {
    contentHeight = 140;
    render(<Collapsible>{POST}</Collapsible>);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(POST).parentElement?.style.maxHeight).toBe("");
  });

  it("collapses taller content to 100 px and toggles it with aria-expanded", () => {
    contentHeight = 400;
    render(<Collapsible>{POST}</Collapsible>);
    const toggle = screen.getByRole("button", { name: "Expand" });
    const clip = screen.getByText(POST).parentElement as HTMLElement;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(clip.id);
    expect(clip.style.maxHeight).toBe("100px");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Collapse");
    expect(clip.style.maxHeight).toBe("");
  });

  it("scrolls smoothly back to its top on collapse when that top is above the viewport", () => {
    contentHeight = 400;
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    const { container } = render(<Collapsible defaultExpanded>{POST}</Collapsible>);
    const root = container.firstElementChild as HTMLElement;
    vi.spyOn(root, "getBoundingClientRect").mockReturnValue({ top: -300 } as DOMRect);
    fireEvent.click(screen.getByRole("button", { name: "Collapse" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("does not scroll when its top is still in view", () => {
    contentHeight = 400;
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    render(<Collapsible defaultExpanded>{POST}</Collapsible>);
    fireEvent.click(screen.getByRole("button", { name: "Collapse" }));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
