// The icon registry: every name draws its shapes in one <svg>, decorative by default, an image when labelled.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Icon } from "../../../src/ui/Icon";
import { ICONS, type IconName } from "../../../src/ui/icons";

afterEach(cleanup);

describe("Icon", () => {
  it("draws every registered icon with its shapes, in order", () => {
    for (const name of Object.keys(ICONS) as IconName[]) {
      const { container, unmount } = render(<Icon name={name} />);
      const shapes = [...(container.querySelector("svg")?.children ?? [])].map((shape) => shape.tagName);
      const expected = ICONS[name].map((shape) =>
        typeof shape === "string" ? "path" : "circle" in shape ? "circle" : "rect",
      );
      expect(shapes, name).toEqual(expected);
      unmount();
    }
  });

  it("is hidden from assistive technology unless labelled", () => {
    const { container } = render(<Icon name="close" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("width")).toBe("16");
    expect(svg?.getAttribute("stroke-width")).toBe("1.8");
    cleanup();
    render(<Icon name="close" label="Close" size={20} />);
    expect(screen.getByRole("img", { name: "Close" }).getAttribute("width")).toBe("20");
  });

  it("takes a stroke width and a fill, and keeps the dot grip's own width", () => {
    const { container } = render(
      <>
        <Icon name="bookmark" filled />
        <Icon name="arrowUp" strokeWidth={2} />
        <Icon name="gripDots" strokeWidth={2} />
      </>,
    );
    const [bookmark, arrow, grip] = [...container.querySelectorAll("svg")];
    expect(bookmark?.getAttribute("fill")).toBe("currentColor");
    expect(arrow?.getAttribute("fill")).toBe("none");
    expect(arrow?.getAttribute("stroke-width")).toBe("2");
    expect(grip?.getAttribute("stroke-width")).toBe("3");
  });
});
