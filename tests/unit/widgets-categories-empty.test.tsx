import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CategoriesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/categories";
import CategoriesWidget from "../../widgets/categories/CategoriesWidget";
import { preparedProps } from "./widget-props";

function props(filter: "none" | "parentCategory"): CategoriesWidgetHydrated {
  const raw = { title: "Subcategories", titleType: "static", apiParams: { filter } };
  return { ...preparedProps<CategoriesWidgetHydrated>("react.categories", raw), itemData: [] };
}

describe("categories widget with nothing to list", () => {
  afterEach(cleanup);

  it("a subcategories box on a leaf category renders nothing", () => {
    const { container } = render(<CategoriesWidget {...props("parentCategory")} />);
    expect(container.innerHTML).toBe("");
  });

  it("other lists still say that nothing was found", () => {
    render(<CategoriesWidget {...props("none")} />);
    expect(screen.getByText("No categories were found.")).toBeTruthy();
  });
});
